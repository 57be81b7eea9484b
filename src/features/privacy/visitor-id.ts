import { randomUUID } from 'node:crypto'
import { VISITOR_COOKIE } from './messages'

const ONE_YEAR = 365 * 24 * 3600
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

/**
 * The anonymous visitor id of the cookie records: a random UUID kept in a first-party cookie,
 * never derived from the address or the browser. A value that is not one of ours is replaced.
 */
export function visitorIdFrom(cookieValue: string | undefined): { id: string; fresh: boolean } {
  return cookieValue && UUID.test(cookieValue)
    ? { id: cookieValue, fresh: false }
    : { id: randomUUID(), fresh: true }
}

/** Set-Cookie for a fresh id: HttpOnly (no script reads it), one year, Secure on HTTPS sites. */
export const visitorCookieHeader = (id: string, secure: boolean) =>
  `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
