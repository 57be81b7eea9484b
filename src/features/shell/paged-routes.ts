/**
 * Paged lists. Reading searchParams would render a list on every request, so page 1 is the
 * static list route and page N is the numbered route `list/halaman/N` (or `list/tampil/N`),
 * rendered on first request and then served from the ISR cache. The pages link to the numbered
 * routes (a static page's client cache ignores the query string); the query form of the
 * original site (`list?halaman=N`) is rewritten to them by next.config.ts.
 */
export type PagedList = { path: string; query: 'halaman' | 'tampil' }

export const PAGED_LISTS: PagedList[] = [
  { path: '/tentang-utb/berita', query: 'halaman' },
  { path: '/tentang-utb/berita/:category', query: 'halaman' },
  { path: '/tentang-utb/prestasi-institusi', query: 'tampil' },
  { path: '/mahasiswa/prestasi', query: 'tampil' },
  { path: '/pusat-karir/lowongan-kerja', query: 'halaman' },
  { path: '/pusat-karir/info-magang', query: 'halaman' },
  { path: '/pusat-karir/pengembangan-dan-pelatihan', query: 'halaman' },
  { path: '/mahasiswa/cerita-alumni', query: 'halaman' },
]

/** next.config.ts `beforeFiles` rewrites: only plain numbers are rewritten; anything else shows page 1. */
export const pagedRewrites = () =>
  PAGED_LISTS.map(({ path, query }) => ({
    source: path,
    has: [{ type: 'query' as const, key: query, value: '(?<n>\\d{1,4})' }],
    destination: `${path}/${query}/:n`,
  }))

/** The page number of an internal paged route; null (→ 404) for anything but a plain positive integer. */
export function pageParam(value: string): number | null {
  if (!/^\d{1,4}$/.test(value)) return null
  const n = Number(value)
  return n >= 1 ? n : null
}
