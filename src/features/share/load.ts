import 'server-only'
import { getCareerPost } from '@/features/career/load'
import { getHome } from '@/features/home/load'
import { getArticle, getCategory } from '@/features/news/load'
import { getProgramme } from '@/features/programmes/load'
import { getBanner, getSite } from '@/features/shell/load'
import { lastSegment } from '@/features/shell/title'
import { getOrganisation } from '@/features/students/load'
import type { ShareCard } from './card'
import {
  careerCard,
  homeCard,
  newsCard,
  newsCategoryCard,
  organisationCard,
  pageCard,
  programmeCard,
} from './map'
import { shareSubject } from './paths'

/**
 * The card of a page path, or null when the path has no page (→ 404). Read through the loaders
 * the pages use, so a card is cached under the same tags as its page and expires with it.
 */
export async function getShareCard(path: string): Promise<ShareCard | null> {
  const subject = shareSubject(path)
  if (!subject) return null
  const site = await getSite()
  switch (subject.kind) {
    case 'home':
      return homeCard(site, (await getHome()).hero)
    case 'page':
      return pageCard(path, site, (await getBanner(lastSegment(path)))?.image ?? undefined)
    case 'news-category': {
      const category = await getCategory(subject.category)
      return category ? newsCategoryCard(category) : null
    }
    case 'news': {
      const article = await getArticle(subject.slug)
      // As on the page: a wrong category in the address is no article.
      return article && article.category.slug === subject.category ? newsCard(article) : null
    }
    case 'programme': {
      const programme = await getProgramme(subject.slug)
      return programme ? programmeCard(programme) : null
    }
    case 'organisation': {
      const organisation = await getOrganisation(subject.slug)
      return organisation ? organisationCard(organisation) : null
    }
    case 'career': {
      const post = await getCareerPost(subject.type, subject.slug)
      return post ? careerCard(post) : null
    }
  }
}
