import type { Payload } from 'payload'
import {
  ratingOf,
  type Device,
  type MetricName,
  type NavigationType,
} from '@/features/web-vitals/rules'
import type { PageTemplate } from '@/features/web-vitals/templates'
import { inSeedTransaction, insertInBatches } from './drizzle'

/** A small deterministic generator (mulberry32): the same demo data on every machine. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(next: () => number, weighted: [T, number][]): T => {
  let r = next() * weighted.reduce((n, [, w]) => n + w, 0)
  for (const [value, weight] of weighted) if ((r -= weight) < 0) return value
  return weighted[0]![0]
}

const TEMPLATES: [PageTemplate, number][] = [
  ['home', 30],
  ['news-article', 25],
  ['programme', 15],
  ['info', 15],
  ['news-list', 10],
  ['career-post', 5],
]
/** Medians as a mid-range phone on a mobile network and a laptop on campus Wi-Fi might see. */
const MEDIANS: Record<Device, Record<MetricName, number>> = {
  mobile: { LCP: 2300, INP: 170, CLS: 0.03, FCP: 1500, TTFB: 520 },
  desktop: { LCP: 1200, INP: 70, CLS: 0.01, FCP: 750, TTFB: 240 },
}
/** Articles carry a large photo: their LCP is slower. */
const TEMPLATE_FACTOR: Partial<Record<PageTemplate, number>> = { 'news-article': 1.25, home: 1.1 }
const PAGE_VIEWS = 360
const DAYS = 27

export type SeedVital = {
  template: PageTemplate
  device: Device
  metric: MetricName
  value: number
  rating: ReturnType<typeof ratingOf>
  navigationType: NavigationType
  recordedAt: string
}

/** About 1,600 records of 360 page views over the 27 days before `now`. */
export function planWebVitals(now: Date): SeedVital[] {
  const next = random(20261128)
  // A log-normal spread around the median: the long tail real field data has.
  const spread = (median: number) => {
    const normal = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next())
    return median * Math.exp(0.45 * normal)
  }
  const records: SeedVital[] = []
  for (let view = 0; view < PAGE_VIEWS; view++) {
    const template = pick(next, TEMPLATES)
    const device = pick<Device>(next, [
      ['mobile', 70],
      ['desktop', 30],
    ])
    const navigationType = pick<NavigationType>(next, [
      ['navigate', 85],
      ['reload', 8],
      ['back-forward', 7],
    ])
    const recordedAt = new Date(now.getTime() - next() * DAYS * 86_400_000).toISOString()
    // INP needs an interaction: about 60 % of page views have one.
    const metrics: MetricName[] = [
      'TTFB',
      'FCP',
      'LCP',
      'CLS',
      ...(next() < 0.6 ? ['INP' as const] : []),
    ]
    for (const metric of metrics) {
      const raw = spread(
        MEDIANS[device][metric] * (metric === 'LCP' ? (TEMPLATE_FACTOR[template] ?? 1) : 1),
      )
      const value = metric === 'CLS' ? Math.round(raw * 1000) / 1000 : Math.round(raw)
      records.push({
        template,
        device,
        metric,
        value,
        rating: ratingOf(metric, value),
        navigationType,
        recordedAt,
      })
    }
  }
  return records
}

/**
 * Seed piece "data kecepatan": field data for the admin's web-vitals chart, in a few bulk inserts
 * (one adapter write per record took minutes; the collection has plain columns only). Only into
 * a database without records: real field data is never mixed with generated.
 */
export async function seedWebVitals(payload: Payload, now = new Date()): Promise<void> {
  if ((await payload.count({ collection: 'web-vitals', overrideAccess: true })).totalDocs > 0)
    return
  const rows = planWebVitals(now).map((r) => ({
    ...r,
    createdAt: r.recordedAt,
    updatedAt: r.recordedAt,
  }))
  await inSeedTransaction(payload, (transactionID) =>
    insertInBatches(payload, transactionID, 'web_vitals', rows),
  )
}
