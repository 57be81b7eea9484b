import type { IncomingHttpHeaders } from 'node:http'
import { DEVELOPMENT_COOKIE_PREFIX, PRODUCTION_COOKIE_PREFIX } from './session-cookie-name'

const CMS_PATH = /^\/(?:admin|api\/cms)(?:\/|$)/
// Payload keeps the language a staff member picked in their account as `<cookie prefix>-lng`.
const LANGUAGE_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:${PRODUCTION_COOKIE_PREFIX}|${DEVELOPMENT_COOKIE_PREFIX})-lng=`,
)

/**
 * Indonesian is the CMS's language for staff who never chose one. Payload takes the language
 * from its cookie, then from Accept-Language, then `i18n.fallbackLanguage` ('id'): a browser set
 * to English would otherwise get an English admin and English API messages. Without the cookie
 * the header is left out of CMS requests; a language picked in the account settings still wins.
 */
export function defaultCmsLanguage(headers: IncomingHttpHeaders, pathname: string): void {
  if (!CMS_PATH.test(pathname) || LANGUAGE_COOKIE.test(headers.cookie ?? '')) return
  delete headers['accept-language']
}
