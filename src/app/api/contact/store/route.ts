import type { NextRequest } from 'next/server'
import { apiJson } from '@/lib/api-response'
import { clientIp } from '@/lib/client-address'
import { BodyTooLarge, readCappedText } from '@/lib/capped-body'
import { MAX_BODY_BYTES } from '@/features/contact/schema'
import { submitContact, type ContactOutcome } from '@/features/contact/submit'
import { getPayloadClient } from '@/lib/payload'
import { sameOriginOnly } from '@/lib/same-origin'

// §7 "POST /contact/store": the alumni contact form, with the site's field names or §3's
// (contact_name, …). Field messages are in data.errors; the stored IP is the request's.
export const dynamic = 'force-dynamic'

const reply = ({ status, message, errors, retryAfter }: ContactOutcome) =>
  apiJson({
    status,
    message,
    data: errors ? { errors } : null,
    headers: retryAfter ? { 'Retry-After': String(retryAfter) } : undefined,
  })

// Other servers may post (no Origin); another site's page may not, or it would spend its
// visitors' addresses to get past the per-address limit.
export const POST = sameOriginOnly(async (request: NextRequest) => {
  let body: string
  try {
    body = await readCappedText(request, MAX_BODY_BYTES)
  } catch (error) {
    const message =
      error instanceof BodyTooLarge
        ? 'Data formulir terlalu besar.'
        : 'Data formulir tidak dapat dibaca.'
    return reply({ status: 400, message })
  }
  const outcome = await submitContact(
    await getPayloadClient(),
    body,
    request.headers.get('content-type'),
    {
      ip: clientIp(request.headers),
      userAgent: request.headers.get('user-agent'),
    },
  )
  return reply(outcome)
})
