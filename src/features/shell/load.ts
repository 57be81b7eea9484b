import 'server-only'
import { cached } from '@/lib/cached'
import type { GlobalSlug } from 'payload'
import { getPayloadClient } from '@/lib/payload'
import { TAGS } from '@/lib/cache-tags'
import {
  toAlumniAnchors,
  toBanner,
  toFooter,
  toMenu,
  toQuotes,
  toSite,
  toSupportContacts,
  toTopBar,
} from './map'
import type { Footer, MainMenu, SiteSetting, TopBar } from '@/payload-types'

/**
 * Shell data for every public page. Read as an anonymous visitor (overrideAccess: false, no
 * user) so the access rules decide what is public, and cached under tags that the CMS hooks
 * expire on every change.
 */

async function readGlobal<T>(slug: GlobalSlug, depth = 0): Promise<T> {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, depth, overrideAccess: false })) as T
}

/** Cached *documents*: the pages map them to props, the content API to its wire shapes. */
export const readSiteSettings = cached('site-settings', [TAGS.siteSettings], () =>
  readGlobal<SiteSetting>('site-settings'),
)
export const readMainMenu = cached('main-menu', [TAGS.mainMenu], () =>
  readGlobal<MainMenu>('main-menu'),
)
export const readTopBar = cached('top-bar-doc', [TAGS.topBar], () => readGlobal<TopBar>('top-bar'))
export const readFooter = cached('footer-doc', [TAGS.footer], () => readGlobal<Footer>('footer', 1))

export const readSupportContacts = cached(
  'support-contacts-docs',
  [TAGS.supportContacts],
  async () => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'support-contacts',
      sort: 'order',
      limit: 20,
      overrideAccess: false,
      depth: 0,
    })
    return docs
  },
)

/** Every breadcrumb banner (a few dozen at most), by page segment. */
export const readBanners = cached('banners', [TAGS.banners], async () => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'banners',
    sort: 'bannerUrl',
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs
})

export const getSite = async () => toSite(await readSiteSettings())

export const getTopBar = async () => toTopBar(await readTopBar(), await readSiteSettings())

export const getMenu = async () => toMenu(await readMainMenu())
export const getAlumniAnchors = async () => toAlumniAnchors(await readMainMenu())

export const getFooter = async () => toFooter(await readFooter(), await readSiteSettings())

export const getSupportContacts = async () =>
  toSupportContacts(await readSupportContacts(), (await readSiteSettings()).chatGreeting)

export const getLoadingQuotes = cached('loading-quotes', [TAGS.loadingQuotes], async () =>
  toQuotes(await readGlobal('loading-quotes')),
)

export async function getBanner(segment: string) {
  const doc = (await readBanners()).find((d) => d.bannerUrl === segment)
  return doc ? { image: toBanner(doc) ?? null } : null
}
