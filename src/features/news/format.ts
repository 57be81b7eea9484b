import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'

/** Pure helpers of the news pages (unit-tested): pagination, dates, excerpts, share links. */

export const NEWS_PAGE_SIZE = 21 // the original list's default page: 21 from offset 0
export const ACHIEVEMENTS_STEP = 6 // achievements load 6 at a time
export const SEARCH_EXCERPT_LENGTH = 150 // search descriptions are cut to 150 characters

/** A page number from a search-param value: anything not a positive integer is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw || !/^\d+$/.test(raw)) return 1
  const n = Number(raw)
  return n >= 1 && Number.isSafeInteger(n) ? n : 1
}

/** How many achievements to show for `?tampil=`: a multiple of 6, at least 6, at most `max`. */
export function parseShown(value: string | string[] | undefined, max = 120): number {
  const n = parsePage(value)
  const rounded = Math.ceil(n / ACHIEVEMENTS_STEP) * ACHIEVEMENTS_STEP
  return Math.min(Math.max(rounded, ACHIEVEMENTS_STEP), max)
}

export type PageLink = { page: number; href: string; current: boolean }

/**
 * Links to every page of a list: page 1 is the list itself, later pages `…/halaman/N` (the
 * numbered routes of src/features/shell/paged-routes.ts; `?halaman=N` is rewritten there too).
 */
export function pageLinks(basePath: string, current: number, totalPages: number): PageLink[] {
  return Array.from({ length: Math.max(totalPages, 1) }, (_, i) => i + 1).map((page) => ({
    page,
    href: page === 1 ? basePath : `${basePath}/halaman/${page}`,
    current: page === current,
  }))
}

const DATE_FORMAT = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: JAKARTA_TIME_ZONE,
})

/** "12 Maret 2026", as the calendar day in Jakarta whatever the server's time zone. */
export function formatNewsDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : DATE_FORMAT.format(date)
}

/** Markup removed and whitespace collapsed (descriptions may come from rich text or HTML). */
export function stripMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Cut at a word boundary to at most `max` characters, with an ellipsis when something was cut. */
export function cutText(text: string, max = SEARCH_EXCERPT_LENGTH): string {
  const clean = stripMarkup(text)
  if (clean.length <= max) return clean
  const slice = clean.slice(0, max - 1)
  const space = slice.lastIndexOf(' ')
  return `${(space > max / 2 ? slice.slice(0, space) : slice).replace(/[\s.,;:!?-]+$/, '')}…`
}

export type ShareLink = {
  network: 'WhatsApp' | 'Facebook' | 'X' | 'LinkedIn' | 'Telegram'
  href: string
}

/** Share links of an article (absolute URL) for five networks: WhatsApp, Facebook, X, LinkedIn and Telegram. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  return [
    { network: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'Telegram', href: `https://t.me/share/url?url=${u}&text=${t}` },
  ]
}

/** The news list; a category's list is `NEWS_PATH/{category}`. */
export const NEWS_PATH = '/tentang-utb/berita'
export const categoryPath = (categorySlug: string) => `${NEWS_PATH}/${categorySlug}`

/** The canonical path of an article: /tentang-utb/berita/{category}/{slug}. */
export const articlePath = (categorySlug: string, slug: string) =>
  `${categoryPath(categorySlug)}/${slug}`
