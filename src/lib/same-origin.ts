import { apiJson } from './api-response'
import { env } from './env'

/*
 * Our own route handlers that change state (log in, register, record consent, store a message or
 * a visit, upload a file) refuse a request another site's page made the visitor's browser send,
 * as Payload's REST does for cookie sessions and Next.js does for server actions. A cross-site
 * form post would otherwise sign the visitor into someone else's account (login CSRF), register
 * in their name, record a consent they never gave, or spend their address's limits.
 *
 * The browser says where a request comes from and no page can forge it: `Sec-Fetch-Site` first
 * (`same-origin`, and `none` for what the user started, pass; `same-site` is another subdomain and
 * is refused like `cross-site`), else `Origin` (or `Referer` when Origin is absent, older
 * browsers) compared with the site's origin, SITE_URL, or the host the request was sent to, as
 * Next.js compares it for server actions (X-Forwarded-Host only survives from a TRUST_PROXY hop).
 * A request with none of the three is no browser's (every browser sends Origin on a POST), so no
 * visitor's cookie or session is at stake: it passes, for the servers and apps that call the API.
 */

export const CROSS_SITE_MESSAGE =
  'Permintaan ditolak karena dikirim dari situs lain. Buka halaman ini langsung di situs kami, ' +
  'lalu coba lagi.'

type HeaderSource = Pick<Headers, 'get'>

const firstValue = (value: string | null) => value?.split(',')[0]?.trim() || null

function originOf(url: string): string | null {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/** Whether the browser tells us the request came from a page of another site. */
export function isCrossSite(headers: HeaderSource, siteUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site')?.trim().toLowerCase()
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none'
  const origin = headers.get('origin')?.trim()
  const referer = headers.get('referer')?.trim()
  // `Origin: null` (a sandboxed frame, a redirect across sites) and an unreadable Referer are foreign.
  const from = origin || (referer ? (originOf(referer) ?? 'null') : null)
  if (!from) return false
  if (from === originOf(siteUrl)) return false
  const host = firstValue(headers.get('x-forwarded-host')) ?? firstValue(headers.get('host'))
  return !host || hostOf(from) !== host.toLowerCase()
}

type Handler<R extends Request, A extends unknown[]> = (request: R, ...rest: A) => Promise<Response>

const refuseInEnvelope = () => apiJson({ status: 403, message: CROSS_SITE_MESSAGE })

/**
 * Wraps a state-changing route handler: a cross-site request is answered 403 (by default in the
 * content API's envelope) before its body is read.
 */
export function sameOriginOnly<R extends Request, A extends unknown[]>(
  handler: Handler<R, A>,
  refuse: () => Response = refuseInEnvelope,
): Handler<R, A> {
  return async (request, ...rest) =>
    isCrossSite(request.headers, env().siteUrl) ? refuse() : handler(request, ...rest)
}
