import { BodyTooLarge, readCappedBytes } from './capped-body'
import { cmsErrorJson } from './api-response'
import { refuseCmsQuery } from './cms-query'
import { isPayloadClientError } from './payload-errors'

/**
 * The largest file staff may upload to a CMS upload collection: Payload's own default
 * (`upload.limits.fileSize`), set explicitly in payload.config.ts so this module can size the
 * request around it. Applicant files have their own, smaller limit (5 MB, refusals.ts).
 */
export const MAX_CMS_FILE_BYTES = 20 * 1024 * 1024
/** A multipart body: one file of the largest size plus the form fields around it (Payload caps fields at 1 MB). */
export const MAX_MULTIPART_BODY_BYTES = MAX_CMS_FILE_BYTES + 2 * 1024 * 1024
/** Any other body (JSON documents, GraphQL queries): the longest rich-text article is far below this. */
export const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024

export const CMS_BODY_MESSAGES = {
  tooLarge: 'Isi permintaan terlalu besar.',
  notJson: 'Isi permintaan bukan JSON yang valid.',
  payloadNotJson: 'Isian "_payload" formulir bukan JSON yang valid.',
} as const

/**
 * Whether the `_payload` field of a multipart body, which Payload reads with JSON.parse and no
 * `try` (a 500), is absent or JSON. Read from a copy, so the body still streams to Payload; a
 * body this reader cannot take is left for Payload to judge.
 */
async function payloadFieldReadable(request: Request): Promise<boolean> {
  let field: FormDataEntryValue | null
  try {
    field = (await request.clone().formData()).get('_payload')
  } catch {
    return true
  }
  if (typeof field !== 'string' || field === '') return true
  try {
    JSON.parse(field)
    return true
  } catch {
    return false
  }
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * Wraps a handler of Payload's generated routes (`/api/cms/[...slug]`, `/api/cms/graphql`):
 * - a body over its limit is answered 413 before Payload reads it (Payload reads a JSON body
 *   whole, for anyone, before any access check);
 * - a JSON body that does not parse is a 400 with an Indonesian message (Payload's GraphQL
 *   handler lets its own "Invalid JSON" error escape as a 500), and so is a multipart body whose
 *   `_payload` field does not;
 * - a query string Payload's REST handlers cannot read is a 400 (src/lib/cms-query.ts);
 * - any other client error Payload throws past its handler keeps its status instead of a 500.
 */
export function guardCmsRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const unreadable = refuseCmsQuery(new URL(request.url).searchParams)
    if (unreadable) return cmsErrorJson(400, unreadable)
    let forwarded = request
    if (request.body && ['POST', 'PATCH', 'PUT'].includes(request.method.toUpperCase())) {
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      const multipart = type.startsWith('multipart/')
      const max = multipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES
      const declared = Number(request.headers.get('content-length'))
      if (Number.isFinite(declared) && declared > max)
        return cmsErrorJson(413, CMS_BODY_MESSAGES.tooLarge)
      // Multipart bodies with a declared length go to Payload as they are (their `_payload` field
      // read from a copy); the rest is read here (capped) so a chunked body cannot pass the
      // limit, and JSON is checked once.
      if (!multipart || !request.headers.has('content-length')) {
        let bytes: Buffer
        try {
          bytes = await readCappedBytes(request, max)
        } catch (error) {
          if (error instanceof BodyTooLarge) return cmsErrorJson(413, CMS_BODY_MESSAGES.tooLarge)
          throw error
        }
        if (type === 'application/json' && bytes.length) {
          try {
            JSON.parse(new TextDecoder().decode(bytes))
          } catch {
            return cmsErrorJson(400, CMS_BODY_MESSAGES.notJson)
          }
        }
        forwarded = new Request(request.url, {
          method: request.method,
          headers: request.headers,
          body: new Uint8Array(bytes),
          signal: request.signal,
        })
      }
      if (multipart && !(await payloadFieldReadable(forwarded)))
        return cmsErrorJson(400, CMS_BODY_MESSAGES.payloadNotJson)
    }
    try {
      return await handler(forwarded, context)
    } catch (error) {
      if (isPayloadClientError(error)) return cmsErrorJson(error.status, error.message)
      throw error
    }
  }
}
