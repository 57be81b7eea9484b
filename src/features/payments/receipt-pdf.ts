import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib'
import { printable } from '@/lib/pdf-text'
import type { Receipt } from './receipt'

/*
 * The receipt drawn on one A5 landscape page with the PDF standard fonts (Helvetica: nothing to
 * embed, and WinAnsi covers Indonesian text). Characters outside WinAnsi are replaced, never
 * left to make pdf-lib throw.
 */

const A5_LANDSCAPE: [number, number] = [595.28, 419.53]
const MARGIN = 40
const LABEL_WIDTH = 150
const SIZE = 10.5
const LEADING = 15

/** The words of `text` in lines no wider than `width`. */
function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(next, SIZE) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  return line ? [...lines, line] : lines
}

export async function receiptPdf(receipt: Receipt): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${receipt.title} ${receipt.number}`)
  pdf.setAuthor(printable(receipt.collegeName))
  pdf.setLanguage('id-ID')
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage(A5_LANDSCAPE)
  const [width, height] = A5_LANDSCAPE
  const ink = rgb(0.1, 0.1, 0.15)
  let y = height - MARGIN - 4

  page.drawText(printable(receipt.collegeName), { x: MARGIN, y, size: 15, font: bold, color: ink })
  y -= 24
  page.drawText(receipt.title, { x: MARGIN, y, size: 12, font: bold, color: ink })
  y -= 10
  page.drawLine({
    start: { x: MARGIN, y },
    end: { x: width - MARGIN, y },
    thickness: 0.8,
    color: ink,
  })
  y -= 22
  const valueWidth = width - 2 * MARGIN - LABEL_WIDTH
  for (const { label, value } of receipt.lines) {
    page.drawText(printable(label), { x: MARGIN, y, size: SIZE, font: regular, color: ink })
    for (const part of wrap(printable(value), bold, valueWidth)) {
      page.drawText(part, { x: MARGIN + LABEL_WIDTH, y, size: SIZE, font: bold, color: ink })
      y -= LEADING
    }
    y -= 3
  }
  page.drawText('Kuitansi ini dibuat oleh sistem pendaftaran.', {
    x: MARGIN,
    y: MARGIN - 8,
    size: 8.5,
    font: regular,
    color: rgb(0.35, 0.35, 0.4),
  })
  return pdf.save()
}
