import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { newsRss, toNewsFeedItem } from '@/features/news/feed'
import { newsFeedAlternates, newsFeedPath, newsFeedTitle } from '@/features/news/feed-links'
import type { Media, News, NewsCategory } from '@/payload-types'

const siteUrl = 'https://utb.ac.id'
const kampus = { id: 1, name: 'Kampus', slug: 'kampus' } as NewsCategory
const prestasi = { id: 2, name: 'Prestasi', slug: 'prestasi' } as NewsCategory
const photo = {
  id: 9,
  url: 'http://localhost:3000/api/cms/media/file/berita-1.jpg',
  mimeType: 'image/jpeg',
  filesize: 48213,
  alt: 'Laboratorium',
} as Media

const article = (id: number, over: Partial<News> = {}): News =>
  ({
    id,
    title: `Berita ${id}`,
    slug: `berita-${id}`,
    category: kampus,
    author: 'Humas UTB',
    publishedAt: `2026-11-${String(10 + id).padStart(2, '0')}T03:00:00.000Z`,
    excerpt: `Ringkasan berita ${id}.`,
    ...over,
  }) as News

// Read back as any feed reader would: attributes kept, every item an array.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'item' || name === 'category',
})

const docs = [
  article(3, {
    title: 'UTB & Mitra Jepang: “Kerja Sama” <Baru>',
    excerpt: '<p>Kerja sama magang, beasiswa; dan pertukaran dosen.</p>',
    thumbnail: photo,
    category: prestasi,
  }),
  article(2),
  article(1),
]
const items = docs.map((d) => toNewsFeedItem(d, siteUrl))
const name = 'Universitas Teknologi Bandung'

describe('the news feed (RSS 2.0), read back with an XML parser', () => {
  const { rss } = parser.parse(newsRss({ name, siteUrl, items }))
  const channel = rss.channel

  it('is an RSS 2.0 channel in Indonesian that names its own address', () => {
    expect(rss['@version']).toBe('2.0')
    expect(channel.title).toBe('Berita Universitas Teknologi Bandung')
    expect(channel.description).toBe('Berita terbaru dari Universitas Teknologi Bandung.')
    expect(channel.link).toBe('https://utb.ac.id/tentang-utb/berita')
    expect(channel.language).toBe('id')
    expect(channel['atom:link']).toMatchObject({
      '@href': 'https://utb.ac.id/tentang-utb/berita/rss.xml',
      '@rel': 'self',
      '@type': 'application/rss+xml',
    })
    expect(new Date(channel.lastBuildDate).toISOString()).toBe('2026-11-13T03:00:00.000Z')
  })

  it('has every article, newest first, with absolute links as guids, dates and categories', () => {
    expect(channel.item).toHaveLength(3)
    expect(channel.item.map((i: { title: string }) => i.title)).toEqual([
      'UTB & Mitra Jepang: “Kerja Sama” <Baru>',
      'Berita 2',
      'Berita 1',
    ])
    const [first, second] = channel.item
    expect(first.link).toBe('https://utb.ac.id/tentang-utb/berita/prestasi/berita-3')
    expect(first.guid).toEqual({
      '#text': 'https://utb.ac.id/tentang-utb/berita/prestasi/berita-3',
      '@isPermaLink': 'true',
    })
    expect(new Date(first.pubDate).toISOString()).toBe('2026-11-13T03:00:00.000Z')
    expect(first.category).toEqual([
      { '#text': 'Prestasi', '@domain': 'https://utb.ac.id/tentang-utb/berita/prestasi' },
    ])
    expect(first.description).toBe('Kerja sama magang, beasiswa; dan pertukaran dosen.')
    expect(first.enclosure).toEqual({
      '@url': 'https://utb.ac.id/api/cms/media/file/berita-1.jpg',
      '@type': 'image/jpeg',
      '@length': '48213',
    })
    expect(second.enclosure).toBeUndefined()
    for (const item of channel.item) expect(item.link).toMatch(/^https:\/\/utb\.ac\.id\//)
  })

  it('for one category names it in the title, the page and its own address', () => {
    const own = parser.parse(
      newsRss({
        name,
        siteUrl,
        category: { name: 'Kampus', slug: 'kampus' },
        items: items.slice(1),
      }),
    ).rss.channel
    expect(own.title).toBe('Berita Kampus – Universitas Teknologi Bandung')
    expect(own.link).toBe('https://utb.ac.id/tentang-utb/berita/kampus')
    expect(own['atom:link']['@href']).toBe('https://utb.ac.id/tentang-utb/berita/kampus/rss.xml')
    expect(own.item).toHaveLength(2)
  })

  it('is a valid empty channel before the first article', () => {
    const empty = parser.parse(newsRss({ name, siteUrl, items: [] })).rss.channel
    expect(empty.title).toBe('Berita Universitas Teknologi Bandung')
    expect(empty.item).toBeUndefined()
  })
})

describe('where the feeds are and what pages call them', () => {
  it('gives the main and the category feed paths and titles', () => {
    expect(newsFeedPath()).toBe('/tentang-utb/berita/rss.xml')
    expect(newsFeedPath('kampus')).toBe('/tentang-utb/berita/kampus/rss.xml')
    expect(newsFeedTitle('')).toBe('Berita')
    expect(newsFeedTitle('', { name: 'Kampus' })).toBe('Berita Kampus')
  })

  it('names the category feed first on its pages, and the main feed everywhere', () => {
    expect(newsFeedAlternates(name)).toEqual({
      'application/rss+xml': [
        { url: '/tentang-utb/berita/rss.xml', title: 'Berita Universitas Teknologi Bandung' },
      ],
    })
    expect(
      newsFeedAlternates(name, { name: 'Kampus', slug: 'kampus' })['application/rss+xml'],
    ).toEqual([
      {
        url: '/tentang-utb/berita/kampus/rss.xml',
        title: 'Berita Kampus – Universitas Teknologi Bandung',
      },
      { url: '/tentang-utb/berita/rss.xml', title: 'Berita Universitas Teknologi Bandung' },
    ])
  })
})
