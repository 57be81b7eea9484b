import 'server-only'
import { cached } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { CAREER_SECTIONS, careerPath, type CareerType } from '@/features/career/format'
import { getCareerParams } from '@/features/career/load'
import { getLatestArticleParams } from '@/features/news/load'
import { getProgrammeSlugs } from '@/features/programmes/load'
import { getOrganisationSlugs } from '@/features/students/load'

// Enough for years of news; a site past this would split its sitemap (generateSitemaps).
const MAX_ITEMS = 5000

/**
 * Paths of every published item with a page of its own (the parameterised routes), read as a
 * visitor so drafts never reach search engines; expired with the collections they come from.
 */
export const getItemPaths = cached(
  'sitemap-items',
  [TAGS.news, TAGS.newsCategories, TAGS.programmes, TAGS.careerPosts, TAGS.studentOrganisations],
  async (): Promise<string[]> => {
    const types = Object.keys(CAREER_SECTIONS) as CareerType[]
    const [articles, programmes, organisations, ...career] = await Promise.all([
      getLatestArticleParams(MAX_ITEMS),
      getProgrammeSlugs(),
      getOrganisationSlugs(),
      ...types.map((type) => getCareerParams(type, MAX_ITEMS)),
    ])
    return [
      ...articles.map((a) => `/tentang-utb/berita/${a.category}/${a.slug}`),
      ...programmes.map((p) => `/akademik/program-studi/${p.slug}`),
      ...organisations.map((o) => `/mahasiswa/organisasi-mahasiswa/${o.slug}`),
      ...types.flatMap((type, i) => career[i]!.map((c) => careerPath(type, c.detail))),
    ]
  },
)
