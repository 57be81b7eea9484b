import { stringify } from 'csv-stringify/sync'
import { jakartaDay, jakartaWallClock } from './time-zone'

/**
 * The CSV files staff download (applications, consent records, the access audit): one writer,
 * so every export opens the same way in Excel or a spreadsheet.
 */

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return) as a formula,
 * so an applicant could plant one in their name or school. A leading apostrophe makes it text.
 */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

/** "2026-03-12": sortable in a spreadsheet whatever its language. */
export const csvDay = (iso: string | null | undefined) => jakartaDay(iso)
/** "2026-03-12 14:30" in Jakarta time. */
export const csvDateTime = (iso: string | null | undefined) =>
  jakartaWallClock(iso).slice(0, 16).replace('T', ' ')

/** The whole file: UTF-8 byte order mark (so Excel reads the accents), header, one row each. */
export function toCsv(header: readonly string[], rows: unknown[][]): string {
  return stringify([header.map(safeCell), ...rows.map((row) => row.map(safeCell))], {
    bom: true,
    record_delimiter: 'windows',
  })
}

/** <prefix>-2026-11-23.csv (the Jakarta day of the export). */
export const csvFileNameFor = (prefix: string, now = new Date()) =>
  `${prefix}-${csvDay(now.toISOString())}.csv`
