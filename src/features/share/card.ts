import { CAREER_SECTIONS, type CareerType } from '@/features/career/format'
import type { ImageData } from '@/features/shell/types'

/**
 * Pure rules of the share images (the Open Graph / Twitter card of each page): what a card says
 * and how its title fits. The loader (load.ts) fills a ShareCard from the CMS, render.tsx draws it.
 */

/** Open Graph's recommended size (1.91:1); every card has it. JPEG: photos stay small. */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const

/** The photo beside the title: the right part of the card, full height. */
export const SHARE_PHOTO = { width: 480, height: SHARE_IMAGE.height } as const

export type ShareCard = {
  /** The record's or page's title. */
  title: string
  /** The part of the site it belongs to ("Berita · Kampus", "Program Studi"); empty on top-level pages. */
  section: string
  /** One line under the title (the organisation of a vacancy, the faculty of a programme), or empty. */
  detail: string
  image?: ImageData
}

/** What each kind of record is called on its card. */
export const SECTION_LABELS = {
  news: 'Berita',
  programme: 'Program Studi',
  organisation: 'Organisasi Mahasiswa',
} as const

export const careerSection = (type: CareerType) => CAREER_SECTIONS[type].label

/** The parts of the site by their first path segment; `tentang-utb` is named with the short name. */
const AREAS: Record<string, string> = {
  akademik: 'Akademik',
  mahasiswa: 'Mahasiswa',
  pendaftaran: 'Pendaftaran',
  'pusat-karir': 'Pusat Karir',
}

/** The section of a page from its path: "/pusat-karir/tracer-study" → "Pusat Karir". */
export function sectionOfPath(path: string, shortName: string): string {
  const segments = path.split('/').filter(Boolean)
  // A top-level page (/faq, /ikatan-alumni) is a section of its own: its title says it.
  if (segments.length < 2) return ''
  const first = segments[0]!
  if (first === 'tentang-utb') return `Tentang ${shortName || 'Kampus'}`
  return AREAS[first] ?? ''
}

/** "Berita · Kampus": a section and what narrows it, leaving out what is empty. */
export const joinSection = (...parts: (string | undefined)[]) =>
  parts.filter((p) => p?.trim()).join(' · ')

/**
 * The characters the card's font has (Plus Jakarta Sans, Latin subset, as @fontsource ships it):
 * anything else (emoji, other scripts) would make the renderer fetch a font or an emoji from the
 * internet, which these servers cannot reach. Such characters are left out.
 */
const LATIN_SUBSET = new RegExp(
  '[^\\u0020-\\u007e\\u00a0-\\u00ff\\u0131\\u0152\\u0153\\u02bb\\u02bc\\u02c6\\u02da\\u02dc' +
    '\\u0304\\u0308\\u0329\\u2000-\\u206f\\u20ac\\u2122\\u2191\\u2193\\u2212\\u2215]',
  'gu',
)

/** Text the card can draw: composed, in the font's characters, one line of single spaces. */
export const cardText = (text: string | null | undefined) =>
  (text ?? '').normalize('NFC').replace(LATIN_SUBSET, ' ').replace(/\s+/g, ' ').trim()

/** At most `max` characters, cut at a word boundary with an ellipsis when it was longer. */
export function clampText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  // A single very long word is cut where it is.
  const head = space > max / 2 ? cut.slice(0, space) : cut
  return `${head.replace(/[\s,.;:–-]+$/u, '')}…`
}

/** The title's room: beside the photo, or the card's whole width less its margins. */
const TITLE_WIDTH = { photo: 580, full: 1070 } as const
const TITLE_LINES = 3
/** Font sizes tried from the largest; a bold Latin letter is about 0.58 em wide on average. */
const TITLE_SIZES = [68, 58, 50] as const
const EM_PER_CHAR = 0.58
/** Wrapping at word boundaries leaves part of each line empty. */
const LINE_FILL = 0.85

const capacity = (fontSize: number, withPhoto: boolean) =>
  Math.floor(
    ((withPhoto ? TITLE_WIDTH.photo : TITLE_WIDTH.full) / (fontSize * EM_PER_CHAR)) *
      LINE_FILL *
      TITLE_LINES,
  )

/**
 * The title's text and font size: the largest size at which it fits in three lines, else the
 * smallest size with the title clamped to what three lines hold.
 */
export function titleLayout(title: string, withPhoto: boolean): { text: string; fontSize: number } {
  const text = cardText(title)
  const fits = TITLE_SIZES.find((size) => text.length <= capacity(size, withPhoto))
  if (fits) return { text, fontSize: fits }
  const smallest = TITLE_SIZES.at(-1)!
  return { text: clampText(text, capacity(smallest, withPhoto)), fontSize: smallest }
}
