import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { TAGS } from '@/lib/cache-tags'
import {
  isApplicantArea,
  isPublicStaticRoute,
  ROBOTS_DISALLOW,
  STATIC_ROUTES,
} from '@/features/shell/routes'
import {
  newest,
  parseSitemapId,
  SITEMAP_CHUNK,
  sitemapIds,
  sitemapIndexXml,
  STATIC_PAGE_SOURCES,
  staticLastModified,
} from '@/features/sitemap/sitemap-plan'

describe('sitemaps per content type', () => {
  it('has one file per type, and more for a type past the chunk size', () => {
    const counts = {
      halaman: 1,
      berita: 0,
      'program-studi': 12,
      karier: 35,
      'organisasi-mahasiswa': 9,
    }
    expect(sitemapIds(counts)).toEqual([
      'halaman-1',
      'berita-1',
      'program-studi-1',
      'karier-1',
      'organisasi-mahasiswa-1',
    ])
    const large = sitemapIds({ ...counts, berita: SITEMAP_CHUNK * 2 + 1 })
    expect(large.filter((id) => id.startsWith('berita-'))).toEqual([
      'berita-1',
      'berita-2',
      'berita-3',
    ])
  })

  it('reads back the type and the file number of an id, and nothing else', () => {
    expect(parseSitemapId('organisasi-mahasiswa-1')).toEqual({
      kind: 'organisasi-mahasiswa',
      chunk: 1,
    })
    expect(parseSitemapId('berita-12')).toEqual({ kind: 'berita', chunk: 12 })
    for (const bad of ['berita', 'berita-0', 'rahasia-1', 'berita-1.xml', '../halaman-1', ''])
      expect(parseSitemapId(bad)).toBeNull()
  })
})

describe('lastmod of the static pages', () => {
  it('names the content of every public static page, and of no applicant page', () => {
    const publicRoutes = STATIC_ROUTES.filter(isPublicStaticRoute)
    expect(Object.keys(STATIC_PAGE_SOURCES).sort()).toEqual([...publicRoutes].sort())
    for (const tags of Object.values(STATIC_PAGE_SOURCES)) expect(tags.length).toBeGreaterThan(0)
    expect(publicRoutes).not.toContain('/index.html')
    expect(publicRoutes.filter(isApplicantArea)).toEqual([])
  })

  it('is the newest update among a page’s sources, its own CMS page by path, else the fallback', () => {
    const updated = {
      byTag: {
        [TAGS.news]: '2026-11-20T08:00:00.000Z',
        [TAGS.newsCategories]: '2026-01-02T08:00:00.000Z',
        [TAGS.management]: '2026-11-21T08:00:00.000Z',
      },
      pages: {
        '/tentang-utb/sejarah': '2026-05-01T00:00:00.000Z',
        '/tentang-utb/struktur-organisasi': '2026-10-01T00:00:00.000Z',
      },
    }
    const fallback = '2026-02-02T00:00:00.000Z'
    expect(staticLastModified('/tentang-utb/berita', updated, fallback)).toBe(
      '2026-11-20T08:00:00.000Z',
    )
    expect(staticLastModified('/tentang-utb/sejarah', updated, fallback)).toBe(
      '2026-05-01T00:00:00.000Z',
    )
    expect(staticLastModified('/tentang-utb/struktur-organisasi', updated, fallback)).toBe(
      '2026-11-21T08:00:00.000Z',
    )
    // A page another page's record does not describe: not /tentang-utb/sejarah's date.
    expect(staticLastModified('/tentang-utb/visi-misi', updated, fallback)).toBe(fallback)
    expect(newest([undefined, 'bukan tanggal', '2026-01-01T00:00:00.000Z', null])).toBe(
      '2026-01-01T00:00:00.000Z',
    )
  })
})

describe('the sitemap index', () => {
  it('lists each file with its lastmod, escaped and parseable', () => {
    const xml = sitemapIndexXml([
      {
        url: 'https://utb.ac.id/peta-situs/sitemap/halaman-1.xml',
        lastModified: '2026-11-20T08:00:00.000Z',
      },
      { url: 'https://utb.ac.id/peta-situs/sitemap/berita-1.xml?a=1&b=2' },
    ])
    const parsed = new XMLParser({ isArray: (n) => n === 'sitemap' }).parse(xml)
    expect(parsed.sitemapindex.sitemap).toEqual([
      {
        loc: 'https://utb.ac.id/peta-situs/sitemap/halaman-1.xml',
        lastmod: '2026-11-20T08:00:00.000Z',
      },
      { loc: 'https://utb.ac.id/peta-situs/sitemap/berita-1.xml?a=1&b=2' },
    ])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  })
})

describe('robots.txt', () => {
  it('keeps the applicant area out by prefix, naming no single private or test page', () => {
    expect(ROBOTS_DISALLOW).toEqual(['/admin', '/api/', '/daftar$', '/daftar/', '/multi-step-form'])
    for (const path of [
      '/daftar',
      '/daftar/data-saya',
      '/daftar/atur-ulang-sandi',
      '/multi-step-form',
    ])
      expect(isApplicantArea(path)).toBe(true)
    for (const path of ['/pendaftaran/jadwal-seleksi', '/daftar-ulang', '/'])
      expect(isApplicantArea(path)).toBe(false)
  })
})
