/**
 * Payload's session cookie is `<prefix>-token`, one prefix for staff and applicants. In production
 * the `__Host-` prefix makes the browser refuse the cookie unless it is Secure, for this host only
 * and for every path (ASVS 5.0 V3.3.1), so no subdomain or plain-HTTP page can plant or read one.
 * Over plain HTTP in development and tests the plain name is kept.
 */
export const PRODUCTION_COOKIE_PREFIX = '__Host-kampus'
export const DEVELOPMENT_COOKIE_PREFIX = 'payload'

export const sessionCookiePrefix = (isProduction: boolean) =>
  isProduction ? PRODUCTION_COOKIE_PREFIX : DEVELOPMENT_COOKIE_PREFIX

/** A Cookie header that carries a session cookie of either name. */
export const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:${PRODUCTION_COOKIE_PREFIX}|${DEVELOPMENT_COOKIE_PREFIX})-token=`,
)
