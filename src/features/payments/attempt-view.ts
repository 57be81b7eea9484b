import type { PublicPayment } from './map'

/*
 * What the applicant's page shows of their attempts, as pure rules the server render and the
 * polling client share (and the unit tests pin down).
 */

type Shown = Pick<PublicPayment, 'status' | 'expiresAt' | 'createdAt'>
export type ShownStatus = 'pending' | 'paid' | 'expired' | 'failed' | 'refunded'

/**
 * A pending attempt past its expiry is shown as expired at once: the provider's expiry
 * notification (or the reconciliation job) may still be on its way, and nothing can be paid to it.
 */
export function shownStatus(attempt: Shown, now: number): ShownStatus {
  if (attempt.status !== 'pending') return attempt.status
  const end = attempt.expiresAt ? Date.parse(attempt.expiresAt) : NaN
  return Number.isFinite(end) && end <= now ? 'expired' : 'pending'
}

/**
 * The attempt the page is about: a paid one if any, else the newest that is pending or expired.
 * A failed attempt (the provider did not answer) holds no number to show.
 */
export function attemptToShow<T extends Shown>(attempts: readonly T[]): T | null {
  const newestFirst = [...attempts].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  )
  return (
    newestFirst.find((a) => a.status === 'paid') ??
    newestFirst.find((a) => a.status === 'pending' || a.status === 'expired') ??
    null
  )
}

/** "23 jam 5 menit 9 detik", "4 menit 0 detik", "9 detik"; "0 detik" once the time is up. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  if (hours) return `${hours} jam ${minutes} menit ${seconds} detik`
  if (minutes) return `${minutes} menit ${seconds} detik`
  return `${seconds} detik`
}

/** How often the page asks whether a pending attempt was paid. */
export const POLL_MS = 4000
