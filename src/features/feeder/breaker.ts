import { realClock, type Clock } from './clock'

/**
 * After `threshold` consecutive failures the circuit opens: calls fail at once, without a request,
 * for `coolDownMs`. Then one trial call goes through (half-open): success closes the circuit, a
 * failure opens it for another cool-down. Only failures of the connection count (the Feeder
 * unreachable, too slow, 5xx); a refusal with error_desc is a working Feeder. Hand-written:
 * opossum opens on an error percentage over a rolling window, not on consecutive failures.
 */
export type BreakerState = 'closed' | 'open' | 'half-open'

export type Breaker = {
  /** Whether a call may go now; false while open. Taking the half-open trial reserves it. */
  allow(): boolean
  success(): void
  failure(): void
  state(): BreakerState
  /** Milliseconds until an open circuit lets a trial through (0 otherwise). */
  retryInMs(): number
}

export function createBreaker({
  threshold = 5,
  coolDownMs = 30_000,
  clock = realClock,
}: { threshold?: number; coolDownMs?: number; clock?: Clock } = {}): Breaker {
  let failures = 0
  let openedAt: number | null = null
  let trialInFlight = false

  const state = (): BreakerState =>
    openedAt === null ? 'closed' : clock.now() - openedAt >= coolDownMs ? 'half-open' : 'open'

  return {
    allow() {
      const now = state()
      if (now === 'closed') return true
      if (now === 'open' || trialInFlight) return false
      trialInFlight = true
      return true
    },
    success() {
      failures = 0
      openedAt = null
      trialInFlight = false
    },
    failure() {
      failures++
      if (trialInFlight || failures >= threshold) openedAt = clock.now()
      trialInFlight = false
    },
    state,
    retryInMs: () => (openedAt === null ? 0 : Math.max(0, openedAt + coolDownMs - clock.now())),
  }
}
