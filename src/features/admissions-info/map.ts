import type { Programme, Scholarship, SelectionSchedule, TuitionFee } from '@/payload-types'
import { toImage } from '@/features/shell/map'
import type { ImageData } from '@/features/shell/types'
import { formatDate, formatDateRange, formatRupiah } from '@/lib/format'
import { jakartaDay } from '@/lib/time-zone'

/**
 * Admissions information (scholarships, tuition, selection waves): CMS documents → plain props.
 * Pure and unit-tested; pages pass the clock in so open/closed is worked out when they render.
 */

// ---------------------------------------------------------------------------- scholarships

export type ScholarshipCard = {
  id: number
  name: string
  provider: string
  summary: string
  benefits: string[]
  requirements: string[]
  quota: string
  deadline: string | null
  deadlineText: string
  applyUrl: string | null
  image?: ImageData
}

const webLink = (url: string | null | undefined) => {
  const trimmed = url?.trim()
  return trimmed && (/^https?:\/\//.test(trimmed) || trimmed.startsWith('/')) ? trimmed : null
}

export function toScholarship(doc: Scholarship): ScholarshipCard {
  const image = toImage(doc.image)
  return {
    id: doc.id,
    name: doc.name,
    provider: doc.provider,
    summary: doc.summary,
    benefits: (doc.benefits ?? []).map((b) => b.text),
    requirements: (doc.requirements ?? []).map((r) => r.text),
    quota: doc.quota ?? '',
    deadline: doc.deadline ?? null,
    deadlineText: formatDate(doc.deadline),
    applyUrl: webLink(doc.applyUrl),
    ...(image ? { image } : {}),
  }
}

// ---------------------------------------------------------------------------- tuition

/**
 * The admission tracks in the order tables are shown; "semua" holds fees that apply to every track.
 */
export const FEE_TRACKS = [
  { track: 'reguler', title: 'Jalur Reguler' },
  { track: 'magang', title: 'Jalur Magang' },
  { track: 'jepang', title: 'Jalur Jepang' },
  { track: 'semua', title: 'Semua Jalur' },
] as const
export type FeeTrack = (typeof FEE_TRACKS)[number]['track']

export type FeeRow = {
  id: number
  programme: string
  developmentFee: string
  semesterFee: string
  practicumFee: string
  note: string
}
export type FeeTable = { track: FeeTrack; title: string; academicYear: string; rows: FeeRow[] }

const programmeName = (doc: TuitionFee) => {
  const p = doc.programme as Programme | number | null
  if (p && typeof p === 'object' && p.name) return `${p.degree ? `${p.degree} ` : ''}${p.name}`
  return doc.label
}

/** The newest academic year ("2026/2027") among the entries; the site shows only that one. */
export function latestAcademicYear(docs: { academicYear: string }[]): string | undefined {
  return docs
    .map((d) => d.academicYear)
    .filter(Boolean)
    .sort()
    .at(-1)
}

/**
 * Entries of the newest academic year, one table per track (in track order), rows by
 * programme name. Older years stay in the CMS but are not shown.
 */
export function groupTuitionFees(docs: TuitionFee[]): FeeTable[] {
  const latest = latestAcademicYear(docs)
  if (!latest) return []
  const current = docs.filter((d) => d.academicYear === latest)
  return FEE_TRACKS.map(({ track, title }) => ({
    track,
    title,
    academicYear: latest,
    rows: current
      .filter((d) => (d.track ?? 'semua') === track)
      .map((d) => ({
        id: d.id,
        programme: programmeName(d),
        developmentFee: formatRupiah(d.developmentFee),
        semesterFee: formatRupiah(d.semesterFee),
        practicumFee: typeof d.practicumFee === 'number' ? formatRupiah(d.practicumFee) : '–',
        note: d.note ?? '',
      }))
      .sort((a, b) => a.programme.localeCompare(b.programme, 'id')),
  })).filter((t) => t.rows.length > 0)
}

// ---------------------------------------------------------------------------- selection waves

export type WaveStatus = 'upcoming' | 'open' | 'closed'
export const WAVE_STATUS_TEXT: Record<WaveStatus, string> = {
  upcoming: 'Segera dibuka',
  open: 'Pendaftaran dibuka',
  closed: 'Pendaftaran ditutup',
}

/**
 * By Jakarta calendar days: open from the first registration day to the whole of the last one,
 * upcoming before, closed after.
 */
export function waveStatus(
  wave: { registrationStart: string; registrationEnd: string },
  now: Date,
): WaveStatus {
  const today = jakartaDay(now.toISOString())
  if (today < jakartaDay(wave.registrationStart)) return 'upcoming'
  if (today > jakartaDay(wave.registrationEnd)) return 'closed'
  return 'open'
}

/** The dates of a wave, as the page and the calendar file name them. */
export const WAVE_STEP_TEXT = {
  registration: 'Pendaftaran',
  test: 'Tes seleksi',
  announcement: 'Pengumuman',
  reRegistration: 'Batas daftar ulang',
} as const

export const SCHEDULE_TRACK_TEXT: Record<SelectionSchedule['track'], string> = {
  semua: 'Semua jalur',
  reguler: 'Jalur Reguler',
  magang: 'Jalur Magang',
  jepang: 'Jalur Jepang',
}

export type Wave = {
  id: number
  wave: string
  academicYear: string
  track: string
  registrationStart: string
  registrationEnd: string
  registration: string
  testDate: string
  test: string
  announcementDate: string
  announcement: string
  reRegistration: string
  testMode: string
}

export function toWave(doc: SelectionSchedule): Wave {
  return {
    id: doc.id,
    wave: doc.wave,
    academicYear: doc.academicYear,
    track: SCHEDULE_TRACK_TEXT[doc.track] ?? SCHEDULE_TRACK_TEXT.semua,
    registrationStart: doc.registrationStart,
    registrationEnd: doc.registrationEnd,
    registration: formatDateRange(doc.registrationStart, doc.registrationEnd),
    testDate: doc.testDate,
    test: formatDate(doc.testDate),
    announcementDate: doc.announcementDate,
    announcement: formatDate(doc.announcementDate),
    reRegistration: formatDate(doc.reRegistrationEnd),
    testMode: doc.testMode ?? '',
  }
}

/** Waves by registration start; `current` is the open wave, else the next one to open. */
export type WaveWithStatus = Wave & { status: WaveStatus }

export function scheduleOverview(
  docs: SelectionSchedule[],
  now: Date,
): { waves: WaveWithStatus[]; current: WaveWithStatus | null } {
  const waves = docs
    .map(toWave)
    .sort((a, b) => a.registrationStart.localeCompare(b.registrationStart))
    .map((w) => ({ ...w, status: waveStatus(w, now) }))
  const current =
    waves.find((w) => w.status === 'open') ?? waves.find((w) => w.status === 'upcoming') ?? null
  return { waves, current }
}
