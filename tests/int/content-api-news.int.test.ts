import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorEnvelope } from '@/features/content-api/wire/envelope'
import { searchStore } from '@/features/search/store'
import type { News } from '@/payload-types'
import type { SeedPiece } from '@/seed'
import { paragraphsToLexical } from '@/seed/richtext'
import {
  callContract,
  component,
  operationFor,
  requestApi,
  type ApiAnswer,
  seededApiPayload,
} from '../helpers/content-api'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// Contract of the news and search calls (§7 /news-category, /page-news/…, …/search={text}):
// status, envelope and item schema per the OpenAPI document, on the seeded news (30 published
// articles in 8 categories, 3 headlines, 6 + 6 achievements, 1 draft) and the main menu.
const PIECES: SeedPiece[] = ['berita', 'menu utama']
const context = { skipRevalidate: true }

type Item = {
  news_title: string
  news_link_seo: string
  news_setting: {
    news_id: number
    news_group_url: string
    news_date_publish: string
    [k: string]: unknown
  }
}
type ListData = {
  data_component: Item[]
  All_Length: number
  Category_length: number
  data_component_length?: number
}

let payload: Payload
/** The published articles as a visitor sees them, newest first (what every list must follow). */
let published: News[]
let categories: { id: number; slug: string; name: string; count: number }[]

