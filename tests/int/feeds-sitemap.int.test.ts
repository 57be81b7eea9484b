import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SeedPiece } from '@/seed'
import { getSitemapEntries, getSitemapIds, getSitemapIndex } from '@/features/sitemap/sitemap'
import { newsFeedXml } from '@/features/news/feed.load'
import { getCareerPost } from '@/features/career/load'
import { paragraphsToLexical } from '@/seed/richtext'
import { seededApiPayload } from '../helpers/content-api'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// The feed and sitemap loaders on a real database: what they list is what a visitor may see,
// with the CMS's own dates.
const PIECES: SeedPiece[] = [
  'berita',
  'halaman',
  'program studi',
  'karier',
  'organisasi mahasiswa',
  'pengaturan situs',
]

let payload: Payload
const context = { skipRevalidate: true }
const parser = new XMLParser({ isArray: (name) => name === 'item' })
const titlesOf = async () =>
  (parser.parse(await newsFeedXml()).rss.channel.item as { title: string }[]).map((i) => i.title)

beforeAll(async () => {
  payload = await seededApiPayload(PIECES)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the sitemaps', () => {
  it('list every published record with its updatedAt, and no draft', async () => {
    expect(await getSitemapIds()).toEqual([
      'halaman-1',
      'berita-1',
      'program-studi-1',
      'karier-1',
      'organisasi-mahasiswa-1',
    ])
    const news = await getSitemapEntries('berita-1')
    const published = await payload.find({
      collection: 'news',
      where: { _status: { equals: 'published' } },
      limit: 100,
      depth: 1,
    })
    expect(news).toHaveLength(published.totalDocs)
    const example = published.docs.find((d) => d.slug === 'utb-resmikan-laboratorium-ai')!
    expect(news).toContainEqual(
      expect.objectContaining({
        url: expect.stringMatching(/\/tentang-utb\/berita\/kampus\/utb-resmikan-laboratorium-ai$/),
        lastModified: example.updatedAt,
      }),
    )
    const drafts = await payload.find({
      collection: 'career-posts',
      where: { _status: { equals: 'draft' } },
      limit: 10,
      depth: 0,
    })
    expect(drafts.totalDocs).toBeGreaterThan(0)
    const career = (await getSitemapEntries('karier-1')).map((e) => e.url)
    for (const draft of drafts.docs) expect(career.join(' ')).not.toContain(draft.slug!)
    expect(await getSitemapEntries('rahasia-1')).toEqual([])
  })

  it('give a static page its CMS page’s updatedAt, else the site settings’', async () => {
    const entries = await getSitemapEntries('halaman-1')
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    // No FAQ is seeded here: the page falls back to the college's settings.
    expect(entries.find((e) => e.url.endsWith('/faq'))?.lastModified).toBe(settings.updatedAt)
    const [history] = (
      await payload.find({
        collection: 'pages',
        where: { path: { equals: '/tentang-utb/sejarah' } },
      })
    ).docs
    expect(entries.find((e) => e.url.endsWith('/tentang-utb/sejarah'))?.lastModified).toBe(
      history!.updatedAt,
    )
    expect(entries.filter((e) => !e.lastModified)).toEqual([])
    expect(entries.find((e) => e.url.endsWith('/tentang-utb/berita/kampus'))).toBeDefined()
    const index = await getSitemapIndex()
    expect(index).toHaveLength(5)
    for (const file of index) expect(file.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  })
})

describe('the news feed', () => {
  it('carries a newly published article and drops it when it goes back to draft', async () => {
    const [category] = (await payload.find({ collection: 'news-categories', limit: 1 })).docs
    const [media] = (await payload.find({ collection: 'media', limit: 1 })).docs
    const doc = await payload.create({
      collection: 'news',
      data: {
        title: 'Berita Umpan Integrasi',
        slug: 'berita-umpan-integrasi',
        category: category!.id,
        author: 'Penguji',
        thumbnail: media!.id,
        excerpt: 'Ringkasan.',
        content: paragraphsToLexical(['Isi.']),
        publishedAt: new Date(Date.now() + 60_000).toISOString(),
        _status: 'published',
      },
      context,
    })
    expect((await titlesOf())[0]).toBe('Berita Umpan Integrasi')
    await payload.update({
      collection: 'news',
      id: doc.id,
      data: { _status: 'draft' },
      context,
    })
    expect(await titlesOf()).not.toContain('Berita Umpan Integrasi')
  })
})

describe('a training’s time', () => {
  it('is saved and mapped for its page, and refused when it ends before it starts', async () => {
    const post = await getCareerPost('pengembangan-dan-pelatihan', 'pelatihan-cloud-computing')
    expect(post?.event?.text).toMatch(/pukul 09\.00–16\.00 WIB$/)
    const [doc] = (
      await payload.find({
        collection: 'career-posts',
        where: { slug: { equals: 'pelatihan-cloud-computing' } },
      })
    ).docs
    const refused = await payload
      .update({
        collection: 'career-posts',
        id: doc!.id,
        data: { eventStart: '2027-01-10T02:00:00.000Z', eventEnd: '2027-01-09T09:00:00.000Z' },
        context,
      })
      .catch((error: { data?: { errors?: unknown[] } }) => error)
    expect((refused as { data?: { errors?: unknown[] } }).data?.errors).toEqual([
      expect.objectContaining({
        path: 'eventEnd',
        message: 'Waktu selesai tidak boleh sebelum waktu mulai pelatihan.',
      }),
    ])
  })
})
