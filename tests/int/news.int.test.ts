import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, type SeedPiece } from '@/seed'
import { newsArticles } from '@/seed/news-content'
import { paragraphsToLexical } from '@/seed/richtext'
import { createStaff, freshPayload, type Staff } from '../helpers/payload'

// The part of the demo site these tests read (the full seed is tested in seed.int.test.ts).
const PIECES: SeedPiece[] = ['berita']

let payload: Payload
const staff: Record<'editor' | 'admissions', Staff> = {} as never
const context = { skipRevalidate: true }

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, PIECES)
  for (const role of ['editor', 'admissions'] as const)
    staff[role] = await createStaff(payload, role)
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

const anonymousTotal = async () =>
  (await payload.count({ collection: 'news', overrideAccess: false })).totalDocs

describe('seeded news', () => {
  it('has 30 published articles for visitors and hides the draft', async () => {
    expect(await anonymousTotal()).toBe(30)
    const draft = await payload.find({
      collection: 'news',
      where: { slug: { equals: 'rencana-gedung-riset-terpadu' } },
      overrideAccess: false,
    })
    expect(draft.totalDocs).toBe(0)
    const asStaff = await payload.find({
      collection: 'news',
      where: { slug: { equals: 'rencana-gedung-riset-terpadu' } },
      draft: true,
      overrideAccess: true,
    })
    expect(asStaff.docs[0]?._status).toBe('draft')
  })

  it('has the example article of the route list in category kampus, with gallery and video', async () => {
    const { docs } = await payload.find({
      collection: 'news',
      where: { slug: { equals: 'utb-resmikan-laboratorium-ai' } },
      depth: 1,
      overrideAccess: false,
    })
    const doc = docs[0]!
    expect(typeof doc.category === 'object' && doc.category.slug).toBe('kampus')
    expect(doc.images?.length).toBeGreaterThan(0)
    expect(doc.videos?.length).toBeGreaterThan(0)
  })

  it('counts per category add up to the total and match the seed data', async () => {
    const { docs } = await payload.find({ collection: 'news-categories', overrideAccess: false })
    expect(docs.map((c) => c.slug)).toEqual([
      'kampus',
      'akademik',
      'prestasi',
      'kerja-sama',
      'kemahasiswaan',
      'penelitian',
      'pengabdian-masyarakat',
      'pengumuman',
    ])
    let sum = 0
    for (const c of docs) {
      const n = (
        await payload.count({
          collection: 'news',
          where: { category: { equals: c.id } },
          overrideAccess: false,
        })
      ).totalDocs
      expect(n).toBe(newsArticles.filter((a) => a.category === c.slug && !a.draft).length)
      sum += n
    }
    expect(sum).toBe(30)
  })

  it('has 3 headlines, 6 institutional and 6 student achievements', async () => {
    const count = async (where: object) =>
      (await payload.count({ collection: 'news', where: where as never, overrideAccess: false }))
        .totalDocs
    expect(await count({ headline: { equals: true } })).toBe(3)
    expect(await count({ achievement: { equals: 'institutional' } })).toBe(6)
    expect(await count({ achievement: { equals: 'student' } })).toBe(6)
  })

  it('seeding again adds no news, categories or images', async () => {
    const before = await Promise.all(
      (['news', 'news-categories', 'media'] as const).map((c) =>
        payload.count({ collection: c, overrideAccess: true }),
      ),
    )
    await payload.updateGlobal({
      slug: 'seed-state',
      data: { done: [] },
      overrideAccess: true,
      context,
    })
    await seed(payload, () => {}, PIECES)
    const after = await Promise.all(
      (['news', 'news-categories', 'media'] as const).map((c) =>
        payload.count({ collection: c, overrideAccess: true }),
      ),
    )
    expect(after.map((r) => r.totalDocs)).toEqual(before.map((r) => r.totalDocs))
  })
})

describe('who may write news', () => {
  const article = async () => {
    const category = (
      await payload.find({
        collection: 'news-categories',
        where: { slug: { equals: 'kampus' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const media = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true }))
      .docs[0]!
    return {
      title: `Uji penulisan ${Date.now()}`,
      category: category.id,
      author: 'Penguji',
      publishedAt: new Date().toISOString(),
      thumbnail: media.id,
      excerpt: 'Ringkasan uji.',
      content: paragraphsToLexical(['Isi uji.']),
    }
  }

  it('an editor creates a draft that visitors cannot see, then publishes it', async () => {
    const data = await article()
    const draft = await payload.create({
      collection: 'news',
      data,
      draft: true,
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    const visible = () =>
      payload.count({
        collection: 'news',
        where: { id: { equals: draft.id } },
        overrideAccess: false,
      })
    expect((await visible()).totalDocs).toBe(0)
    await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published' },
      user: staff.editor,
      overrideAccess: false,
      context,
    })
    expect((await visible()).totalDocs).toBe(1)
    await payload.delete({
      collection: 'news',
      id: draft.id,
      user: staff.editor,
      overrideAccess: false,
      context,
    })
  })

  it('admissions staff and visitors cannot create news', async () => {
    const data = await article()
    await expect(
      payload.create({
        collection: 'news',
        data,
        user: staff.admissions,
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
    await expect(
      payload.create({ collection: 'news', data, overrideAccess: false, context }),
    ).rejects.toThrow(/tidak diizinkan/i)
    await expect(
      payload.create({
        collection: 'news-categories',
        data: { name: 'Liar' },
        user: staff.admissions,
        overrideAccess: false,
        context,
      }),
    ).rejects.toThrow(/tidak diizinkan/i)
  })
})
