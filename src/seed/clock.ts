import { jakartaLocalToIso } from '@/lib/format'
import { jakartaDay } from '@/lib/time-zone'

/**
 * The seed's calendar. Every demo date (waves, agenda, vacancies, news, applications) is counted
 * from the Jakarta day the seed runs on, or the moment a test passes, so the demo never runs out of
 * an open wave or a current agenda and nothing in it expires on a fixed date.
 */
export type SeedClock = {
  now: Date
  /** The Jakarta calendar day, YYYY-MM-DD. */
  today: string
}

export const seedClock = (now: Date = new Date()): SeedClock => ({
  now,
  today: jakartaDay(now.toISOString()),
})

const DAY_MS = 86_400_000

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay()

/** The first day on or after `day` that falls on `wanted` (0 = Sunday … 6 = Saturday). */
export const onOrAfter = (day: string, wanted: number): string =>
  addDays(day, (wanted - weekday(day) + 7) % 7)

/**
 * A day of the month `months` after today's month: a day number, or 'last' for its last day.
 */
export function monthDay(clock: SeedClock, months: number, day: number | 'last'): string {
  const [year, month] = clock.today.split('-').map(Number) as [number, number]
  const first = new Date(Date.UTC(year, month - 1 + months, 1))
  const date =
    day === 'last'
      ? new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0))
      : new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), day))
  return date.toISOString().slice(0, 10)
}

/** `hour`:00 WIB on `day`. */
export const jakartaTime = (day: string, hour: number): string =>
  jakartaLocalToIso(`${day}T${String(hour).padStart(2, '0')}:00`)!

/** Noon in Jakarta: the calendar day stays the same whatever the server's time zone. */
export const noon = (day: string): string => jakartaTime(day, 12)

/** "2027/2028" for the academic year starting in 2027. */
export const academicYear = (startYear: number): string => `${startYear}/${startYear + 1}`

/**
 * The intake the demo recruits for: three waves of three months, the first opened at the start of
 * last month and open until the end of the month after next, so that one wave is always open, the
 * next ones are upcoming, and today is at least a month into the open one. The intake is the
 * academic year starting in the September after the second wave closes.
 */
export function intake(clock: SeedClock) {
  const secondEnd = monthDay(clock, 5, 'last')
  const [year, month] = secondEnd.split('-').map(Number) as [number, number]
  const startYear = month >= 9 ? year + 1 : year
  return { startYear, label: academicYear(startYear) }
}

/** The tuition year: the intake's. */
export const feeYear = (clock: SeedClock) => intake(clock).label
