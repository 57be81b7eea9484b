import { CAREER_SECTIONS, type CareerType } from '@/features/career/format'
import { PUBLIC_STATIC_ROUTES } from '@/features/shell/routes'

/**
 * Where each page's share image is: `/og` + the page's path (`/og` alone for the home page, which
 * is also the site's default card). One route (src/app/(site)/og/[[...path]]/route.tsx) answers
 * them all; a path it does not know is a 404, so no one can make a card say what they like.
 */
export const SHARE_IMAGE_ROOT = '/og'

/** The pages a share image is drawn for, and what identifies their record. */
export type ShareSubject =
  | { kind: 'home' }
  | { kind: 'page'; path: string }
  | { kind: 'news-category'; category: string }
  | { kind: 'news'; category: string; slug: string }
  | { kind: 'programme'; slug: string }
  | { kind: 'organisation'; slug: string }
  | { kind: 'career'; type: CareerType; slug: string }

const SLUG = '([a-z0-9][a-z0-9-]*)'
const CAREER_TYPES = Object.keys(CAREER_SECTIONS) as CareerType[]

/** The parameterised routes with a card of their own, each with the subject its match names. */
const PATTERNS: { pattern: RegExp; subject: (m: string[]) => ShareSubject }[] = [
  {
    pattern: new RegExp(`^/tentang-utb/berita/${SLUG}/${SLUG}$`),
    subject: ([, category, slug]) => ({ kind: 'news', category: category!, slug: slug! }),
  },
  {
    pattern: new RegExp(`^/tentang-utb/berita/${SLUG}$`),
    subject: ([, category]) => ({ kind: 'news-category', category: category! }),
  },
  {
    pattern: new RegExp(`^/akademik/program-studi/${SLUG}$`),
    subject: ([, slug]) => ({ kind: 'programme', slug: slug! }),
  },
  {
    pattern: new RegExp(`^/mahasiswa/organisasi-mahasiswa/${SLUG}$`),
    subject: ([, slug]) => ({ kind: 'organisation', slug: slug! }),
  },
  {
    pattern: new RegExp(`^/pusat-karir/(${CAREER_TYPES.join('|')})/${SLUG}$`),
    subject: ([, type, slug]) => ({ kind: 'career', type: type as CareerType, slug: slug! }),
  },
]

/**
 * The subject of a page path, or null when it has no card of its own (the applicant area, an
 * unknown path). Static routes come first: `/tentang-utb/berita/halaman` is no category.
 */
export function shareSubject(path: string): ShareSubject | null {
  if (path === '/' || path === '/index.html') return { kind: 'home' }
  if ((PUBLIC_STATIC_ROUTES as readonly string[]).includes(path)) return { kind: 'page', path }
  for (const { pattern, subject } of PATTERNS) {
    const match = pattern.exec(path)
    if (match) return subject([...match])
  }
  return null
}

/** The page path of the image route's segments: none for the home page. */
export const pagePathOf = (segments: string[] | undefined) => `/${(segments ?? []).join('/')}`

/**
 * The share image of a page (the subject path its metadata names, not its canonical address: a
 * later page of a list shares the list's card). A page without a card of its own shares the
 * site's default, the home page's card.
 */
export function shareImagePath(path: string): string {
  const subject = shareSubject(path)
  return !subject || subject.kind === 'home' ? SHARE_IMAGE_ROOT : `${SHARE_IMAGE_ROOT}${path}`
}

/** The image route's pre-rendered paths: the home page and every public static page. */
export const staticShareParams = () =>
  PUBLIC_STATIC_ROUTES.map((path) => ({ path: path.split('/').filter(Boolean) }))
