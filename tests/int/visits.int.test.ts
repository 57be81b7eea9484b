import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordVisit } from '@/features/stats/record'
import { freshPayload } from '../helpers/payload'

let payload: Payload
const staff = async (role: 'editor' | 'admissions') => {
  const doc = await payload.create({
    collection: 'users',
    data: { email: `${role}@visits.test`, password: 'Rahasia-Sekali-123', name: role, role },
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' as const }
}

beforeAll(async () => {
  payload = await freshPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('visitor statistics', () => {
  it('records a visit with an anonymised IP through the statistics service only', async () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130 Safari/537.36'
    expect(
      await recordVisit(payload, { path: '/faq', ip: '203.0.113.57', userAgent: chrome }),
    ).toBe(true)
    expect(
      await recordVisit(payload, { path: '/faq', ip: '203.0.113.57', userAgent: 'Googlebot/2.1' }),
    ).toBe(false)
    const { docs } = await payload.find({ collection: 'page-visits', overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ path: '/faq', ip: '203.0.113.0', userAgent: chrome })
  })

  it('refuses visits written directly by anyone, even an editor', async () => {
    await expect(
      payload.create({
        collection: 'page-visits',
        data: { path: '/x', visitedAt: new Date().toISOString() },
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/)
    const editor = await staff('editor')
    await expect(
      payload.create({
        collection: 'page-visits',
        data: { path: '/x', visitedAt: new Date().toISOString() },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/)
    // …while an editor may read the statistics.
    expect(
      (await payload.find({ collection: 'page-visits', user: editor, overrideAccess: false }))
        .totalDocs,
    ).toBe(1)
  })

  it('is hidden from admissions staff and anonymous visitors', async () => {
    await expect(
      payload.find({
        collection: 'page-visits',
        user: await staff('admissions'),
        overrideAccess: false,
      }),
    ).rejects.toThrow(/tidak diizinkan/)
    await expect(
      payload.find({ collection: 'page-visits', overrideAccess: false }),
    ).rejects.toThrow(/tidak diizinkan/)
  })
})
