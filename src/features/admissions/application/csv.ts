import { csvDateTime, csvDay, csvFileNameFor, safeCell, toCsv } from '@/lib/csv'
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

export { csvDateTime, csvDay, safeCell }

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
export const applicationsCsv = (apps: Partial<Application>[]): string =>
  toCsv(CSV_HEADER, apps.map(applicationRow))

/** pendaftaran-2026-11-23.csv (the Jakarta day of the export). */
export const csvFileName = (now = new Date()) => csvFileNameFor('pendaftaran', now)
