import { notFound, permanentRedirect } from 'next/navigation'
import type { Metadata } from 'next'
import { PageIntro } from '@/components/page/PageIntro'
import { categoryPath, NEWS_PATH, parseShown } from '@/features/news/format'
import {
  getAchievements,
  getArticle,
  getCategory,
  getCategoryCounts,
  getCategoryParams,
  getNewsPage,
} from '@/features/news/load'
import { newsFeedAlternates } from '@/features/news/feed-links'
import { getSite } from '@/features/shell/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { pageParam } from '@/features/shell/paged-routes'
import { AchievementList } from '@/features/news/ui/AchievementList'
import { NewsListView } from '@/features/news/ui/NewsListView'

/**
 * The news and achievement list routes. Page 1 is the static route itself; later pages are the
 * internal `…/halaman/[n]` and `…/tampil/[n]` routes that next.config.ts rewrites the public
 * `?halaman=` / `?tampil=` URLs to (src/features/shell/paged-routes.ts), so every page is
 * served from the static or ISR cache and expired by the news tags. The share tags read news (its
 * feed links), so these routes sit here beside the pages rather than in src/features/news.
 */

type PageProps = { params: Promise<{ n: string }> }
type CategoryProps = { params: Promise<{ category: string }> }
type CategoryPageProps = { params: Promise<{ category: string; n: string }> }

async function NewsList({ page, category }: { page: number; category?: string }) {
  const basePath = category ? categoryPath(category) : NEWS_PATH
  const [list, counts] = await Promise.all([getNewsPage(page, category), getCategoryCounts()])
  // A page past the end is not a page of this list.
  if (page > 1 && page > list.totalPages) notFound()
  return (
    <PageIntro path={basePath}>
      <NewsListView list={list} counts={counts} basePath={basePath} current={category} />
    </PageIntro>
  )
}

const numberOf = async (params: Promise<{ n: string }>) => {
  const n = pageParam((await params).n)
  if (n === null) notFound()
  return n
}

/**
 * /tentang-utb/berita/{slug} is a route too: a segment that is an article's slug goes to its
 * canonical URL.
 */
/** A category list's metadata: its own feed is named before the site's main feed. */
async function categoryMetadata(category: string, canonical?: string): Promise<Metadata> {
  const [metadata, ref, site] = await Promise.all([
    pageMetadata(categoryPath(category), undefined, canonical),
    getCategory(category),
    getSite(),
  ])
  if (!ref) return metadata
  const types = newsFeedAlternates(site.collegeName, ref)
  return { ...metadata, alternates: { ...metadata.alternates, types } }
}

async function categoryOrRedirect(category: string) {
  if (await getCategory(category)) return
  const article = await getArticle(category)
  if (article) permanentRedirect(article.href)
  notFound()
}

export const newsRoutes = {
  all: {
    generateMetadata: () => pageMetadata(NEWS_PATH),
    Page: () => <NewsList page={1} />,
  },
  allPaged: {
    generateMetadata: async ({ params }: PageProps) =>
      pageMetadata(NEWS_PATH, undefined, `${NEWS_PATH}/halaman/${(await params).n}`),
    Page: async ({ params }: PageProps) => <NewsList page={await numberOf(params)} />,
  },
  category: {
    generateStaticParams: getCategoryParams,
    generateMetadata: async ({ params }: CategoryProps) =>
      categoryMetadata((await params).category),
    Page: async ({ params }: CategoryProps) => {
      const { category } = await params
      await categoryOrRedirect(category)
      return <NewsList page={1} category={category} />
    },
  },
  categoryPaged: {
    generateMetadata: async ({ params }: CategoryPageProps): Promise<Metadata> => {
      const { category, n } = await params
      return categoryMetadata(category, `${categoryPath(category)}/halaman/${n}`)
    },
    Page: async ({ params }: CategoryPageProps) => {
      const { category, n } = await params
      const page = pageParam(n)
      if (page === null || !(await getCategory(category))) notFound()
      return <NewsList page={page} category={category} />
    },
  },
}

/**
 * Achievements 6 at a time: `…/tampil/N` (or `?tampil=N`) shows the first N, rounded to a multiple
 * of 6.
 */
export function achievementRoutes(kind: 'institutional' | 'student', path: string) {
  async function Achievements({ shown }: { shown: number }) {
    const { items, totalDocs } = await getAchievements(kind, shown)
    return (
      <PageIntro path={path}>
        <AchievementList items={items} totalDocs={totalDocs} path={path} shown={shown} />
      </PageIntro>
    )
  }
  return {
    generateMetadata: () => pageMetadata(path),
    pagedMetadata: async ({ params }: PageProps) =>
      pageMetadata(path, undefined, `${path}/tampil/${(await params).n}`),
    Page: () => <Achievements shown={parseShown(undefined)} />,
    PagedPage: async ({ params }: PageProps) => (
      <Achievements shown={parseShown(String(await numberOf(params)))} />
    ),
  }
}
