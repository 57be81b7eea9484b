import { JAKARTA_TIME_ZONE, jakartaDay } from '@/lib/time-zone'

/**
 * Indonesian formatting shared by every page (id-ID, Asia/Jakarta, Rp). Pure and
 * unit-tested; dates are shown as the calendar day in Jakarta whatever the server's time zone.
 */

const DAY = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: JAKARTA_TIME_ZONE,
})
const DAY_MONTH = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  timeZone: JAKARTA_TIME_ZONE,
})
const DAY_TIME = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: JAKARTA_TIME_ZONE,
})
const TIME = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: JAKARTA_TIME_ZONE,
})
const RUPIAH = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

const valid = (iso: string | null | undefined): Date | null => {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "12 Maret 2026"; empty text for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  const date = valid(iso)
  return date ? DAY.format(date) : ''
}

/** "Senin, 10 Mei 2027 pukul 09.00 WIB"; empty text for a missing or invalid date. */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso)
  return date ? `${DAY_TIME.format(date)} WIB` : ''
}

/**
 * "Kamis, 10 Desember 2026 pukul 09.00–16.00 WIB" within one day, both in full across days;
 * the start alone without a (valid) end.
 */
export function formatDateTimeRange(
  startIso: string | null | undefined,
  endIso?: string | null,
): string {
  const end = valid(endIso)
  const sameDay = end && jakartaDay(startIso) === jakartaDay(endIso)
  if (!valid(startIso) || !end) return formatDateTime(startIso)
  return sameDay
    ? `${formatDateTime(startIso).replace(/ WIB$/, '')}–${TIME.format(end)} WIB`
    : `${formatDateTime(startIso)} – ${formatDateTime(endIso)}`
}

/** "3–14 Agustus 2026", "28 Agustus – 2 September 2026", "1 Juli 2026" (no end or same day). */
export function formatDateRange(
  startIso: string | null | undefined,
  endIso?: string | null,
): string {
  const start = valid(startIso)
  const end = valid(endIso)
  if (!start) return ''
  if (!end || jakartaDay(startIso) === jakartaDay(endIso)) return DAY.format(start)
  const [sy, sm] = jakartaDay(startIso).split('-')
  const [ey, em] = jakartaDay(endIso).split('-')
  if (sy !== ey) return `${DAY.format(start)} – ${DAY.format(end)}`
  if (sm !== em) return `${DAY_MONTH.format(start)} – ${DAY.format(end)}`
  return `${Number(jakartaDay(startIso).slice(8))}–${DAY.format(end)}`
}

/**
 * "Rp 7.500.000" (the original site writes "Rp. 300.000"; the modern id-ID form drops the dot after
 * Rp).
 */
export function formatRupiah(amount: number): string {
  return `Rp ${RUPIAH.format(Math.round(amount))}`
}

/**
 * "2026-12-10T09:00" typed in a `datetime-local` field, read as Jakarta time (WIB, UTC+7, no
 * daylight saving) whatever the browser's time zone, as an ISO instant; null if it is not one.
 */
export function jakartaLocalToIso(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as number[]
  const utc = Date.UTC(y!, mo! - 1, d!, h! - 7, mi!)
  const check = new Date(utc + 7 * 3600 * 1000)
  // 2026-02-30 would roll over into March: not a date anyone meant.
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo! - 1 || h! > 23 || mi! > 59)
    return null
  return new Date(utc).toISOString()
}

/** The admin's dates: "12 Maret 2026 09.00 WIB", or the day alone for day-only fields. */
export function formatAdminDate(iso: string | null | undefined, withTime = true): string {
  const date = valid(iso)
  if (!date) return ''
  return withTime ? `${DAY.format(date)} ${TIME.format(date)} WIB` : DAY.format(date)
}
