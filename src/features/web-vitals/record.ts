import type { Payload } from 'payload'
import { z } from 'zod'
import { RECORD_WEB_VITAL } from '@/collections/WebVitals'
import { isBot } from '@/features/stats/anonymise'
import { visitInput } from '@/features/stats/record'
import { createLimiter, type Slot } from '@/lib/rate-limiter'
import {
  DEVICES,
  METRICS,
  METRIC_MAX,
  NAVIGATION_TYPES,
  WEB_VITALS_MESSAGES as M,
  ratingOf,
} from './rules'
import { pageTemplateOf } from './templates'

/** The selector of the element behind a metric (attribution), shortened. */
const TARGET_MAX = 200

const metricInput = z
  .object(
    {
      name: z.enum(METRICS, { error: M.metric }),
      value: z.number({ error: M.value }).min(0, { error: M.value }),
      target: z.string({ error: M.invalid }).max(1000, { error: M.invalid }).optional(),
    },
    { error: M.invalid },
  )
  .refine((m) => m.value <= METRIC_MAX[m.name], { message: M.value, path: ['value'] })

/** One page view's batch: the path (classified, then dropped), device class, navigation type. */
export const webVitalsInput = z.object(
  {
    path: visitInput.shape.path,
    device: z.enum(DEVICES, { error: M.device }),
    navigationType: z.enum(NAVIGATION_TYPES, { error: M.navigation }),
    metrics: z
      .array(metricInput, { error: M.invalid })
      .min(1, { error: M.invalid })
      .max(METRICS.length, { error: M.duplicate })
      .refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
        message: M.duplicate,
      }),
  },
  { error: M.invalid },
)
export type WebVitalsInput = z.infer<typeof webVitalsInput>

/** A batch is a few hundred bytes; anything far larger is not the site's reporter. */
export const WEB_VITALS_MAX_BYTES = 4096

/**
 * At most 300 batches per address in 10 minutes: a visitor sends one or two per page view, and a
 * campus network or a mobile carrier shares one address among many visitors.
 */
export const WEB_VITALS_RATE = { points: 300, duration: 10 * 60 } as const
const limiter = createLimiter('web-vitals', WEB_VITALS_RATE)
export const takeWebVitalsSlot = (ip: string | null): Promise<Slot> => limiter.take(ip)

/**
 * Stores one record per metric as the visitor (no staff rights): the template instead of the
 * path, the rating from the library's thresholds, the server's time. No address, no user.
 */
export async function recordWebVitals(
  payload: Payload,
  input: WebVitalsInput,
  userAgent: string | null,
): Promise<number> {
  if (isBot(userAgent)) return 0
  const template = pageTemplateOf(input.path)
  const recordedAt = new Date().toISOString()
  for (const metric of input.metrics)
    await payload.create({
      collection: 'web-vitals',
      data: {
        template,
        device: input.device,
        metric: metric.name,
        value: metric.value,
        rating: ratingOf(metric.name, metric.value),
        navigationType: input.navigationType,
        target: metric.target?.slice(0, TARGET_MAX) || null,
        recordedAt,
      },
      overrideAccess: false,
      context: { [RECORD_WEB_VITAL]: true },
    })
  return input.metrics.length
}
