import type { PayloadRequest } from 'payload'

/**
 * The visitor's request headers for a Local API call, so the collection's hooks see the same
 * client address (per-IP limits) as they would on Payload's REST endpoints.
 */
export const visitorRequest = (headers: Headers): Partial<PayloadRequest> => ({ headers })
