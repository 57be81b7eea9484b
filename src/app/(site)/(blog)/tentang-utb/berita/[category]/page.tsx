import { notFound, permanentRedirect } from 'next/navigation'
import { NewsListView } from '@/components/news/NewsListView'
import { PageIntro } from '@/components/page/PageIntro'
import { parsePage } from '@/features/news/format'
import { getArticle, getCategory, getCategoryCounts, getNewsPage } from '@/features/news/load'
import { pageMetadata } from '@/features/shell/metadata'

type Props = { params: Promise<{ category: string }>; searchParams: Promise<{ halaman?: string | string[] }> }
const pathOf = (category: string) => `/tentang-utb/berita/${category}`

export const generateMetadata = async ({ params }: Props) => pageMetadata(pathOf((await params).category))

/**
 * A category's news list. §2 also allows /tentang-utb/berita/{slug} without the category: a
 * segment that is an article's slug is sent to the article's canonical URL.
 */
export default async function Page({ params, searchParams }: Props) {
  const { category } = await params
  if (!(await getCategory(category))) {
    const article = await getArticle(category)
    if (article) permanentRedirect(article.href)
    notFound()
  }
  const page = parsePage((await searchParams).halaman)
  const [list, counts] = await Promise.all([getNewsPage(page, category), getCategoryCounts()])
  return (
    <PageIntro path={pathOf(category)}>
      <NewsListView list={list} counts={counts} basePath={pathOf(category)} current={category} />
    </PageIntro>
  )
}
