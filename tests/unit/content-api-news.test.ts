import { describe, expect, it } from 'vitest'
import {
  findNewsCategory,
  newsDetail,
  newsItem,
  reshapeNews,
  reshapeNewsCategories,
  reshapeNewsDetail,
} from '@/features/content-api/wire/news'
import {
  reshapeSearchNews,
  reshapeSearchOverlay,
  reshapeSearchPage,
  searchNewsItem,
  searchOverlay,
  searchPageItem,
} from '@/features/content-api/wire/search'
import { emptySections } from '@/features/search/types'
import { env } from '@/lib/env'
import { paragraphsToLexical } from '@/seed/richtext'
import type { Media, News, NewsCategory } from '@/payload-types'

const site = env().siteUrl
const kampus = { id: 1, name: 'Kampus', slug: 'kampus' } as NewsCategory
const prestasi = { id: 3, name: 'Prestasi', slug: 'prestasi' } as NewsCategory
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
    category: kampus,
    author: 'Humas UTB',
    publishedAt: '2026-03-12T05:00:00.000Z',
    thumbnail: media,
    excerpt: 'Ringkasan.',
    content: paragraphsToLexical(['Satu <b>dua</b>.', 'Tiga.']),
    images: [{ image: media }, { image: 3 }],
    videos: [
      { title: 'Peresmian', url: 'https://www.youtube.com/watch?v=Lab4iUTB2026' },
      { title: 'Rusak', url: 'https://x.test/v' },
    ],
    ...over,
  }) as News

describe('news documents → §3 news items', () => {
  it('names every field as §3 does, with absolute links and image entries', () => {
    const item = reshapeNews(doc())
    expect(item).toEqual({
      news_title: 'UTB Resmikan Laboratorium AI',
      news_link_seo: 'utb-resmikan-laboratorium-ai',
      news_setting: {
        news_id: 5,
        news_thumbnail: {
          image: `${site}/api/cms/media/file/berita-1.webp`,
          alt: 'Laboratorium',
          width: 1200,
          height: 675,
        },
        news_description: 'Ringkasan.',
        news_author: 'Humas UTB',
        news_date_publish: '2026-03-12T05:00:00.000Z',
        news_group: 'Kampus',
        news_group_url: 'kampus',
        news_url: `${site}/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai`,
        news_image: [
          {
            image: `${site}/api/cms/media/file/berita-1.webp`,
            alt: 'Laboratorium',
            width: 1200,
            height: 675,
          },
        ],
        news_video: [
          {
            video_title: 'Peresmian',
            video_url: 'https://www.youtube.com/watch?v=Lab4iUTB2026',
            video_embed_url: 'https://www.youtube-nocookie.com/embed/Lab4iUTB2026',
          },
        ],
      },
    })
    expect(newsItem.strict().safeParse(item).success).toBe(true)
  })

  it('survives missing relations: unpopulated thumbnail and category, no gallery, no slug', () => {
    const item = reshapeNews(
      doc({ thumbnail: 9, category: 1, images: null, videos: undefined, slug: null }),
    )
    expect(item.news_link_seo).toBe('')
    expect(item.news_setting).toMatchObject({
      news_thumbnail: null,
      news_group: '',
      news_group_url: '',
      news_image: [],
      news_video: [],
    })
    expect(newsItem.safeParse(item).success).toBe(true)
  })

  it('gives the detail its content as HTML, text escaped', () => {
    const detail = reshapeNewsDetail(doc())
    expect(detail.news_setting.news_content).toContain('<p>Satu &lt;b&gt;dua&lt;/b&gt;.</p>')
    expect(detail.news_setting.news_content).toContain('<p>Tiga.</p>')
    expect(newsDetail.safeParse(detail).success).toBe(true)
    expect(reshapeNewsDetail(doc({ content: null as never })).news_setting.news_content).toBe('')
  })
})

describe('news categories', () => {
  const counts = [
    { doc: kampus, count: 12 },
    { doc: prestasi, count: 0 },
  ]

  it('keeps their order and counts', () => {
    expect(reshapeNewsCategories(counts)).toEqual([
      {
        news_category_id: 1,
        news_category_name: 'Kampus',
        news_category_url: 'kampus',
        news_category_length: 12,
      },
      {
        news_category_id: 3,
        news_category_name: 'Prestasi',
        news_category_url: 'prestasi',
        news_category_length: 0,
      },
    ])
    expect(
      reshapeNewsCategories([{ doc: { ...kampus, slug: null }, count: 1 }])[0]!.news_category_url,
    ).toBe('')
  })

  it('finds a category by id, URL name or name, in any case; nothing for an unknown one', () => {
    expect(findNewsCategory(counts, '3')?.doc).toBe(prestasi)
    expect(findNewsCategory(counts, 'kampus')?.doc).toBe(kampus)
    expect(findNewsCategory(counts, ' PRESTASI ')?.doc).toBe(prestasi)
    expect(findNewsCategory(counts, '8')).toBeUndefined()
    expect(findNewsCategory(counts, 'olahraga')).toBeUndefined()
  })
})

describe('search answers against their wire schemas', () => {
  it('page, news and overlay results validate strictly', () => {
    const page = reshapeSearchPage({
      kind: 'page',
      title: 'Beasiswa',
      href: '/pendaftaran/beasiswa',
      description: '',
      menu: { name: 'Beasiswa', url: 'pendaftaran', nested: true, sub: 'beasiswa', subSub: null },
    })
    expect(searchPageItem.strict().safeParse(page).success).toBe(true)
    expect(
      reshapeSearchPage({ kind: 'page', title: 'Biaya', href: '/biaya', description: '' }),
    ).toMatchObject({ menu_setting_url: 'biaya', dropdown_sub_menu: 'no' })
    const news = reshapeSearchNews({
      title: 'A',
      slug: 'a',
      categorySlug: 'kampus',
      categoryName: 'Kampus',
      description: 'x',
      publishedAt: '2026-01-01T00:00:00.000Z',
      href: '/tentang-utb/berita/kampus/a',
    })
    expect(searchNewsItem.strict().safeParse(news).success).toBe(true)
    expect(
      searchOverlay.strict().safeParse(reshapeSearchOverlay('x', emptySections())).success,
    ).toBe(true)
  })
})
