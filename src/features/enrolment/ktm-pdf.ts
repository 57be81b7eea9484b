import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib'
import { printable } from '@/lib/pdf-text'
import {
  A4,
  CARD_SIZE,
  CARD_TITLE,
  cardLines,
  MM,
  NO_PHOTO_LABEL,
  sheetSlot,
  type StudentCard,
} from './ktm'

/*
 * Student cards drawn with the PDF standard fonts (nothing to embed), like the payment receipt:
 * one card on a page of its own size, or many on A4 sheets with crop marks in the gaps. A photo
 * pdf-lib cannot read is drawn as the empty box, never an error.
 */

type Fonts = { regular: PDFFont; bold: PDFFont }

const INK = rgb(0.1, 0.1, 0.15)
const BAND = rgb(0.09, 0.24, 0.45)
const MUTED = rgb(0.45, 0.45, 0.5)
const PAD = 4 * MM
const BAND_HEIGHT = 12 * MM
const PHOTO = { width: 20 * MM, height: 26 * MM }

/** The largest size up to `size` at which `text` fits in `width`. */
function fitted(text: string, font: PDFFont, size: number, width: number): number {
  const natural = font.widthOfTextAtSize(text, size)
  return natural <= width ? size : Math.max(4, (size * width) / natural)
}

async function embedPhoto(pdf: PDFDocument, card: StudentCard): Promise<PDFImage | null> {
  if (!card.photo) return null
  try {
    return card.photo.kind === 'png'
      ? await pdf.embedPng(card.photo.bytes)
      : await pdf.embedJpg(card.photo.bytes)
  } catch {
    return null
  }
}

function drawPhoto(page: PDFPage, image: PDFImage | null, x: number, y: number, fonts: Fonts) {
  const { width, height } = PHOTO
  if (image) {
    // Cover the box, centred, keeping the picture's proportions.
    const scale = Math.min(width / image.width, height / image.height)
    const w = image.width * scale
    const h = image.height * scale
    page.drawImage(image, { x: x + (width - w) / 2, y: y + (height - h) / 2, width: w, height: h })
  }
  page.drawRectangle({ x, y, width, height, borderColor: MUTED, borderWidth: 0.6 })
  if (image) return
  for (const [i, word] of NO_PHOTO_LABEL.split(' ').entries()) {
    const size = 5.5
    const w = fonts.regular.widthOfTextAtSize(word, size)
    page.drawText(word, {
      x: x + (width - w) / 2,
      y: y + height / 2 + 4 - i * 7,
      size,
      font: fonts.regular,
      color: MUTED,
    })
  }
}

/** One card with its lower-left corner at (x, y). */
function drawCard(
  page: PDFPage,
  card: StudentCard,
  image: PDFImage | null,
  x: number,
  y: number,
  fonts: Fonts,
) {
  const { width, height } = CARD_SIZE
  page.drawRectangle({ x, y, width, height, borderColor: MUTED, borderWidth: 0.5 })
  page.drawRectangle({ x, y: y + height - BAND_HEIGHT, width, height: BAND_HEIGHT, color: BAND })
  const college = printable(card.collegeName).toUpperCase()
  const inner = width - 2 * PAD
  const white = rgb(1, 1, 1)
  page.drawText(college, {
    x: x + PAD,
    y: y + height - 5.2 * MM,
    size: fitted(college, fonts.bold, 8.5, inner),
    font: fonts.bold,
    color: white,
  })
  page.drawText(CARD_TITLE, {
    x: x + PAD,
    y: y + height - 9.6 * MM,
    size: 6,
    font: fonts.regular,
    color: white,
  })
  const photoY = y + height - BAND_HEIGHT - 3 * MM - PHOTO.height
  drawPhoto(page, image, x + PAD, photoY, fonts)
  const textX = x + PAD + PHOTO.width + 4 * MM
  const textWidth = x + width - PAD - textX
  const name = printable(card.fullName)
  let lineY = y + height - BAND_HEIGHT - 7 * MM
  page.drawText(name, {
    x: textX,
    y: lineY,
    size: fitted(name, fonts.bold, 8.5, textWidth),
    font: fonts.bold,
    color: INK,
  })
  lineY -= 5.6 * MM
  for (const { label, value } of cardLines(card)) {
    page.drawText(label, { x: textX, y: lineY, size: 5, font: fonts.regular, color: MUTED })
    const text = printable(value)
    page.drawText(text, {
      x: textX,
      y: lineY - 2.6 * MM,
      size: fitted(text, fonts.bold, 7, textWidth),
      font: fonts.bold,
      color: INK,
    })
    lineY -= 6 * MM
  }
}

/** Short marks outside each corner of a card, where the cutter cuts, clear of the card. */
function drawCropMarks(page: PDFPage, x: number, y: number) {
  const { width, height } = CARD_SIZE
  const away = 1.5 * MM
  const length = 3 * MM
  const mark = { thickness: 0.3, color: INK }
  for (const cx of [x, x + width]) {
    for (const cy of [y, y + height]) {
      const dy = cy === y ? -1 : 1
      const dx = cx === x ? -1 : 1
      page.drawLine({
        start: { x: cx, y: cy + dy * away },
        end: { x: cx, y: cy + dy * (away + length) },
        ...mark,
      })
      page.drawLine({
        start: { x: cx + dx * away, y: cy },
        end: { x: cx + dx * (away + length), y: cy },
        ...mark,
      })
    }
  }
}

async function documentFor(title: string, cards: StudentCard[]) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(printable(title))
  pdf.setAuthor(printable(cards[0]?.collegeName ?? ''))
  pdf.setLanguage('id-ID')
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  return { pdf, fonts }
}

/** One card on a page of the card's own size (85.6 × 54 mm), to print on card stock. */
export async function studentCardPdf(card: StudentCard): Promise<Uint8Array> {
  const { pdf, fonts } = await documentFor(`KTM ${card.nim}`, [card])
  const page = pdf.addPage([CARD_SIZE.width, CARD_SIZE.height])
  drawCard(page, card, await embedPhoto(pdf, card), 0, 0, fonts)
  return pdf.save()
}

/** Many cards, eight to an A4 sheet (see `sheetSlot`), with crop marks around each. */
export async function studentCardSheetsPdf(
  title: string,
  cards: StudentCard[],
): Promise<Uint8Array> {
  const { pdf, fonts } = await documentFor(title, cards)
  const pages: PDFPage[] = []
  for (const [index, card] of cards.entries()) {
    const slot = sheetSlot(index)
    const page = (pages[slot.page] ??= pdf.addPage(A4))
    drawCard(page, card, await embedPhoto(pdf, card), slot.x, slot.y, fonts)
    drawCropMarks(page, slot.x, slot.y)
  }
  return pdf.save()
}
