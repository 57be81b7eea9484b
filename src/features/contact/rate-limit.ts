import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

/** At most 5 messages per address in 10 minutes (per app process). */
export const CONTACT_RATE = { points: 5, duration: 10 * 60 } as const

const limiter = new RateLimiterMemory({ keyPrefix: 'contact', ...CONTACT_RATE })

/** Counts one message for the address; returns the seconds to wait when the limit is reached. */
export async function takeContactSlot(ip: string | null): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  try {
    await limiter.consume(ip ?? 'tanpa-ip')
    return { allowed: true }
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
    throw error
  }
}
