import type { NextRequest } from 'next/server'
import { apiJson } from '@/lib/api-response'
import { clientIp } from '@/lib/client-address'
import { env } from '@/lib/env'
import { sameOriginOnly } from '@/lib/same-origin'
import { getPayloadClient } from '@/lib/payload'
import {
  cookieChoiceInput,
  recordCookieChoice,
  takeCookieChoiceSlot,
} from '@/features/privacy/consent'
import { COOKIE_CHOICE_MESSAGES, VISITOR_COOKIE } from '@/features/privacy/messages'
import { visitorCookieHeader, visitorIdFrom } from '@/features/privacy/visitor-id'

// POST /api/privasi/cookie: the cookie banner's choice, recorded on the server under the
// visitor's random id (UU PDP: consent must be provable). The address only counts the limit.
// Only the site's own banner may record it: another site's page must not consent for the visitor.
export const POST = sameOriginOnly(async (request: NextRequest) => {
  const slot = await takeCookieChoiceSlot(clientIp(request.headers))
  if (!slot.allowed)
    return apiJson({
      status: 429,
      message: COOKIE_CHOICE_MESSAGES.tooMany,
      headers: { 'Retry-After': String(slot.retryAfter) },
    })
  const body = await request.json().catch(() => null)
  const parsed = cookieChoiceInput.safeParse(body)
  if (!parsed.success)
    return apiJson({
      status: 400,
      message: parsed.error.issues[0]?.message ?? COOKIE_CHOICE_MESSAGES.invalid,
    })
  const visitor = visitorIdFrom(request.cookies.get(VISITOR_COOKIE)?.value)
  const result = await recordCookieChoice(await getPayloadClient(), visitor.id, parsed.data)
  return apiJson({
    status: result.status,
    message: result.message,
    headers: visitor.fresh
      ? { 'Set-Cookie': visitorCookieHeader(visitor.id, env().siteUrl.startsWith('https://')) }
      : undefined,
  })
})
