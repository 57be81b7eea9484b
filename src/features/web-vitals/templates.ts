import { STATIC_ROUTES, isApplicantArea } from '@/features/shell/routes'
import { valuesOf } from '@/lib/vocabulary'

/**
 * The page template a path belongs to: web-vitals records keep only this class, never the
 * path, so an article's slug or anything a visitor typed into a URL is not stored.
 */
export const PAGE_TEMPLATE_LABELS = {
  home: 'beranda',
  'news-list': 'daftar berita',
  'news-article': 'artikel berita',
  programme: 'program studi',
  'career-post': 'info karier',
  organisation: 'organisasi mahasiswa',
  info: 'halaman informasi',
  applicant: 'area pendaftar',
  other: 'lainnya',
}
export type PageTemplate = keyof typeof PAGE_TEMPLATE_LABELS
export const PAGE_TEMPLATES = valuesOf(PAGE_TEMPLATE_LABELS)

const SEGMENT = '[^/]+'
const PATTERNS: [RegExp, PageTemplate][] = [
  [/^\/(index\.html)?$/, 'home'],
  [new RegExp(`^/tentang-utb/berita(/${SEGMENT})?$`), 'news-list'],
  [new RegExp(`^/tentang-utb/berita/${SEGMENT}/${SEGMENT}$`), 'news-article'],
  [new RegExp(`^/akademik/program-studi/${SEGMENT}$`), 'programme'],
  [
    new RegExp(`^/pusat-karir/(lowongan-kerja|info-magang|pengembangan-dan-pelatihan)/${SEGMENT}$`),
    'career-post',
  ],
  [new RegExp(`^/mahasiswa/organisasi-mahasiswa/${SEGMENT}$`), 'organisation'],
]
const STATIC = new Set<string>(STATIC_ROUTES)

/** The template of a path (no query); unknown paths, 404s included, are "other". */
export function pageTemplateOf(path: string): PageTemplate {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  for (const [pattern, template] of PATTERNS) if (pattern.test(clean)) return template
  if (isApplicantArea(clean)) return 'applicant'
  return STATIC.has(clean) ? 'info' : 'other'
}
