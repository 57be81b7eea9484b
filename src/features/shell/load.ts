import 'server-only'
import { cached } from '@/lib/cached'
import type { GlobalSlug } from 'payload'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import { toAlumniAnchors, toBanner, toFooter, toMenu, toQuotes, toSite, toSupportContacts, toTopBar } from './map'
import type { MainMenu, SiteSetting } from '@/payload-types'

/**
 * Shell data for every public page. Read as an anonymous visitor (overrideAccess: false, no
 * user) so the access rules decide what is public, and cached under tags that the CMS hooks
 * expire on every change.
 */

async function readGlobal<T>(slug: GlobalSlug, depth = 0): Promise<T> {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, depth, overrideAccess: false })) as T
}

const siteDoc = cached('site-settings', [TAGS.siteSettings], () => readGlobal<SiteSetting>('site-settings'))
const menuDoc = cached('main-menu', [TAGS.mainMenu], () => readGlobal<MainMenu>('main-menu'))

export const getSite = async () => toSite(await siteDoc())

export const getTopBar = cached('top-bar', [TAGS.topBar, TAGS.siteSettings], async () =>
  toTopBar(await readGlobal('top-bar'), await siteDoc()),
)

export const getMenu = async () => toMenu(await menuDoc())
export const getAlumniAnchors = async () => toAlumniAnchors(await menuDoc())

export const getFooter = cached('footer', [TAGS.footer, TAGS.siteSettings], async () =>
  toFooter(await readGlobal('footer', 1), await siteDoc()),
)

export const getSupportContacts = cached('support-contacts', [TAGS.supportContacts, TAGS.siteSettings], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'support-contacts', sort: 'order', limit: 20, overrideAccess: false, depth: 0 })
  return toSupportContacts(docs, (await siteDoc()).chatGreeting)
})

export const getLoadingQuotes = cached('loading-quotes', [TAGS.loadingQuotes], async () =>
  toQuotes(await readGlobal('loading-quotes')),
)

export const getBanner = (segment: string) =>
  cached(`banner:${segment}`, [TAGS.banners], async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'banners',
      where: { bannerUrl: { equals: segment } },
      limit: 1,
      depth: 1,
      overrideAccess: false,
    })
    return docs[0] ? { image: toBanner(docs[0]) ?? null } : null
  })()
