import 'server-only'
import type { Where } from 'payload'
import { cached } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { getAchievements, readHeadlineNews } from '@/features/news/load'
import { toNewsCard } from '@/features/news/map'
import type { HomePage } from '@/payload-types'
import { inSelectedOrder, isVisible, latestFirst, relationIds, sectionLimit, toHomeData, toPartnerLogo, toProgrammeCard } from './map'
import type { HomeData } from './types'

/**
 * The home page (§3 "Dashboard content"): the home-page global plus the partner, programme and
 * news lists it shows. Every read is made as an anonymous visitor (overrideAccess: false, no
 * user), so only published programmes and news appear. Cached under the tags of everything it
 * shows; the Payload hooks expire them on every change.
 */
const published: Where = { _status: { equals: 'published' } }

async function readPartners(selected: number[]) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'partners',
    ...(selected.length ? { where: { id: { in: selected } } } : {}),
    sort: 'order',
    limit: 60,
    depth: 1,
    overrideAccess: false,
  })
  return inSelectedOrder(docs, selected).flatMap((d) => toPartnerLogo(d) ?? [])
}

async function readProgrammes(selected: number[]) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'programmes',
    where: selected.length ? { and: [published, { id: { in: selected } }] } : published,
    sort: 'createdAt',
    limit: 24,
    depth: 1,
    overrideAccess: false,
  })
  return inSelectedOrder(docs, selected).map(toProgrammeCard)
}

/** Headline news ("Berita utama"), through the news loader the content API reads too. */
const readHeadlineCards = async (limit: number) => (await readHeadlineNews(limit)).map(toNewsCard)

/** The latest achievements of both kinds (institutional and student), through the news loader. */
async function readAchievements(limit: number) {
  const [institutional, student] = await Promise.all([getAchievements('institutional', limit), getAchievements('student', limit)])
  return latestFirst([institutional.items, student.items], limit)
}

export const getHome = cached(
  'home-page',
  [TAGS.homePage, TAGS.partners, TAGS.programmes, TAGS.news, TAGS.newsCategories],
  async (): Promise<HomeData> => {
    const payload = await getPayloadClient()
    const doc = (await payload.findGlobal({ slug: 'home-page', depth: 1, overrideAccess: false })) as Partial<HomePage>
    const [partners, programmes, achievements, news] = await Promise.all([
      isVisible(doc.logoCarousel) ? readPartners(relationIds(doc.logoCarousel?.partners)) : [],
      isVisible(doc.majors) ? readProgrammes(relationIds(doc.majors?.programmes)) : [],
      isVisible(doc.achievements) ? readAchievements(sectionLimit(doc.achievements)) : [],
      isVisible(doc.newsHeadline) ? readHeadlineCards(sectionLimit(doc.newsHeadline)) : [],
    ])
    return toHomeData(doc, { partners, programmes, achievements, news })
  },
)
