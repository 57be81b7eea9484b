/**
 * Maps CMS documents to the plain props of the shell. Pure functions: unit-tested without a
 * database, and the only place that knows both shapes.
 */
import type {
  Banner,
  Footer,
  LoadingQuote,
  MainMenu,
  Media,
  SiteSetting,
  SupportContact,
  TopBar,
} from '@/payload-types'
import { alumniAnchors, buildMenu, headerHref, link, type RawTop } from './menu-links'
import type {
  FooterData,
  ImageData,
  LinkGroup,
  MenuTop,
  NavLink,
  SiteData,
  SupportContactData,
  TopBarData,
} from './types'
import { whatsAppLink } from './whatsapp'

const navLink = (label: string, href: string): NavLink => link(label, href)

/**
 * Payload prefixes file URLs with serverURL; files it serves itself are made site-relative so
 * next/image treats them as local (and the page does not depend on the configured host).
 */
export function mediaPath(url: string): string {
  const parsed = new URL(url, 'http://relative.invalid')
  return parsed.pathname.startsWith('/api/cms/media/file/')
    ? `${parsed.pathname}${parsed.search}`
    : url
}

export function toImage(media: number | Media | null | undefined): ImageData | undefined {
  if (!media || typeof media === 'number' || !media.url) return undefined
  return {
    url: mediaPath(media.url),
    alt: media.alt,
    width: media.width ?? 64,
    height: media.height ?? 64,
  }
}

/** Required in the admin, but empty on a fresh production database until staff fill them in. */
export function toSite(doc: SiteSetting): SiteData {
  return {
    collegeName: doc.collegeName ?? '',
    shortName: doc.shortName ?? '',
    description: doc.description ?? '',
    headerFixAfter: doc.headerFixAfter ?? 500,
  }
}

export function toTopBar(doc: TopBar, site: SiteSetting): TopBarData {
  const internal = (group: TopBar['campus']): LinkGroup => ({
    title: group?.title ?? '',
    links: (group?.items ?? []).map((i) => navLink(i.name, headerHref(i.url))),
  })
  return {
    social: (doc.social ?? []).map((s) => ({ ...navLink(s.name, s.url), icon: s.icon })),
    campus: internal(doc.campus),
    alumni: internal(doc.alumni),
    linkGroups: (doc.linkGroups ?? []).map((g) => ({
      title: g.title,
      links: (g.items ?? []).map((i) => navLink(i.name, i.url)),
    })),
    registerNow: navLink(site.registerNowLabel, site.registerNowUrl),
  }
}

const rawMenu = (doc: MainMenu): RawTop[] => (doc.items ?? []) as RawTop[]
export const toMenu = (doc: MainMenu): MenuTop[] => buildMenu(rawMenu(doc))
export const toAlumniAnchors = (doc: MainMenu): NavLink[] => alumniAnchors(rawMenu(doc))

export function toFooter(doc: Footer, site: SiteSetting): FooterData {
  const links = (list: { name: string; url: string }[] | null | undefined) =>
    (list ?? []).map((l) => navLink(l.name, l.url))
  return {
    contact: {
      title: doc.contact?.title ?? 'Kontak',
      items: (doc.contact?.items ?? []).map((i) => ({
        icon: i.icon,
        text: i.text,
        ...(i.url ? { href: i.url } : {}),
      })),
    },
    informationGroups: (doc.informationGroups ?? []).map((g) => ({
      title: g.title,
      links: links(g.links),
    })),
    quickLinks: {
      title: doc.quickLinks?.title ?? 'Tautan Cepat',
      links: links(doc.quickLinks?.links),
    },
    socialMedia: {
      title: doc.socialMedia?.title ?? 'Media Sosial',
      items: (doc.socialMedia?.items ?? []).map((s) => {
        const image = toImage(s.image)
        return { ...navLink(s.name, s.url), icon: s.icon, ...(image ? { image } : {}) }
      }),
    },
    copyright: site.copyright,
    address: site.address,
    phone: site.phone,
  }
}

export function toSupportContacts(
  docs: SupportContact[],
  greeting?: string | null,
): SupportContactData[] {
  return docs.flatMap((d) => {
    const href = whatsAppLink(d.phone, greeting ?? undefined)
    return href ? [{ title: d.title, phone: d.phone, href }] : []
  })
}

export const toQuotes = (doc: LoadingQuote) =>
  (doc.quotes ?? []).map((q) => ({ text: q.text, ...(q.author ? { author: q.author } : {}) }))

export const toBanner = (doc: Banner | undefined): ImageData | undefined => toImage(doc?.image)
