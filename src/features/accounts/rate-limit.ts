import { createLimiters, type Slot } from '@/lib/rate-limiter'

/** Payload's per-account lockout, the same for staff and applicants. */
export const ACCOUNT_LOCKOUT = { maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 } as const

/**
 * Per-IP limits on the account endpoints (staff and applicants), next to Payload's per-account
 * lockout (ACCOUNT_LOCKOUT). They count in this process's memory, or in Redis for all app
 * servers together when REDIS_URL is set (src/lib/rate-limiter.ts, ADR 0024). Sized for a school
 * computer lab where a whole class signs up and logs in from one address: a successful login
 * gives its attempt back, so only failed logins use up the login limit.
 */
export const ACCOUNT_LIMITS = {
  login: { points: 30, duration: 15 * 60 },
  /** Staff sign in from a few offices, not from a class: a tighter limit per address. */
  staffLogin: { points: 10, duration: 15 * 60 },
  /**
   * Per address and email, fewer failures than the lockout needs: one address cannot lock an
   * account (again and again), it is throttled first. Only attempts from many addresses lock it.
   */
  loginPerAccount: { points: ACCOUNT_LOCKOUT.maxLoginAttempts - 1, duration: 15 * 60 },
  register: { points: 30, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 15 * 60 },
  resetPassword: { points: 10, duration: 15 * 60 },
  resendVerification: { points: 5, duration: 15 * 60 },
  /** Passkey sign-in options per address: each keeps a challenge row for five minutes. */
  passkeyOptions: { points: 60, duration: 15 * 60 },
  /** Per applicant, not per address: a form needs about five files, re-uploads included. */
  upload: { points: 40, duration: 10 * 60 },
  /** Per address, staff included (a script in a loop); GraphQL is a staff tool (ADR 0014). */
  graphql: { points: 120, duration: 60 },
} as const

export type AccountAction = keyof typeof ACCOUNT_LIMITS

const limiters = createLimiters('akun', ACCOUNT_LIMITS)

/** Counts one attempt from `ip` (or another key); when the limit is reached, the seconds until the next is allowed. */
export const takeAccountSlot = (action: AccountAction, ip: string | null): Promise<Slot> =>
  limiters[action].take(ip)

/** Gives back an attempt counted for `ip` (a login that succeeded). */
export const refundAccountSlot = (action: AccountAction, ip: string | null): Promise<void> =>
  limiters[action].refund(ip)

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return `Terlalu banyak percobaan dari jaringan Anda. Silakan coba lagi dalam ${minutes} menit.`
}
