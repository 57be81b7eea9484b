import type { HomePage, News, Partner, Programme } from '@/payload-types'
import { toNewsCard } from '@/features/news/map'
import { youTubeEmbed } from '@/lib/youtube'
import { programmePath, toProgrammeView } from '@/features/programmes/map'
import { toImage } from '@/features/shell/map'
import { isExternal } from '@/features/shell/menu-links'
import type { NavLink } from '@/features/shell/types'
import type { Feature, HomeData, HomeHeading, HomeLists, PartnerLogo, ProgrammeCard } from './types'

/** The home-page global and its lists → plain props. Pure, unit-tested. */

type Section = { visible?: boolean | null; title?: string | null; text?: string | null }

/**
 * A section shows unless staff switched it off. A global that was never saved has no groups
 * yet: its sections count as shown, so a fresh site still lists its programmes and news.
 */
export const isVisible = (section: Section | null | undefined): boolean =>
  section?.visible !== false

const heading = (s: Section | null | undefined, fallback = ''): HomeHeading => ({
  title: s?.title?.trim() || fallback,
  text: s?.text?.trim() ?? '',
})

/** A button: only when it has both a label and a link. */
export function toCta(
  label: string | null | undefined,
  url: string | null | undefined,
): NavLink | undefined {
  const l = label?.trim()
  const href = url?.trim()
  return l && href ? { label: l, href, external: isExternal(href) } : undefined
}

/** Ids of a hasMany relationship, whether it was read at depth 0 (ids) or deeper (documents). */
export const relationIds = (
  values: ReadonlyArray<number | { id: number } | null> | null | undefined,
): number[] =>
  (values ?? []).flatMap((v) =>
    typeof v === 'number' ? [v] : v && typeof v.id === 'number' ? [v.id] : [],
  )

/** The documents staff picked, in the order they picked them; no pick means all, as read. */
export function inSelectedOrder<T extends { id: number }>(docs: T[], selected: number[]): T[] {
  if (!selected.length) return docs
  const byId = new Map(docs.map((d) => [d.id, d]))
  return selected.flatMap((id) => byId.get(id) ?? [])
}

/** Several news lists as one, newest first, each article once, at most `limit`. */
export function latestFirst<T extends { id: number; publishedAt: string }>(
  lists: T[][],
  limit: number,
): T[] {
  const seen = new Set<number>()
  return lists
    .flat()
    .filter((n) => !seen.has(n.id) && seen.add(n.id))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, limit)
}

export function toPartnerLogo(doc: Partner): PartnerLogo | undefined {
  const logo = toImage(doc.logo)
  return logo ? { name: doc.name, logo: { ...logo, alt: logo.alt || doc.name } } : undefined
}

export function toProgrammeCard(doc: Programme): ProgrammeCard {
  const p = toProgrammeView(doc)
  return {
    name: p.name,
    href: programmePath(p.slug),
    faculty: p.faculty,
    degree: p.degree,
    accreditation: p.accreditation,
    summary: p.summary,
    ...(p.image ? { image: p.image } : {}),
  }
}

type WithCta = Section & { ctaLabel?: string | null; ctaUrl?: string | null }

const withCta = (s: WithCta | null | undefined) => {
  const cta = toCta(s?.ctaLabel, s?.ctaUrl)
  return { ...heading(s), ...(cta ? { cta } : {}) }
}

const feature = (
  s: (WithCta & { image?: HomePage['headlineLogo']['image'] }) | null | undefined,
): Feature => {
  const image = toImage(s?.image)
  return { ...withCta(s), ...(image ? { image } : {}) }
}

/** A text section needs a title to show. */
const titled = <T extends HomeHeading>(s: Section | null | undefined, value: T): T | null =>
  isVisible(s) && value.title ? value : null

/** A list section: hidden when switched off or when there is nothing to list; the schema's title by default. */
const list = <T>(s: Section | null | undefined, items: T[], fallback: string) =>
  isVisible(s) && items.length ? { ...heading(s, fallback), items } : null

/** How many articles a news section asks for (1–12, default 3). */
export const sectionLimit = (s: { limit?: number | null } | null | undefined) =>
  Math.min(Math.max(Math.trunc(s?.limit ?? 3) || 3, 1), 12)

/** The documents the home page shows besides its global, already chosen and ordered (see load.ts). */
export type HomeDocs = {
  page: Partial<HomePage>
  partners: Partner[]
  programmes: Programme[]
  achievements: News[]
  news: News[]
}

/** The lists' documents → the cards the home page (and the content API's Main Page) shows. */
export const toHomeLists = (docs: HomeDocs): HomeLists => ({
  partners: docs.partners.flatMap((d) => toPartnerLogo(d) ?? []),
  programmes: docs.programmes.map(toProgrammeCard),
  achievements: docs.achievements.map(toNewsCard),
  news: docs.news.map(toNewsCard),
})

export function toHomeData(doc: Partial<HomePage>, lists: HomeLists): HomeData {
  const tour = doc.campusTour
  const embedUrl = tour?.videoUrl ? youTubeEmbed(tour.videoUrl) : undefined
  const steps = (doc.registrationSteps?.steps ?? []).map((s) => ({
    title: s.title,
    description: s.description,
  }))
  const shortcuts = (doc.headlineMenu?.items ?? []).map((i) => ({
    title: i.title,
    description: i.description?.trim() ?? '',
    href: i.url,
    external: isExternal(i.url),
    icon: i.icon,
  }))
  return {
    partners: list(doc.logoCarousel, lists.partners, 'Dipercaya mitra industri dan pendidikan'),
    // The opening carries the page's h1 (the college's name): it shows even without a headline.
    hero: isVisible(doc.headlineLogo) ? feature(doc.headlineLogo) : null,
    shortcuts: list(doc.headlineMenu, shortcuts, 'Jelajahi kampus'),
    achievements: list(
      doc.achievements,
      lists.achievements.slice(0, sectionLimit(doc.achievements)),
      'Prestasi',
    ),
    campusTour: isVisible(tour) && embedUrl ? { ...heading(tour, 'Tur Kampus'), embedUrl } : null,
    majorsIntro: titled(doc.majorsDescription, withCta(doc.majorsDescription)),
    majors: list(doc.majors, lists.programmes, 'Pilihan Program Studi'),
    registration: titled(doc.registrationHeadline, feature(doc.registrationHeadline)),
    scholarship: titled(doc.scholarshipHeadline, feature(doc.scholarshipHeadline)),
    news: list(
      doc.newsHeadline,
      lists.news.slice(0, sectionLimit(doc.newsHeadline)),
      'Berita Terkini',
    ),
    steps: list(doc.registrationSteps, steps, 'Alur Pendaftaran'),
    closing: titled(doc.secondRegistrationHeadline, withCta(doc.secondRegistrationHeadline)),
  }
}
