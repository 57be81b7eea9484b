/**
 * The one time zone of the site and the admin: every date is shown, typed and
 * counted as a wall-clock time in Jakarta (WIB), whatever the server's or browser's zone.
 */
export const JAKARTA_TIME_ZONE = 'Asia/Jakarta'

/** Its name in the admin's time-zone list (the only zone there). */
export const JAKARTA_TIME_ZONE_LABEL = 'WIB (Asia/Jakarta)'

/** WIB is UTC+7 all year (no daylight saving), so a fixed shift is exact. */
const JAKARTA_OFFSET_MS = 7 * 3600 * 1000

const validDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "2026-03-12T14:30:00.000" without the zone: the wall-clock time in Jakarta; '' if not a date. */
export function jakartaWallClock(value: string | Date | null | undefined): string {
  const date = validDate(value)
  return date ? new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, -1) : ''
}

/** The Jakarta calendar day as YYYY-MM-DD, comparable as a string and for <time dateTime>. */
export const jakartaDay = (value: string | Date | null | undefined): string =>
  jakartaWallClock(value).slice(0, 10)
