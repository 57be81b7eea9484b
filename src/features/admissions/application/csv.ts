import { stringify } from 'csv-stringify/sync'
import type { Application } from '@/payload-types'
import { REFUND_STATUSES, STATUS_LABELS } from './status'
import { TRACK_NAMES, isTrack } from '@/features/admissions/tracks/tracks'

/**
 * The applications list as CSV for admissions staff (opened in Excel or a spreadsheet). Pure:
 * the endpoint reads the documents, this module decides what a row says.
 */
export const CSV_HEADER = [
  'Nama',
  'Email',
  'WhatsApp',
  'Jalur',
  'Status',
  'Periode',
  'Program studi',
  'Tanggal lahir',
  'Asal sekolah',
  'Dikirim pada',
  'Jadwal tes',
  'Nomor peserta',
  'Pengembalian',
] as const

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return) as a formula,
 * so an applicant could plant one in their name or school. A leading apostrophe makes it text.
 */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  const text = String(value)
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
}

const JAKARTA_OFFSET_MS = 7 * 3600 * 1000
const jakartaIso = (iso: string | null | undefined): string => {
  if (!iso) return ''
  const time = new Date(iso).getTime()
  return Number.isNaN(time) ? '' : new Date(time + JAKARTA_OFFSET_MS).toISOString()
}
/** "2026-03-12": sortable in a spreadsheet whatever its language. */
export const csvDay = (iso: string | null | undefined) => jakartaIso(iso).slice(0, 10)
/** "2026-03-12 14:30" in Jakarta time. */
export const csvDateTime = (iso: string | null | undefined) =>
  jakartaIso(iso).slice(0, 16).replace('T', ' ')

const REFUND_LABELS: Record<string, string> = Object.fromEntries(
  REFUND_STATUSES.map((o) => [o.value, o.label]),
)

const nameOf = (value: unknown, key: string): string =>
  value && typeof value === 'object' && key in value
    ? String((value as Record<string, unknown>)[key] ?? '')
    : ''

/** One row of the export; relationships (applicant, programme) are read when populated. */
export function applicationRow(app: Partial<Application>): string[] {
  const status = app.status
  return [
    app.applicantName,
    app.applicantEmail,
    nameOf(app.applicant, 'whatsapp'),
    isTrack(app.track) ? TRACK_NAMES[app.track] : app.track,
    status ? (STATUS_LABELS[status] ?? status) : '',
    app.period,
    nameOf(app.programme?.major, 'name'),
    csvDay(app.personal?.birthDate),
    app.personal?.schoolName,
    csvDateTime(app.submittedAt),
    csvDateTime(app.test?.date),
    app.test?.examNumber,
    app.refund?.status ? (REFUND_LABELS[app.refund.status] ?? app.refund.status) : '',
  ].map(safeCell)
}

/** The whole file: UTF-8 byte order mark (so Excel reads the accents), header, one row each. */
export function applicationsCsv(apps: Partial<Application>[]): string {
  return stringify([CSV_HEADER.map(safeCell), ...apps.map(applicationRow)], {
    bom: true,
    record_delimiter: 'windows',
  })
}

/** pendaftaran-2026-11-23.csv (the Jakarta day of the export). */
export const csvFileName = (now = new Date()) => `pendaftaran-${csvDay(now.toISOString())}.csv`
