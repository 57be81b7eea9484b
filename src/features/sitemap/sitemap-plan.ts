import { TAGS, type CacheTag } from '@/lib/cache-tags'
import type { PublicStaticRoute } from '@/features/shell/routes'

/**
 * The sitemaps: one per content type (`/peta-situs/sitemap/{kind}-{n}.xml`, split into files of
 * `SITEMAP_CHUNK` URLs when a type grows), named by the index at `/sitemap.xml`. Every entry
 * carries `lastmod` from the CMS's `updatedAt`. Pure, unit-tested.
 */

export const SITEMAP_INDEX_PATH = '/sitemap.xml'
export const SITEMAP_KINDS = [
  'halaman',
  'berita',
  'program-studi',
  'karier',
  'organisasi-mahasiswa',
] as const
export type SitemapKind = (typeof SITEMAP_KINDS)[number]

/** URLs per file: well under the protocol's 50,000 and 50 MB, and quick to render. */
export const SITEMAP_CHUNK = 5000

/**
 * Where Next serves `src/app/(site)/peta-situs/sitemap.ts`'s files. Not at the root: a root
 * `sitemap.ts` claims `/sitemap.xml` even with `generateSitemaps`, and that is the index's address.
 */
export const sitemapPath = (id: string) => `/peta-situs/sitemap/${id}.xml`

/** `{kind}-{n}` for each file a type needs (at least one, also when empty). */
export function sitemapIds(counts: Record<SitemapKind, number>): string[] {
  return SITEMAP_KINDS.flatMap((kind) =>
    Array.from(
      { length: Math.max(1, Math.ceil(counts[kind] / SITEMAP_CHUNK)) },
      (_, i) => `${kind}-${i + 1}`,
    ),
  )
}

/** The type and the 1-based file number of an id; null for anything else. */
export function parseSitemapId(id: string): { kind: SitemapKind; chunk: number } | null {
  const match = /^([a-z-]+)-(\d{1,4})$/.exec(id)
  const kind = SITEMAP_KINDS.find((k) => k === match?.[1])
  const chunk = Number(match?.[2])
  return kind && chunk >= 1 ? { kind, chunk } : null
}

/**
 * What each public static page shows, as the cache tags of the content it reads: its `lastmod`
 * is the newest `updatedAt` among them. `TAGS.pages` stands for the CMS page bound to the route.
 * Typed over every public route, so a new route cannot be left out.
 */
export const STATIC_PAGE_SOURCES: Record<PublicStaticRoute, CacheTag[]> = {
  '/': [TAGS.homePage, TAGS.banners, TAGS.news, TAGS.programmes, TAGS.partners],
  '/campus-location': [TAGS.pages],
  '/faq': [TAGS.faqs],
  '/ikatan-alumni': [TAGS.alumniPage],
  '/kebijakan-privasi': [TAGS.privacyNotice],
  '/mahasiswa/cerita-alumni': [TAGS.testimonials],
  '/mahasiswa/galeri-wisuda': [TAGS.galleries],
  '/mahasiswa/kalender-akademik': [TAGS.academicEvents],
  '/mahasiswa/organisasi-mahasiswa': [TAGS.studentOrganisations],
  '/mahasiswa/prestasi': [TAGS.news],
  '/pendaftaran/beasiswa': [TAGS.scholarships],
  '/pendaftaran/biaya-pendidikan': [TAGS.tuitionFees],
  '/pendaftaran/jadwal-seleksi': [TAGS.selectionSchedules],
  '/pendaftaran/unduh-brosur': [TAGS.documents],
  '/pusat-karir/info-magang': [TAGS.careerPosts],
  '/pusat-karir/lowongan-kerja': [TAGS.careerPosts],
  '/pusat-karir/pengembangan-dan-pelatihan': [TAGS.careerPosts],
  '/pusat-karir/tracer-study': [TAGS.pages],
  '/tentang-utb/akreditasi': [TAGS.pages],
  '/tentang-utb/berita': [TAGS.news, TAGS.newsCategories],
  '/tentang-utb/fasilitas-layanan': [TAGS.pages, TAGS.services],
  '/tentang-utb/identitas': [TAGS.pages],
  '/tentang-utb/kerja-sama': [TAGS.pages, TAGS.partners],
  '/tentang-utb/penelitian-dan-pengabdian': [
    TAGS.documents,
    TAGS.communityServiceLinks,
    TAGS.galleries,
  ],
  '/tentang-utb/prestasi-institusi': [TAGS.news],
  '/tentang-utb/sejarah': [TAGS.pages],
  '/tentang-utb/struktur-organisasi': [TAGS.pages, TAGS.management],
  '/tentang-utb/unduh-logo': [TAGS.documents],
  '/tentang-utb/visi-misi': [TAGS.pages],
}

/** The newest of some ISO dates (undefined when there is none). */
export function newest(dates: (string | null | undefined)[]): string | undefined {
  let best: string | undefined
  for (const date of dates) {
    if (date && !Number.isNaN(Date.parse(date)) && (!best || Date.parse(date) > Date.parse(best)))
      best = date
  }
  return best
}

/**
 * A static page's `lastmod`: the newest update of its sources (its own CMS page by path), else
 * the site settings' (the college's name and description every page shows).
 */
export function staticLastModified(
  path: PublicStaticRoute,
  updated: { byTag: Partial<Record<CacheTag, string>>; pages: Record<string, string> },
  fallback: string | undefined,
): string | undefined {
  const dates = STATIC_PAGE_SOURCES[path].map((tag) =>
    tag === TAGS.pages ? updated.pages[path] : updated.byTag[tag],
  )
  return newest(dates) ?? fallback
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The sitemap index (sitemaps.org protocol): each file's absolute URL and newest `lastmod`. */
export function sitemapIndexXml(files: { url: string; lastModified?: string }[]): string {
  const entries = files.map(
    ({ url, lastModified }) =>
      `<sitemap>\n<loc>${escapeXml(url)}</loc>\n` +
      (lastModified ? `<lastmod>${lastModified}</lastmod>\n` : '') +
      `</sitemap>\n`,
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join('')}</sitemapindex>\n`
  )
}
