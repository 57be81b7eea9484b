import { createLimiter } from '@/lib/rate-limiter'

/**
 * Refused notifications per sending address (a wrong signature, an unreadable body, an unknown
 * order): each is logged with its raw body, so a forger could otherwise grow the log without end.
 * Every notification takes a point and an accepted one gives it back, so a provider's own
 * addresses are never held back however many payments they report; the headroom covers the
 * notifications of one address in flight at once.
 */
export const refusedNotifications = createLimiter('pembayaran-ditolak', {
  points: 300,
  duration: 10 * 60,
})
