import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchSite } from '@/features/search/service'
import { searchStore } from '@/features/search/store'
import type { SearchSections } from '@/features/search/types'
import { seed, type SeedPiece } from '@/seed'
import { paragraphsToLexical } from '@/seed/richtext'
import { freshPayload } from '../helpers/payload'
import { GOLDEN } from './search-golden'

// Everything the search indexes, and the synonyms.
const PIECES: SeedPiece[] = [
  'berita',
  'halaman',
  'program studi',
  'faq',
  'karier',
  'menu utama',
  'sinonim pencarian',
]
const context = { skipRevalidate: true }

let payload: Payload

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, PIECES)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

const hrefs = (sections: SearchSections, section: keyof SearchSections) =>
  (sections[section] as Array<{ href: string }>).map((h) => h.href)

/** Search after the index has caught up with the database (what a visitor gets a second later). */
async function search(term: string) {
  await searchStore(payload).refresh()
  return searchSite(payload, term)
}

describe('golden set', () => {
  it(`finds the expected hit in the top 3 for at least 95% of ${GOLDEN.length} queries`, async () => {
    expect(GOLDEN.length).toBeGreaterThanOrEqual(50)
    const failures: string[] = []
    for (const c of GOLDEN) {
      const top3 = hrefs(await search(c.q), c.section).slice(0, 3)
      if (!top3.includes(c.href))
        failures.push(`"${c.q}" (${c.why}): ${c.section} ${JSON.stringify(top3)} lacks ${c.href}`)
    }
    const passRate = (GOLDEN.length - failures.length) / GOLDEN.length
    if (failures.length)
      console.warn(`golden set: ${failures.length} miss(es)\n${failures.join('\n')}`)
    expect(passRate, failures.join('\n')).toBeGreaterThanOrEqual(0.95)
  })
})

describe('search rules', () => {
  it('finds nothing for gibberish and for the "Not Found" placeholder', async () => {
    for (const term of ['xyzzyqq', 'Not Found', '', '   ', '!!!']) {
      const r = await search(term)
      expect([r.pages, r.news, r.programmes, r.careers, r.faqs].flat(), term).toEqual([])
    }
  })

  it('never finds drafts', async () => {
    const r = await search('gedung riset terpadu')
    expect(hrefs(r, 'news').some((h) => h.includes('rencana'))).toBe(false)
    expect(
      hrefs(await search('Lowongan Dosen Informatika'), 'careers').some((h) => h.includes('draf')),
    ).toBe(false)
  })

  it('cuts news descriptions to 150 characters without markup', async () => {
    const r = await search('wisuda')
    for (const hit of r.news) {
      expect(hit.description.length).toBeLessThanOrEqual(150)
      expect(hit.description).not.toMatch(/<[^>]+>/)
    }
  })

  it('ranks a title match above a body match, and recent news above old', async () => {
    const { docs } = await payload.find({ collection: 'news-categories', limit: 1, depth: 0 })
    const { docs: media } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const base = {
      category: docs[0]!.id,
      author: 'Humas',
      thumbnail: media[0]!.id,
      _status: 'published' as const,
    }
    const day = 24 * 3600 * 1000
    const make = (title: string, excerpt: string, body: string, daysAgo: number) =>
      payload.create({
        collection: 'news',
        data: {
          ...base,
          title,
          excerpt,
          content: paragraphsToLexical([body]) as never,
          publishedAt: new Date(Date.now() - daysAgo * day).toISOString(),
        },
        context,
      })
    // The body-only article is newer, and mentions the word three times.
    await make('Kabar zirkonia lama', 'Ringkasan biasa.', 'Isi biasa.', 400)
    await make(
      'Kabar kampus terbaru',
      'Ringkasan biasa.',
      'Zirkonia, zirkonia dan zirkonia di laboratorium.',
      1,
    )
    await make('Kabar zirkonia baru', 'Ringkasan biasa.', 'Isi biasa.', 2)
    const titles = (await search('zirkonia')).news.map((n) => n.title)
    expect(titles).toEqual(['Kabar zirkonia baru', 'Kabar zirkonia lama', 'Kabar kampus terbaru'])
  })
})

describe('freshness', () => {
  it('reflects a publish, an unpublish and a delete', async () => {
    const { docs } = await payload.find({ collection: 'news-categories', limit: 1, depth: 0 })
    const { docs: media } = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const draft = await payload.create({
      collection: 'news',
      draft: true,
      data: {
        title: 'Peluncuran satelit kuantum',
        category: docs[0]!.id,
        author: 'Humas',
        thumbnail: media[0]!.id,
        excerpt: 'Satelit.',
        content: paragraphsToLexical(['Satelit.']) as never,
        _status: 'draft',
      },
      context,
    })
    const found = async () => (await search('satelit kuantum')).news.map((n) => n.title)
    expect(await found()).toEqual([])

    await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published' },
      context,
    })
    expect(await found()).toEqual(['Peluncuran satelit kuantum'])

    await payload.update({ collection: 'news', id: draft.id, data: { _status: 'draft' }, context })
    expect(await found()).toEqual([])

    await payload.update({
      collection: 'news',
      id: draft.id,
      data: { _status: 'published' },
      context,
    })
    expect(await found()).toEqual(['Peluncuran satelit kuantum'])
    await payload.delete({ collection: 'news', id: draft.id, context })
    expect(await found()).toEqual([])
  })

  it('picks up a new synonym and a renamed menu entry', async () => {
    expect((await search('kampus hijau')).news.length).toBeGreaterThan(0)
    expect((await search('ekokampus')).news).toEqual([])
    const settings = await payload.findGlobal({ slug: 'search-settings', depth: 0 })
    await payload.updateGlobal({
      slug: 'search-settings',
      data: {
        synonyms: [
          ...(settings.synonyms ?? []).map(({ terms }) => ({ terms })),
          { terms: 'kampus hijau, ekokampus' },
        ],
      },
      context,
    })
    expect((await search('ekokampus')).news[0]?.href).toContain('utb-raih-penghargaan-kampus-hijau')

    const menu = await payload.findGlobal({ slug: 'main-menu', depth: 0 })
    const items = (menu.items ?? []).map((item) =>
      item.name === 'FAQ' ? { ...item, name: 'Pusat Bantuan Kuis' } : item,
    )
    await payload.updateGlobal({ slug: 'main-menu', data: { items }, context })
    expect(hrefs(await search('kuis'), 'pages')).toContain('/faq')
  })
})