beforeAll(async () => {
  payload = await seededApiPayload(PIECES)
  published = (
    await payload.find({
      collection: 'news',
      sort: '-publishedAt',
      limit: 100,
      depth: 0,
      overrideAccess: false,
    })
  ).docs
  const cats = (
    await payload.find({ collection: 'news-categories', sort: 'order', overrideAccess: false })
  ).docs
  categories = cats.map((c) => ({
    id: c.id,
    slug: c.slug ?? '',
    name: c.name,
    count: published.filter((n) => n.category === c.id).length,
  }))
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

const data = <T = ListData>(res: ApiAnswer) => res.body!.data as T
const slugs = (items: Item[]) => items.map((i) => i.news_link_seo)
const list = async (query: string) => {
  const res = await callContract(`/api/page-news/get-news/${query}`)
  expect(res.status, res.body?.meta.message).toBe(200)
  return data(res)
}

/**
 * A refusal: 4xx JSON in the error envelope, with an Indonesian message. Checked with the harness
 * where the document can name the operation; a 404 of a call (not documented per read call yet)
 * and a path the template cannot read (unknown key, broken %-encoding) are checked against the
 * error envelope's schema directly.
 */
async function refused(path: string, status: number) {
  const res =
    status !== 404 && (await operationFor(path)) ? await callContract(path) : await requestApi(path)
  expect(res.status, `${path}: ${res.body?.meta.message}`).toBe(status)
  expect(res.headers.get('content-type')).toContain('application/json')
  expect(errorEnvelope.strict().safeParse(res.body).success).toBe(true)
  expect(res.body!.meta.status).toBe(status)
  expect(res.body!.meta.message).toMatch(/tidak|harus|paling|terlalu|periksa/)
  return res
}

describe('categories and lengths', () => {
  it('GET /api/news-category: the categories in their order with their counts', async () => {
    const res = await callContract('/api/news-category')
    expect(res.status).toBe(200)
    expect(res.body!.meta.message).toBe('Data kategori berita berhasil diambil.')
    expect(component(res)).toEqual(
      categories.map((c) => ({
        news_category_id: c.id,
        news_category_name: c.name,
        news_category_url: c.slug,
        news_category_length: c.count,
      })),
    )
    expect(categories.map((c) => c.slug)).toEqual([
      'kampus',
      'akademik',
      'prestasi',
      'kerja-sama',
      'kemahasiswaan',
      'penelitian',
      'pengabdian-masyarakat',
      'pengumuman',
    ])
  })

  it('GET /api/page-news/category adds All_Length; /api/page-news/length is the total', async () => {
    const res = await callContract('/api/page-news/category')
    expect(res.status).toBe(200)
    expect(data<{ All_Length: number }>(res).All_Length).toBe(30)
    expect(
      component<{ news_category_length: number }[]>(res).reduce(
        (s, c) => s + c.news_category_length,
        0,
      ),
    ).toBe(30)
    const length = await callContract('/api/page-news/length')
    expect(length.status).toBe(200)
    expect(component(length)).toBe(30)
  })

  it('GET /api/page-news/headline: the 3 headline articles, newest first, as the home page shows them', async () => {
    const res = await callContract('/api/page-news/headline')
    expect(res.status).toBe(200)
    const headline = published.filter((n) => n.headline)
    expect(headline).toHaveLength(3)
    expect(slugs(component<Item[]>(res))).toEqual(headline.map((n) => n.slug))
  })
})

describe('GET /api/page-news/get-news/limit={limit}&offset={offset}&category={category}', () => {
  it('answers the first 21 (§9) newest first, with the lengths, by default and with missing keys', async () => {
    const first = await list('limit=21&offset=0&category=null')
    expect(slugs(first.data_component)).toEqual(published.slice(0, 21).map((n) => n.slug))
    expect(first).toMatchObject({ All_Length: 30, Category_length: 30 })
    expect(first.data_component_length).toBeUndefined()
    expect(slugs((await list('category=null')).data_component)).toEqual(slugs(first.data_component))
    expect(slugs((await list('offset=0&limit=21')).data_component)).toEqual(
      slugs(first.data_component),
    )
    const item = first.data_component[0]!
    expect(item.news_setting.news_id).toBe(published[0]!.id)
    expect(item.news_setting.news_url).toMatch(
      /^https?:\/\/[^/]+\/tentang-utb\/berita\/[\w-]+\/[\w-]+$/,
    )
    expect((item.news_setting.news_thumbnail as { image: string }).image).toMatch(
      /^https?:\/\/.+\/api\/cms\/media\/file\//,
    )
  })

  it('pages with limit/offset at both ends, without gaps or repeats', async () => {
    const second = await list('limit=21&offset=21&category=null')
    expect(slugs(second.data_component)).toEqual(published.slice(21).map((n) => n.slug))
    expect((await list('limit=1&offset=0&category=null')).data_component).toHaveLength(1)
    expect(slugs((await list('limit=5&offset=29&category=null')).data_component)).toEqual([
      published[29]!.slug,
    ])
    expect((await list('limit=5&offset=30&category=null')).data_component).toEqual([])
    expect((await list('limit=100&offset=10000&category=null')).data_component).toEqual([])
    const paged = []
    for (let offset = 0; offset < 30; offset += 7)
      paged.push(...slugs((await list(`limit=7&offset=${offset}&category=null`)).data_component))
    expect(paged).toEqual(published.map((n) => n.slug))
  })

  it('filters by a category given by id, URL name or name, with data_component_length', async () => {
    const kampus = categories.find((c) => c.slug === 'kampus')!
    const bySlug = await list('limit=71&offset=0&category=kampus')
    expect(bySlug.data_component.length).toBe(kampus.count)
    expect(bySlug.data_component.every((i) => i.news_setting.news_group_url === 'kampus')).toBe(
      true,
    )
    expect(bySlug).toMatchObject({
      All_Length: 30,
      Category_length: kampus.count,
      data_component_length: kampus.count,
    })
    expect(await list(`limit=71&offset=0&category=${kampus.id}`)).toEqual(bySlug)
    expect(await list('limit=71&offset=0&category=KAMPUS')).toEqual(bySlug)
    const kerjaSama = await list('limit=71&offset=0&category=Kerja%20Sama')
    expect(kerjaSama.Category_length).toBe(categories.find((c) => c.slug === 'kerja-sama')!.count)
    const two = await list('limit=2&offset=1&category=kampus')
    expect(slugs(two.data_component)).toEqual(slugs(bySlug.data_component).slice(1, 3))
    expect(two.data_component_length).toBe(2)
  })

  it('refuses an unknown category with a 404', async () => {
    const res = await refused('/api/page-news/get-news/limit=21&offset=0&category=olahraga', 404)
    expect(res.body!.meta.message).toBe('Kategori "olahraga" tidak ditemukan.')
    await refused('/api/page-news/get-news/limit=71&offset=0&category=99', 404)
  })

  it('answers the fixed list of the specification (category 8: the announcements)', async () => {
    const fixed = await list('limit=71&offset=0&category=8')
    const announcements = categories.find((c) => c.slug === 'pengumuman')!
    expect(announcements.id).toBe(8)
    expect(fixed.Category_length).toBe(announcements.count)
    expect(fixed.data_component.length).toBe(announcements.count)
    expect(fixed.data_component.length).toBeGreaterThan(0)
    for (const item of fixed.data_component)
      expect(item.news_setting.news_group_url).toBe('pengumuman')
  })
})

describe('detail, next and previous', () => {
  it('GET /api/page-news/show-detail/title={seo}: one article, content as HTML, gallery and video', async () => {
    const res = await callContract('/api/page-news/show-detail/title=utb-resmikan-laboratorium-ai')
    expect(res.status).toBe(200)
    const [detail, ...rest] = component<
      (Item & {
        news_setting: { news_content: string; news_image: unknown[]; news_video: unknown[] }
      })[]
    >(res)
    expect(rest).toEqual([])
    expect(detail!.news_title).toBe('UTB Resmikan Laboratorium AI')
    expect(detail!.news_setting.news_content).toMatch(/^<p>.+<\/p>/)
    expect(detail!.news_setting.news_image.length).toBeGreaterThan(0)
    expect(detail!.news_setting.news_video.length).toBeGreaterThan(0)
  })

  it('answers an unknown SEO link, and a draft, with a 404', async () => {
    await refused('/api/page-news/show-detail/title=tidak-ada-berita-ini', 404)
    await refused('/api/page-news/show-detail/title=rencana-gedung-riset-terpadu', 404)
  })

  it('follows publication order at both ends; an unknown id is an empty list', async () => {
    const neighbour = async (which: 'getNext' | 'getPrevious', id: number | string) => {
      const res = await callContract(`/api/page-news/${which}/${id}`)
      expect(res.status).toBe(200)
      return slugs(component<Item[]>(res))
    }
    const newest = published[0]!
    const oldest = published.at(-1)!
    expect(await neighbour('getNext', newest.id)).toEqual([])
    expect(await neighbour('getPrevious', newest.id)).toEqual([published[1]!.slug])
    expect(await neighbour('getNext', published[1]!.id)).toEqual([newest.slug])
    expect(await neighbour('getPrevious', oldest.id)).toEqual([])
    expect(await neighbour('getNext', oldest.id)).toEqual([published.at(-2)!.slug])
    expect(await neighbour('getNext', 999_999)).toEqual([])
    expect(await neighbour('getPrevious', 999_999)).toEqual([])
  })
})

describe('achievements', () => {
  it('institutional: 6 at offset 0 by default (§9), and paged', async () => {
    const institutional = published
      .filter((n) => n.achievement === 'institutional')
      .map((n) => n.slug)
    const res = await callContract('/api/page-news/institutional-achievement')
    expect(res.status).toBe(200)
    expect(slugs(component<Item[]>(res))).toEqual(institutional.slice(0, 6))
    expect(data(res).All_Length).toBe(institutional.length)
    const paged = await callContract('/api/page-news/institutional-achievement/limit=4&offset=4')
    expect(slugs(component<Item[]>(paged))).toEqual(institutional.slice(4, 8))
    expect(
      component(await callContract('/api/page-news/institutional-achievement/limit=6&offset=6')),
    ).toEqual([])
  })

  it('student: paged at both ends', async () => {
    const student = published.filter((n) => n.achievement === 'student').map((n) => n.slug)
    const first = await callContract('/api/page-news/student-achievement/limit=6&offset=0')
    expect(first.status).toBe(200)
    expect(slugs(component<Item[]>(first))).toEqual(student.slice(0, 6))
    expect(data(first).All_Length).toBe(6)
    expect(
      slugs(
        component<Item[]>(
          await callContract('/api/page-news/student-achievement/limit=6&offset=5'),
        ),
      ),
    ).toEqual(student.slice(5))
    expect(
      component(await callContract('/api/page-news/student-achievement/limit=6&offset=6')),
    ).toEqual([])
  })
})

describe('search calls', () => {
  it('answer the pages, news, count and overlay of a term', async () => {
    const pages = await callContract('/api/navbar/search-pages/search=beasiswa')
    expect(pages.status).toBe(200)
    expect(pages.body!.meta.message).toBe('Data pencarian halaman berhasil diambil.')
    expect(component<unknown[]>(pages)[0]).toMatchObject({
      menu_setting_name: 'Beasiswa',
      menu_setting_url: 'pendaftaran',
      dropdown_sub_menu: 'yes',
      menu_setting_sub: 'beasiswa',
    })
    const news = await callContract('/api/page-news/search-news/search=wisuda')
    expect(news.status).toBe(200)
    const hits =
      component<{ news_link_seo: string; news_setting: { news_description: string } }[]>(news)
    expect(hits[0]!.news_link_seo).toContain('wisuda')
    expect(hits.every((h) => h.news_setting.news_description.length <= 150)).toBe(true)
    const length = await callContract('/api/page-news/search-length/search=wisuda')
    expect(component(length)).toBe(hits.length)
    const overlay = await callContract(`/api/search/search=${encodeURIComponent('biaya kuliah')}`)
    expect(overlay.status).toBe(200)
    expect(component<{ search: string }>(overlay).search).toBe('biaya kuliah')
    expect(
      component<{ berita: unknown[] }>(await callContract('/api/search/search%3Dwisuda')).berita
        .length,
    ).toBeGreaterThan(0)
  })

  it('finds nothing for an empty term or the overlay\'s "Not Found"', async () => {
    for (const term of ['', 'Not%20Found', '%20%20']) {
      expect(
        component(await callContract(`/api/page-news/search-news/search=${term}`)),
        term,
      ).toEqual([])
      expect(
        component(await callContract(`/api/page-news/search-length/search=${term}`)),
        term,
      ).toBe(0)
    }
  })
})

describe('hostile input: 4xx JSON in the envelope, never a 500', () => {
  it.each([
    '/api/page-news/get-news/limit=abc&offset=0&category=null',
    '/api/page-news/get-news/limit=-1&offset=0&category=null',
    '/api/page-news/get-news/limit=0&offset=0&category=null',
    '/api/page-news/get-news/limit=1.5&offset=0&category=null',
    '/api/page-news/get-news/limit=99999999999999999999&offset=0&category=null',
    '/api/page-news/get-news/limit=21&offset=-1&category=null',
    '/api/page-news/get-news/limit=21&offset=abc&category=null',
    '/api/page-news/get-news/limit=21&offset=0&category=null&admin=1',
    '/api/page-news/get-news/limit=21&offset=0&category=%E0%A4%A',
    `/api/page-news/get-news/limit=21&offset=0&category=${'k'.repeat(300)}`,
    '/api/page-news/get-news/limit21',
    `/api/page-news/show-detail/title=${'a'.repeat(300)}`,
    '/api/page-news/show-detail/title=%E0%A4%A',
    '/api/page-news/show-detail/judul=x',
    '/api/page-news/getNext/abc',
    '/api/page-news/getNext/-1',
    '/api/page-news/getPrevious/1e30',
    '/api/page-news/getPrevious/%E0%A4%A',
    '/api/page-news/institutional-achievement/limit=1000&offset=0',
    '/api/page-news/student-achievement/limit=6&offset=0&category=null',
    `/api/page-news/search-news/search=${'a'.repeat(300)}`,
    '/api/page-news/search-news/search=%E0%A4%A',
    '/api/page-news/search-news/cari=apa',
    `/api/search/search=${'ab '.repeat(100)}`,
  ])('%s → 400', async (path) => {
    await refused(path, 400)
  })

  it('harmless odd terms are searched, not refused', async () => {
    // Words that name members of every JavaScript object, too.
    const terms = ['<script>alert(1)</script>', '"; DROP TABLE news; --', '*?~^$()[]{}|\\']
    for (const term of [...terms, 'constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await callContract(`/api/search/search=${encodeURIComponent(term)}`)
      expect(res.status, term).toBe(200)
    }
  })

  it('refuses writes with a JSON 405', async () => {
    expect(
      (
        await callContract('/api/page-news/get-news/limit=21&offset=0&category=null', {
          method: 'POST',
        })
      ).status,
    ).toBe(405)
    expect((await callContract('/api/news-category', { method: 'DELETE' })).status).toBe(405)
  })
})

describe('drafts and publishing', () => {
  it('a draft never appears; once published it appears everywhere', async () => {
    const category = categories.find((c) => c.slug === 'prestasi')!
    const thumbnail = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true }))
      .docs[0]!.id
    const draft = await payload.create({
      collection: 'news',
      data: {
        title: 'Observatorium Bintang Kejora Dibuka',
        slug: 'observatorium-bintang-kejora-dibuka',
        category: category.id,
        author: 'Humas UTB',
        publishedAt: new Date().toISOString(),
        thumbnail,
        excerpt: 'Teleskop baru.',
        content: paragraphsToLexical(['Teleskop baru.']) as never,
        achievement: 'institutional',
        headline: true,
        _status: 'draft',
      },
      overrideAccess: true,
      context,
    })
    const seen = async () => {
      await searchStore(payload).refresh()
      const all = await list('limit=100&offset=0&category=null')
      const cat = await list(`limit=100&offset=0&category=${category.id}`)
      const detail = await requestApi(
        '/api/page-news/show-detail/title=observatorium-bintang-kejora-dibuka',
      )
      const headline = component<Item[]>(await callContract('/api/page-news/headline'))
      const achievements = component<Item[]>(
        await callContract('/api/page-news/institutional-achievement'),
      )
      const previousOfNewest = component<Item[]>(
        await callContract(`/api/page-news/getNext/${published[0]!.id}`),
      )
      const found = component<Item[]>(
        await callContract('/api/page-news/search-news/search=observatorium%20kejora'),
      )
      const length = component<number>(await callContract('/api/page-news/length'))
      const mine = (items: Item[]) =>
        items.some((i) => i.news_link_seo === 'observatorium-bintang-kejora-dibuka')
      return {
        all: mine(all.data_component),
        total: all.All_Length,
        category: mine(cat.data_component),
        detail: detail.status,
        headline: mine(headline),
        achievements: mine(achievements),
        next: mine(previousOfNewest),
        search: mine(found),
        length,
      }
    }
    const hidden = {
      all: false,
      total: 30,
      category: false,
      detail: 404,
      headline: false,
      achievements: false,
      next: false,
      search: false,
      length: 30,
    }
    expect(await seen()).toEqual(hidden)

    await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    expect(await seen()).toEqual({
      all: true,
      total: 31,
      category: true,
      detail: 200,
      headline: true,
      achievements: true,
      next: true,
      search: true,
      length: 31,
    })
    const first = (await list('limit=1&offset=0&category=null')).data_component[0]!
    expect(first.news_link_seo).toBe('observatorium-bintang-kejora-dibuka')

    await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'draft' },
      overrideAccess: true,
      context,
    })
    expect(await seen()).toEqual(hidden)
    await payload.delete({ collection: 'news', id: draft.id, overrideAccess: true, context })
  })
})
