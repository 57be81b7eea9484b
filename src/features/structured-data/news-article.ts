import { categoryPath, NEWS_PATH } from '@/features/news/format'
import type { NewsDetail } from '@/features/news/types'
import { titleFromPath } from '@/features/shell/title'
import { pageTrail } from './breadcrumbs'
import { absoluteUrl, compact } from './node'
import { LOGO_PATH, organisationRef } from './organisation'
import type { Crumb, JsonLdNode, SiteContext } from './types'

/**
 * Bylines that name a team or an office of the college ("Humas UTB", "Panitia PMB") rather than
 * a person: the author is then an Organization.
 */
const OFFICE = /^(humas|panitia|tim|redaksi|biro|bagian|pusat|lembaga|unit|fakultas|himpunan)\b/i

export function authorOf(byline: string, shortName: string): JsonLdNode {
  const name = byline.trim()
  const office =
    OFFICE.test(name) || (shortName !== '' && new RegExp(`\\b${shortName}\\b`).test(name))
  return { '@type': office ? 'Organization' : 'Person', name }
}

/**
 * A news article as a NewsArticle (Google's Article: headline, image, datePublished,
 * dateModified, author; publisher). The excerpt stands for the text: the body is on the page
 * already and would double the HTML.
 */
export function newsArticle(article: NewsDetail, { siteUrl, organisation }: SiteContext) {
  const url = absoluteUrl(siteUrl, article.href)
  const images = [article.thumbnail, ...article.images].flatMap((i) =>
    i ? [absoluteUrl(siteUrl, i.url)] : [],
  )
  return compact({
    '@type': 'NewsArticle',
    '@id': `${url}#artikel`,
    headline: article.title,
    description: article.excerpt,
    image: [...new Set(images)],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt || article.publishedAt,
    author: [authorOf(article.author, organisation.alternateName)],
    publisher: {
      ...organisationRef(organisation, siteUrl),
      logo: absoluteUrl(siteUrl, LOGO_PATH),
    },
    articleSection: article.category.name,
    inLanguage: 'id-ID',
    url,
    mainEntityOfPage: url,
  })
}

/** The trail of an article page: the news list, the article's category (the link above its title). */
export const articleTrail = (article: NewsDetail): Crumb[] =>
  pageTrail(
    [
      { label: titleFromPath(NEWS_PATH), href: NEWS_PATH },
      { label: article.category.name, href: categoryPath(article.category.slug) },
    ],
    { label: article.title, href: article.href },
  )
