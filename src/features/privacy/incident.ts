import { BREACH_NOTICE_HOURS } from './messages'

/** When those affected and the authority must have been told: 3 × 24 hours after discovery. */
export const notifyDeadline = (discoveredAt: string | Date): string =>
  new Date(new Date(discoveredAt).getTime() + BREACH_NOTICE_HOURS * 3600 * 1000).toISOString()
