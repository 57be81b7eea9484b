/**
 * Plain data handed from the server to the shell's client pieces. Nothing here is a database
 * document: loaders map CMS documents into these shapes so no private field reaches the browser.
 */
import type { SocialIcon } from '@/fields/links'

export type { SocialIcon }

export type NavLink = {
  label: string
  href: string
  /** Opens in a new tab with rel="noopener noreferrer". */
  external: boolean
}

export type MenuLeaf = NavLink & { comingSoon?: boolean }

export type MenuSub = MenuLeaf & { children: MenuLeaf[] }

export type MenuTop = MenuLeaf & {
  /** Items with a dropdown render their sub-menus; Alumni never does in the main header. */
  children: MenuSub[]
}

export type SocialLink = NavLink & { icon: SocialIcon; image?: ImageData }

export type ImageData = { url: string; alt: string; width: number; height: number }

export type LinkGroup = { title: string; links: NavLink[] }

export type TopBarData = {
  social: SocialLink[]
  campus: LinkGroup
  alumni: LinkGroup
  linkGroups: LinkGroup[]
  registerNow: NavLink
}

export type FooterContactItem = {
  icon: 'map-pin' | 'phone' | 'mail' | 'clock' | 'whatsapp'
  text: string
  href?: string
}

export type FooterData = {
  contact: { title: string; items: FooterContactItem[] }
  informationGroups: LinkGroup[]
  quickLinks: LinkGroup
  socialMedia: { title: string; items: SocialLink[] }
  copyright: string
  address: string
  phone: string
}

export type SupportContactData = { title: string; phone: string; href: string }

export type SiteData = {
  collegeName: string
  shortName: string
  description: string
  headerFixAfter: number
}

export type AlumniNav = { anchors: NavLink[] }
