/*
 * The student card (KTM, Kartu Tanda Mahasiswa): what it says and where cards sit on a sheet.
 * Pure: the loader reads the records, ktm-pdf.ts draws what these decide.
 */

/** One millimetre in PDF points. */
export const MM = 72 / 25.4
/** ISO/IEC 7810 ID-1, the size of a bank card: 85.6 × 54 mm. */
export const CARD_SIZE = { width: 85.6 * MM, height: 54 * MM } as const
export const A4: [number, number] = [595.28, 841.89]

export type CardPhoto = { bytes: Uint8Array; kind: 'png' | 'jpg' }

/** What one card shows (already read from the student, the application and the settings). */
export type StudentCard = {
  collegeName: string
  fullName: string
  nim: string
  programme: string
  faculty: string
  intakeYear: number
  photo: CardPhoto | null
}

export const CARD_TITLE = 'KARTU TANDA MAHASISWA'
export const NO_PHOTO_LABEL = 'Foto belum tersedia'

/** The labelled lines beside the photo, in print order (the name is drawn above them). */
export function cardLines(card: StudentCard): { label: string; value: string }[] {
  return [
    { label: 'NIM', value: card.nim },
    { label: 'Program studi', value: card.programme || '-' },
    { label: 'Fakultas', value: card.faculty || '-' },
    { label: 'Angkatan', value: String(card.intakeYear) },
  ]
}

/**
 * PNG or JPEG by their first bytes (pdf-lib embeds only these two); anything else, or nothing,
 * is no photo and the card draws an empty, labelled box.
 */
export function photoOf(bytes: Uint8Array | null | undefined): CardPhoto | null {
  if (!bytes || bytes.length < 4) return null
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return { bytes, kind: 'png' }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, kind: 'jpg' }
  return null
}

/** Cards per A4 sheet (two columns of four) and the gap between them, for the cutter. */
export const SHEET = { columns: 2, rows: 4, gap: 10 * MM } as const
export const CARDS_PER_SHEET = SHEET.columns * SHEET.rows

export type CardSlot = { page: number; x: number; y: number }

/**
 * Where the card number `index` sits: pages of two columns by four rows, the block centred on
 * A4 portrait, filled left to right and top to bottom, the lower-left corner of each card in
 * points from the page's lower-left corner. The gaps leave room for crop marks.
 */
export function sheetSlot(index: number): CardSlot {
  const [pageWidth, pageHeight] = A4
  const { columns, rows, gap } = SHEET
  const blockWidth = columns * CARD_SIZE.width + (columns - 1) * gap
  const blockHeight = rows * CARD_SIZE.height + (rows - 1) * gap
  const left = (pageWidth - blockWidth) / 2
  const top = (pageHeight + blockHeight) / 2
  const onPage = index % CARDS_PER_SHEET
  const column = onPage % columns
  const row = Math.floor(onPage / columns)
  return {
    page: Math.floor(index / CARDS_PER_SHEET),
    x: left + column * (CARD_SIZE.width + gap),
    y: top - (row + 1) * CARD_SIZE.height - row * gap,
  }
}

/** ktm-<nim>.pdf for one card, ktm-<year>[-<programme id>].pdf for a sheet run. */
export const cardFileName = (nim: string) => `ktm-${nim.replace(/[^\w.-]/g, '_')}.pdf`
export const sheetFileName = (intakeYear: number, programme?: number) =>
  `ktm-${intakeYear}${programme ? `-prodi-${programme}` : ''}.pdf`
