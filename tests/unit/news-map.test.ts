import { describe, expect, it } from 'vitest'
import { toNewsCard, toNewsDetail } from '@/features/news/map'
import { paragraphsToLexical } from '@/seed/richtext'
import type { Media, News, NewsCategory } from '@/payload-types'

const category = { id: 1, name: 'Kampus', slug: 'kampus' } as NewsCategory
const media = {
  id: 9,
  url: 'http://localhost:3000/api/cms/media/file/berita-1.webp',
  alt: 'Laboratorium',
  width: 1200,
  height: 675,
} as Media

const doc = (over: Partial<News> = {}): News =>
  ({
    id: 5,
    title: 'UTB Resmikan Laboratorium AI',
    slug: 'utb-resmikan-laboratorium-ai',
    category,
    author: 'Humas UTB',
    publishedAt: '2026-03-12T05:00:00.000Z',
    thumbnail: media,
    excerpt: 'Ringkasan.',
    content: paragraphsToLexical(['Satu.', 'Dua.']),
    images: [{ image: media }, { image: 3 }],
    videos: [
      { title: 'Peresmian', url: 'https://www.youtube.com/watch?v=Lab4iUTB2026' },
      { title: 'Rusak', url: 'https://x.test/v' },
    ],
    ...over,
  }) as News

describe('news documents → props', () => {
  it('builds the canonical link, Indonesian date and a site-relative thumbnail', () => {
    const card = toNewsCard(doc())
    expect(card.href).toBe('/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai')
    expect(card.date).toBe('12 Maret 2026')
    expect(card.thumbnail).toEqual({
      url: '/api/cms/media/file/berita-1.webp',
      alt: 'Laboratorium',
      width: 1200,
      height: 675,
    })
    expect(card.category).toEqual({ name: 'Kampus', slug: 'kampus' })
  })

  it('keeps populated gallery images and valid videos only, and links the neighbours', () => {
    const detail = toNewsDetail(doc(), doc({ slug: 'lama', title: 'Lama' }), undefined)
    expect(detail.images).toHaveLength(1)
    expect(detail.videos).toEqual([
      { title: 'Peresmian', embedUrl: 'https://www.youtube-nocookie.com/embed/Lab4iUTB2026' },
    ])
    expect(detail.previous).toEqual({ title: 'Lama', href: '/tentang-utb/berita/kampus/lama' })
    expect(detail.next).toBeUndefined()
  })
})

describe('paragraphs → Lexical', () => {
  it('makes one paragraph node with one text node per paragraph', () => {
    const root = paragraphsToLexical(['A', 'B']).root
    expect(root.type).toBe('root')
    expect(root.children.map((c) => (c.children as { text: string }[])[0]!.text)).toEqual([
      'A',
      'B',
    ])
  })
})
