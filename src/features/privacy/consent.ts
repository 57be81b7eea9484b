import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { RECORD_CONSENT } from '@/collections/ConsentRecords'
import { createLimiter, type Slot } from '@/lib/rate-limiter'
import type { ConsentRecord } from '@/payload-types'
import { COOKIE_CATEGORIES, COOKIE_CHOICE_MESSAGES } from './messages'
import { readPrivacyNotice } from './notice'

export type ConsentData = Pick<ConsentRecord, 'kind' | 'noticeVersion'> &
  Partial<Pick<ConsentRecord, 'decision' | 'categories' | 'visitorId' | 'source' | 'detail'>> & {
    applicant?: number | string | null
  }

/**
 * Appends one consent record for the visitor or applicant the server acts for: access enforced,
 * and the collection admits creates only from requests marked RECORD_CONSENT. `req` keeps the
 * write in the caller's transaction (a registration, an applicant's save).
 */
export async function recordConsent(
  payload: Payload,
  data: ConsentData,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  try {
    await payload.create({
      collection: 'consent-records',
      data: { decision: 'given', ...data, applicant: data.applicant as number | undefined },
      overrideAccess: false,
      context: { [RECORD_CONSENT]: true },
      ...(req ? { req } : {}),
    })
  } finally {
    // Payload merges the context into the caller's request: the mark must not outlive this write.
    if (req?.context) delete req.context[RECORD_CONSENT]
  }
}

/** What the cookie banner posts: the accepted categories and the notice version it showed. */
export const cookieChoiceInput = z.object(
  {
    categories: z
      .array(z.enum(COOKIE_CATEGORIES, { error: COOKIE_CHOICE_MESSAGES.unknownCategory }), {
        error: COOKIE_CHOICE_MESSAGES.invalid,
      })
      .max(COOKIE_CATEGORIES.length, { error: COOKIE_CHOICE_MESSAGES.invalid }),
    revision: z
      .number({ error: COOKIE_CHOICE_MESSAGES.invalid })
      .int({ error: COOKIE_CHOICE_MESSAGES.invalid })
      .min(1, { error: COOKIE_CHOICE_MESSAGES.invalid }),
  },
  { error: COOKIE_CHOICE_MESSAGES.invalid },
)
export type CookieChoice = z.infer<typeof cookieChoiceInput>

/** At most 30 cookie choices per address in 10 minutes: a person changes their mind a few times. */
export const COOKIE_CHOICE_RATE = { points: 30, duration: 10 * 60 } as const
const limiter = createLimiter('cookie-choice', COOKIE_CHOICE_RATE)
export const takeCookieChoiceSlot = (ip: string | null): Promise<Slot> => limiter.take(ip)

export type CookieChoiceResult = { status: 200 | 409; message: string }

/**
 * Records a visitor's cookie choice under their anonymous id: the categories (necessary always
 * included), the notice version the banner showed, the time. No address is stored. A banner
 * built for an older notice is refused (409), so every record names the notice the visitor saw.
 */
export async function recordCookieChoice(
  payload: Payload,
  visitorId: string,
  choice: CookieChoice,
): Promise<CookieChoiceResult> {
  const notice = await readPrivacyNotice(payload)
  if (choice.revision !== notice.version)
    return { status: 409, message: COOKIE_CHOICE_MESSAGES.staleNotice }
  const categories = COOKIE_CATEGORIES.filter(
    (c) => c === 'necessary' || choice.categories.includes(c),
  )
  await recordConsent(payload, {
    kind: 'cookies',
    noticeVersion: notice.version,
    categories,
    visitorId,
    source: 'cookie-banner',
  })
  return { status: 200, message: COOKIE_CHOICE_MESSAGES.recorded }
}
