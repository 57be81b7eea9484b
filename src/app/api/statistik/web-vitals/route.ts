import type { NextRequest } from 'next/server'
import { apiJson } from '@/lib/api-response'
import { clientIp } from '@/lib/client-address'
import { getPayloadClient } from '@/lib/payload'
import { sameOriginOnly } from '@/lib/same-origin'
import { isBot } from '@/features/stats/anonymise'
import { ANALYTICS, CONSENT_COOKIE } from '@/features/consent/config'
import { consentAllows } from '@/features/consent/cookie'
import {
  WEB_VITALS_MAX_BYTES,
  recordWebVitals,
  takeWebVitalsSlot,
  webVitalsInput,
} from '@/features/web-vitals/record'
import { WEB_VITALS_MESSAGES as M } from '@/features/web-vitals/rules'

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

// POST /api/statistik/web-vitals: one page view's web vitals from the browser's beacon (sent as
// text/plain, so the body is parsed whatever its type). The address only counts the limit.
export const POST = sameOriginOnly(async (request: NextRequest) => {
  // A crawler's batch is never stored, so it takes no slot from the people sharing its address.
  if (isBot(request.headers.get('user-agent'))) return apiJson({ status: 200, message: M.ignored })
  const slot = await takeWebVitalsSlot(clientIp(request.headers))
  if (!slot.allowed)
    return apiJson({
      status: 429,
      message: M.tooMany,
      headers: { 'Retry-After': String(slot.retryAfter) },
    })
  const text = await request.text().catch(() => '')
  if (text.length > WEB_VITALS_MAX_BYTES) return apiJson({ status: 413, message: M.tooLarge })
  const parsed = webVitalsInput.safeParse(parseJson(text))
  if (!parsed.success)
    return apiJson({ status: 400, message: parsed.error.issues[0]?.message ?? M.invalid })
  if (!consentAllows(request.cookies.get(CONSENT_COOKIE)?.value, ANALYTICS))
    return apiJson({ status: 200, message: M.noConsent })
  const stored = await recordWebVitals(
    await getPayloadClient(),
    parsed.data,
    request.headers.get('user-agent'),
  )
  return apiJson({ status: 200, message: stored ? M.recorded : M.ignored })
})
