import 'server-only'
import type { Where } from 'payload'
import { cached } from '@/lib/cached'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { readAchievements as readAchievementsOf, readHeadlineNews } from '@/features/news/load'
import type { HomePage } from '@/payload-types'
import {
  inSelectedOrder,
  isVisible,
  latestFirst,
  relationIds,
  sectionLimit,
  toHomeData,
  toHomeLists,
  type HomeDocs,
} from './map'
import type { HomeData } from './types'

/**
 * The home page (the original site's "Dashboard content"): the home-page global plus the partner,
 * programme and news lists it shows. Every read is made as an anonymous visitor (overrideAccess:
 * false, no user), so only published programmes and news appear. The *documents* are cached under
 * the tags of everything shown (the Payload hooks expire them on every change): the page maps them
 * to props, the content API (content-body "Main Page") to its wire shape.
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
  return inSelectedOrder(docs, selected)
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
  return inSelectedOrder(docs, selected)
}

/** The latest achievements of both kinds (institutional and student), through the news loader. */
async function readAchievements(limit: number) {
  const [institutional, student] = await Promise.all([
    readAchievementsOf('institutional', 0, limit),
    readAchievementsOf('student', 0, limit),
  ])
  return latestFirst([institutional.docs, student.docs], limit)
}

export const readHome = cached(
  'home-page-docs',
  [TAGS.homePage, TAGS.partners, TAGS.programmes, TAGS.news, TAGS.newsCategories],
  async (): Promise<HomeDocs> => {
    const payload = await getPayloadClient()
    const page = (await payload.findGlobal({
      slug: 'home-page',
      depth: 1,
      overrideAccess: false,
    })) as Partial<HomePage>
    const [partners, programmes, achievements, news] = await Promise.all([
      isVisible(page.logoCarousel) ? readPartners(relationIds(page.logoCarousel?.partners)) : [],
      isVisible(page.majors) ? readProgrammes(relationIds(page.majors?.programmes)) : [],
      isVisible(page.achievements) ? readAchievements(sectionLimit(page.achievements)) : [],
      isVisible(page.newsHeadline) ? readHeadlineNews(sectionLimit(page.newsHeadline)) : [],
    ])
    return { page, partners, programmes, achievements, news }
  },
)

export const getHome = async (): Promise<HomeData> => {
  const docs = await readHome()
  return toHomeData(docs.page, toHomeLists(docs))
}
