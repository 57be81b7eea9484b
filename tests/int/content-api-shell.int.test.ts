import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed, type SeedPiece } from '@/seed'
import { callContract, component } from '../helpers/content-api'
import { usePayloadClient } from '../helpers/payload-client-stub'
import { freshPayload } from '../helpers/payload'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// Contract of the site-wide calls (§7 /faq, …): status, envelope and item schema per the OpenAPI document.
const PIECES: SeedPiece[] = ['faq']

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
  usePayloadClient(payload)
  await seed(payload, () => {}, PIECES)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('GET /api/faq', () => {
  it('answers every seeded question, grouped by topic, in the envelope', async () => {
    const res = await callContract('/api/faq')
    expect(res.status).toBe(200)
    expect(res.body!.meta.message).toBe('Data FAQ berhasil diambil.')
    const items = component<{ faq_question: string; faq_group: string }[]>(res)
    expect(items.length).toBe((await payload.count({ collection: 'faqs' })).totalDocs)
    expect(items[0]!.faq_group).toBe('pendaftaran')
    expect(res.headers.get('cache-control')).toContain('public')
  })

  it('answers 304 to a client that already holds this version', async () => {
    const first = await callContract('/api/faq')
    const again = await callContract('/api/faq', { headers: { 'If-None-Match': first.headers.get('etag')! } })
    expect(again.status).toBe(304)
  })

  it('refuses writes with a JSON 405 and answers unknown paths with a JSON 404', async () => {
    expect((await callContract('/api/faq', { method: 'POST' })).status).toBe(405)
    const unknown = await callContract('/api/tidak-ada/sama-sekali')
    expect(unknown.status).toBe(404)
    expect(unknown.body!.meta.message).toContain('/api/docs')
  })
})

describe('GET /api/content-body/page/…', () => {
  it('refuses an unknown page name with the list of names', async () => {
    const res = await callContract('/api/content-body/page/page=Halaman%20Rahasia&group=null')
    expect(res.status).toBe(400)
    expect(res.body!.meta.message).toContain('Main Page')
  })
})
