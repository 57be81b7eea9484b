import type { CareerDetail } from '@/features/career/types'
import type { HomeData } from '@/features/home/types'
import type { CategoryRef, NewsDetail } from '@/features/news/types'
import type { ProgrammeView } from '@/features/programmes/types'
import { titleFromPath } from '@/features/shell/title'
import type { ImageData, SiteData } from '@/features/shell/types'
import type { OrganisationDetail } from '@/features/students/types'
import { careerSection, joinSection, SECTION_LABELS, sectionOfPath, type ShareCard } from './card'

/** The view types the pages already show → the share card of each page. Pure, unit-tested. */

const withImage = (card: Omit<ShareCard, 'image'>, image: ImageData | undefined): ShareCard =>
  image ? { ...card, image } : card

/** The home page, which is also the site's default card: the college, its headline and picture. */
export const homeCard = (site: SiteData, hero: HomeData['hero']): ShareCard =>
  withImage(
    {
      title: site.collegeName || titleFromPath('/'),
      section: '',
      detail: hero?.title || site.description,
    },
    hero?.image,
  )

/** A static page: its title by the site's rule, its part of the site, its banner picture. */
export const pageCard = (path: string, site: SiteData, banner: ImageData | undefined) =>
  withImage(
    { title: titleFromPath(path), section: sectionOfPath(path, site.shortName), detail: '' },
    banner,
  )

export const newsCategoryCard = (category: CategoryRef): ShareCard => ({
  title: category.name,
  section: SECTION_LABELS.news,
  detail: '',
})

export const newsCard = (article: NewsDetail): ShareCard =>
  withImage(
    {
      title: article.title,
      section: joinSection(SECTION_LABELS.news, article.category.name),
      detail: joinSection(article.date, article.author),
    },
    article.thumbnail,
  )

export const programmeCard = (programme: ProgrammeView): ShareCard =>
  withImage(
    {
      title: programme.name,
      section: SECTION_LABELS.programme,
      detail: joinSection(programme.degree, programme.faculty),
    },
    programme.image,
  )

export const organisationCard = (organisation: OrganisationDetail): ShareCard =>
  withImage(
    {
      title: organisation.name,
      section: SECTION_LABELS.organisation,
      detail: organisation.groupLabel,
    },
    // Not the logo: cropped to fill the photo's place it would lose its edges.
    organisation.image,
  )

export const careerCard = (post: CareerDetail): ShareCard =>
  withImage(
    {
      title: post.title,
      section: careerSection(post.type),
      detail: joinSection(post.organization, post.location),
    },
    post.image,
  )
