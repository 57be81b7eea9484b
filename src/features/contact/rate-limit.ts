import { createLimiter, type Slot } from '@/lib/rate-limiter'

/** At most 5 messages per address in 10 minutes (on all app servers together when REDIS_URL is set). */
export const CONTACT_RATE = { points: 5, duration: 10 * 60 } as const

const limiter = createLimiter('contact', CONTACT_RATE)

/** Counts one message for the address; returns the seconds to wait when the limit is reached. */
export const takeContactSlot = (ip: string | null): Promise<Slot> => limiter.take(ip)
