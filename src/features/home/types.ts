import type { NewsCard } from '@/features/news/types'
import type { ImageData, NavLink } from '@/features/shell/types'

/**
 * Plain props of the home page (the original site's "Dashboard content"): never Payload documents.
 * A section that staff hid, or whose list is empty, is `null` and is not rendered.
 */
export type HomeHeading = { title: string; text: string }

export type PartnerLogo = { name: string; logo: ImageData }

export type ShortcutIcon =
  | 'graduation-cap'
  | 'book-open'
  | 'wallet'
  | 'calendar'
  | 'briefcase'
  | 'newspaper'
  | 'users'
  | 'map-pin'
export type Shortcut = {
  title: string
  description: string
  href: string
  external: boolean
  icon: ShortcutIcon
}

export type ProgrammeCard = {
  name: string
  href: string
  faculty: string
  degree: string
  accreditation: string
  summary: string
  image?: ImageData
}

export type Feature = HomeHeading & { image?: ImageData; cta?: NavLink }

export type HomeData = {
  partners: (HomeHeading & { items: PartnerLogo[] }) | null
  hero: Feature | null
  shortcuts: (HomeHeading & { items: Shortcut[] }) | null
  achievements: (HomeHeading & { items: NewsCard[] }) | null
  campusTour: (HomeHeading & { embedUrl: string }) | null
  majorsIntro: (HomeHeading & { cta?: NavLink }) | null
  majors: (HomeHeading & { items: ProgrammeCard[] }) | null
  registration: Feature | null
  scholarship: Feature | null
  news: (HomeHeading & { items: NewsCard[] }) | null
  steps: (HomeHeading & { items: { title: string; description: string }[] }) | null
  closing: (HomeHeading & { cta?: NavLink }) | null
}

/** What the loader reads from the other collections before mapping. */
export type HomeLists = {
  partners: PartnerLogo[]
  programmes: ProgrammeCard[]
  achievements: NewsCard[]
  news: NewsCard[]
}
