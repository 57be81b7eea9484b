import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import type { Metadata } from 'next'
import { ArticleView } from '@/features/news/ui/ArticleView'
import { DraftBanner } from '@/features/preview/ui/DraftBanner'
import { getArticlePreview } from '@/features/preview/news'
import { previewUser } from '@/features/preview/staff'
import { getArticle, getLatestArticleParams } from '@/features/news/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { breadcrumbList } from '@/features/structured-data/breadcrumbs'
import { JsonLd } from '@/features/structured-data/JsonLd'
import { siteContext } from '@/features/structured-data/load'
import { articleTrail, newsArticle } from '@/features/structured-data/news-article'
import { env } from '@/lib/env'

type Props = { params: Promise<{ category: string; slug: string }> }

// The latest articles are pre-rendered; older ones render on first request, then come from ISR.
export const dynamicParams = true
export const generateStaticParams = () => getLatestArticleParams(20)

async function load({ params }: Props) {
  const { category, slug } = await params
  const article = await getArticle(slug)
  // A wrong category in the URL is a 404, not a second address for the same article.
  return article && article.category.slug === category ? article : null
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category, slug } = await props.params
  const article = await load(props)
  // The title keeps the site rule (the last path segment); the description leads with the same
  // words, then the article's own summary; the share tags name the article itself.
  return pageMetadata(
    `/tentang-utb/berita/${category}/${slug}`,
    article?.excerpt,
    undefined,
    article
      ? {
          title: article.title,
          article: {
            publishedTime: article.publishedAt,
            modifiedTime: article.updatedAt,
            authors: [article.author],
            section: article.category.name,
          },
        }
      : undefined,
  )
}

/**
 * In draft mode (entered through /api/preview/news by a signed-in editor) the page is rendered
 * per request with the article's latest draft, read as that editor; everyone else gets the
 * published article from the static/ISR cache.
 */
async function loadPreview(slug: string) {
  if (!(await draftMode()).isEnabled) return null
  const user = await previewUser()
  return user ? getArticlePreview(slug, user) : null
}

export default async function Page(props: Props) {
  const preview = await loadPreview((await props.params).slug)
  const article = preview ?? (await load(props))
  if (!article) notFound()
  const context = await siteContext()
  return (
    <>
      {preview ? <DraftBanner path={preview.href} /> : null}
      <ArticleView article={article} url={`${env().siteUrl}${article.href}`} />
      <JsonLd
        data={[
          newsArticle(article, context),
          breadcrumbList(articleTrail(article), context.siteUrl),
        ]}
      />
    </>
  )
}
