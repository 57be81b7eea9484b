import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebVitalsSummary } from '@/features/web-vitals/ui/admin/WebVitalsSummary'
import { WEB_VITALS_RATE } from '@/features/web-vitals/record'
import { WEB_VITALS_MESSAGES as M } from '@/features/web-vitals/rules'
import { planWebVitals, seedWebVitals } from '@/seed/web-vitals'
import { freshPayload } from '../helpers/payload'
import { setPayloadClient } from '../helpers/payload-client-stub'

vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

let payload: Payload
const CONSENTED = `kampus_consent=${encodeURIComponent(
  JSON.stringify({ categories: ['necessary', 'analytics'], revision: 1 }),
)}`

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/131 Mobile Safari/537.36'

const send = async (
  body: unknown,
  ip: string,
  cookie: string | null = CONSENTED,
  userAgent = BROWSER,
) => {
  const { POST } = await import('@/app/api/statistik/web-vitals/route')
  const response = await POST(
    new NextRequest('http://localhost/api/statistik/web-vitals', {
      method: 'POST',
      // As navigator.sendBeacon sends a string.
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'x-forwarded-for': ip,
        'user-agent': userAgent,
        ...(cookie ? { cookie } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { meta: { status: number; message: string } },
  }
}

const batch = {
  path: '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai',
  device: 'mobile',
  navigationType: 'navigate',
  metrics: [
    { name: 'LCP', value: 3120.4, target: 'main > article > img' },
    { name: 'TTFB', value: 410 },
  ],
}

const countVitals = async () =>
  (await payload.count({ collection: 'web-vitals', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await freshPayload()
  setPayloadClient(payload)
})
afterAll(async () => {
  await payload?.destroy()
})

describe('the web-vitals endpoint', () => {
  it('stores each metric by page template and device, rated on the server, without the path', async () => {
    const answer = await send(batch, '198.51.100.70')
    expect(answer).toMatchObject({
      status: 200,
      body: { meta: { status: 200, message: M.recorded } },
    })
    const { docs } = await payload.find({
      collection: 'web-vitals',
      overrideAccess: true,
      sort: 'metric',
    })
    expect(docs).toHaveLength(2)
    expect(docs[0]).toMatchObject({
      template: 'news-article',
      device: 'mobile',
      metric: 'LCP',
      value: 3120.4,
      rating: 'needs-improvement',
      navigationType: 'navigate',
      target: 'main > article > img',
    })
    expect(docs[1]).toMatchObject({ metric: 'TTFB', rating: 'good' })
    expect(JSON.stringify(docs)).not.toMatch(/utb-resmikan|198\.51/)
  })

  it('stores nothing without analytics consent', async () => {
    const before = await countVitals()
    const answer = await send(batch, '198.51.100.71', null)
    expect(answer.body.meta.message).toBe(M.noConsent)
    expect(await countVitals()).toBe(before)
  })

  it.each([
    ['text that is not JSON', 'bukan json', M.invalid],
    ['an unknown metric', { ...batch, metrics: [{ name: 'FID', value: 12 }] }, M.metric],
    ['a negative value', { ...batch, metrics: [{ name: 'LCP', value: -1 }] }, M.value],
    ['a CLS beyond any page', { ...batch, metrics: [{ name: 'CLS', value: 500 }] }, M.value],
    ['a metric twice', { ...batch, metrics: [batch.metrics[0], batch.metrics[0]] }, M.duplicate],
    ['no metrics', { ...batch, metrics: [] }, M.invalid],
    ['an unknown device', { ...batch, device: 'tablet' }, M.device],
    ['an unknown navigation', { ...batch, navigationType: 'teleport' }, M.navigation],
    [
      'a path with a query',
      { ...batch, path: '/faq?email=a@b.id' },
      'path harus diawali / tanpa query',
    ],
  ])('answers %s with 400 in the envelope and an Indonesian message', async (_, body, message) => {
    const before = await countVitals()
    const answer = await send(body, '198.51.100.72')
    expect(answer.status).toBe(400)
    expect(answer.body.meta).toEqual({ status: 400, message })
    expect(await countVitals()).toBe(before)
  })

  it('answers an oversized body with 413', async () => {
    const answer = await send({ ...batch, padding: 'x'.repeat(5000) }, '198.51.100.73')
    expect(answer.status).toBe(413)
    expect(answer.body.meta.message).toBe(M.tooLarge)
  })

  it('refuses one address past its limit with 429 and Retry-After, while another still counts', async () => {
    for (let i = 0; i < WEB_VITALS_RATE.points; i++)
      expect((await send('{}', '198.51.100.74')).status).toBe(400)
    const refused = await send(batch, '198.51.100.74')
    expect(refused.status).toBe(429)
    expect(refused.body.meta).toEqual({ status: 429, message: M.tooMany })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect((await send(batch, '198.51.100.75')).status).toBe(200)
  })

  it("takes no slot for a crawler's batch, which it never stores", async () => {
    for (let i = 0; i < WEB_VITALS_RATE.points; i++) {
      const answer = await send(batch, '198.51.100.76', CONSENTED, 'HeadlessChrome/131')
      expect(answer.body.meta).toEqual({ status: 200, message: M.ignored })
    }
    expect((await send(batch, '198.51.100.76')).body.meta.message).toBe(M.recorded)
  })

  it('is written only through the endpoint, even by staff', async () => {
    await expect(
      payload.create({
        collection: 'web-vitals',
        data: {
          template: 'home',
          device: 'desktop',
          metric: 'LCP',
          value: 1,
          rating: 'good',
          navigationType: 'navigate',
          recordedAt: new Date().toISOString(),
        },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/)
  })
})

describe('the admin summary', () => {
  it('shows the p75 of the seeded records per page template and device', async () => {
    await payload.delete({ collection: 'web-vitals', where: {}, overrideAccess: true })
    const now = new Date()
    await seedWebVitals(payload, now)
    const planned = planWebVitals(now)
    expect(await countVitals()).toBe(planned.length)
    const admin = await payload.create({
      collection: 'users',
      data: {
        email: 'admin@vitals.test',
        password: 'Rahasia-Sekali-123',
        name: 'Admin',
        role: 'admin',
      },
      overrideAccess: true,
    })
    const html = renderToStaticMarkup(
      await WebVitalsSummary({
        payload,
        user: { ...admin, collection: 'users' },
        searchParams: { 'vitals-hari': '28', 'vitals-metrik': 'LCP' },
      }),
    )
    const lcp = planned
      .filter((r) => r.template === 'news-article' && r.device === 'mobile' && r.metric === 'LCP')
      .map((r) => r.value)
      .sort((a, b) => a - b)
    expect(lcp.length).toBeGreaterThan(20)
    const expected = lcp[Math.ceil(lcp.length * 0.75) - 1]
    // The row of the all-metrics table: template, device, page views, then LCP.
    const row = html.match(
      /<th scope="row"[^>]*>artikel berita<\/th><td[^>]*>Ponsel<\/td><td[^>]*>(\d+)<\/td><td[^>]*>(\d+)<\/td>/,
    )
    expect(row?.[2]).toBe(String(expected))
    expect(html).toContain('p75 LCP (konten terbesar tampil) per jenis halaman (28 hari)')
  })
})
