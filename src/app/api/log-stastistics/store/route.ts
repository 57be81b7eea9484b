import type { NextRequest } from 'next/server'
import { apiJson } from '@/lib/api-response'
import { ANALYTICS, CONSENT_COOKIE } from '@/features/consent/config'
import { consentAllows } from '@/features/consent/cookie'
import { recordVisit, visitInput } from '@/features/stats/record'
import { clientIp } from '@/lib/client-address'
import { getPayloadClient } from '@/lib/payload'
import { sameOriginOnly } from '@/lib/same-origin'

// §7 "PUT /log-stastistics/store" (the original spelling is kept), with the visitor's user agent
// from the request. The client calls it only when the visitor accepted analytics cookies.
export const PUT = sameOriginOnly(async (request: NextRequest) => {
  const body = await request.json().catch(() => null)
  const parsed = visitInput.safeParse(body)
  if (!parsed.success)
    return apiJson({
      status: 400,
      message: parsed.error.issues[0]?.message ?? 'Data kunjungan tidak valid',
    })
  if (!consentAllows(request.cookies.get(CONSENT_COOKIE)?.value, ANALYTICS)) {
    return apiJson({ status: 200, message: 'Tanpa izin analitik; tidak dicatat' })
  }
  const recorded = await recordVisit(await getPayloadClient(), {
    path: parsed.data.path,
    ip: clientIp(request.headers),
    userAgent: request.headers.get('user-agent'),
  })
  return apiJson({ status: 200, message: recorded ? 'Tercatat' : 'Diabaikan' })
})
