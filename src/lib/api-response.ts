import { createHash } from 'node:crypto'

/*
 * The one place JSON answers are written. Three wire shapes exist, each for its own clients:
 * - the content API's envelope `{ meta: { status, message }, data }`, for everything under /api
 *   (the original front end, apps, partners): `apiJson`, `publicApiJson`, `apiJsonText`;
 * - Payload's error shape `{ errors: [{ message }] }`, for answers in front of or beside Payload's
 *   own under /api/cms, so the admin panel reads ours like its own: `cmsErrorJson`;
 * - a document as it is (the OpenAPI description, health checks, the upload form's result):
 *   `jsonAnswer`.
 * Plain `Response`s without `server-only`: Payload endpoints and the app's server
 * (scripts/server.ts) use this module outside Next.js's server bundle.
 */

/**
 * Public content may be kept by a proxy or CDN for a few seconds (a publish shows within
 * seconds, while a burst of identical requests is answered from the proxy).
 */
export const PUBLIC_API_CACHE = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30'

export const JSON_CONTENT_TYPE = 'application/json'

/** The envelope of every answer of the content API; `meta.status` is the HTTP status. */
export const envelope = (status: number, message: string, data: unknown) => ({
  meta: { status, message },
  data,
})

type Init = { status?: number; headers?: HeadersInit }

function write(body: string, { status = 200, headers }: Init): Response {
  const all = new Headers(headers)
  all.set('Content-Type', JSON_CONTENT_TYPE)
  // Never stored unless the caller says how it may be.
  if (!all.has('Cache-Control')) all.set('Cache-Control', 'no-store')
  return new Response(body, { status, headers: all })
}

/** Any JSON document, `no-store` unless `headers` give another Cache-Control. */
export const jsonAnswer = (body: unknown, init: Init = {}): Response =>
  write(JSON.stringify(body), init)

export type ApiAnswer = {
  status: number
  message: string
  data?: unknown
  headers?: Record<string, string>
}

/** The envelope's text, for the app's server that answers before Next.js (a broken path). */
export const apiJsonText = (status: number, message: string, data: unknown = null) =>
  JSON.stringify(envelope(status, message, data))

/** An envelope answer that is never stored: refusals, writes, personal answers. */
export function apiJson({ status, message, data = null, headers }: ApiAnswer): Response {
  return write(apiJsonText(status, message, data), { status, headers })
}

/**
 * A public envelope answer with a validator: a client or proxy that already holds this exact
 * body gets a 304 without it (the body is hashed, so the tag changes exactly when the content does).
 */
export function publicApiJson(
  request: Request,
  status: number,
  message: string,
  data: unknown,
): Response {
  const body = apiJsonText(status, message, data)
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
  const headers = { 'Cache-Control': PUBLIC_API_CACHE, ETag: etag, Vary: 'Accept-Encoding' }
  if (matchesEtag(request.headers.get('if-none-match'), etag))
    return new Response(null, { status: 304, headers })
  return write(body, { status, headers })
}

const matchesEtag = (header: string | null, etag: string) =>
  !!header && header.split(',').some((t) => t.trim() === etag || t.trim() === '*')

/**
 * A refusal in Payload's REST error shape, never stored. `extensions` is GraphQL's place for
 * details (its clients read `extensions.statusCode`).
 */
export function cmsErrorJson(
  status: number,
  message: string,
  { headers, extensions }: { headers?: HeadersInit; extensions?: object } = {},
): Response {
  return jsonAnswer(
    { errors: [extensions ? { message, extensions } : { message }] },
    { status, headers },
  )
}
