import { describe, expect, it } from 'vitest'
import {
  cutText,
  formatNewsDate,
  pageLinks,
  parsePage,
  parseShown,
  shareLinks,
  stripMarkup,
} from '@/features/news/format'

describe('news pagination', () => {
  it('reads ?halaman= as a positive page number, else page 1', () => {
    expect(parsePage('3')).toBe(3)
    expect(parsePage(['2', '5'])).toBe(2)
    for (const bad of [undefined, '', '0', '-2', 'dua', '1.5', '99999999999999999999'])
      expect(parsePage(bad)).toBe(1)
  })

  it('links page 1 to the bare path and later pages to …/halaman/N', () => {
    const links = pageLinks('/tentang-utb/berita', 2, 3)
    expect(links.map((l) => l.href)).toEqual([
      '/tentang-utb/berita',
      '/tentang-utb/berita/halaman/2',
      '/tentang-utb/berita/halaman/3',
    ])
    expect(links.filter((l) => l.current).map((l) => l.page)).toEqual([2])
  })

  it('shows achievements in steps of 6 (§9) within a cap', () => {
    expect(parseShown(undefined)).toBe(6)
    expect(parseShown('12')).toBe(12)
    expect(parseShown('7')).toBe(12)
    expect(parseShown('abc')).toBe(6)
    expect(parseShown('100000')).toBe(120)
  })
})

describe('news dates', () => {
  it('formats in Indonesian, on the Jakarta calendar day', () => {
    expect(formatNewsDate('2026-03-12T05:00:00.000Z')).toBe('12 Maret 2026')
    // 20:00 UTC on 11 March is already 12 March in Jakarta (UTC+7).
    expect(formatNewsDate('2026-03-11T20:00:00.000Z')).toBe('12 Maret 2026')
    expect(formatNewsDate('bukan tanggal')).toBe('')
  })
})

describe('excerpts', () => {
  it('strips markup and collapses whitespace', () => {
    expect(stripMarkup('<p>Halo&nbsp;<b>UTB</b></p>\n<p>R&amp;D</p>')).toBe('Halo UTB R&D')
  })

  it('cuts at a word boundary to at most the limit, with an ellipsis', () => {
    const text = 'Laboratorium kecerdasan artifisial baru di Gedung Teknologi lantai empat '.repeat(
      5,
    )
    const cut = cutText(text, 150)
    expect(cut.length).toBeLessThanOrEqual(150)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false)
    expect(cutText('Pendek saja.', 150)).toBe('Pendek saja.')
  })
})

describe('share links', () => {
  const url = 'https://utb.ac.id/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai'
  const links = Object.fromEntries(
    shareLinks(url, 'UTB & AI').map((l) => [l.network, new URL(l.href)]),
  )

  it('has the five networks, each carrying the encoded article URL', () => {
    expect(Object.keys(links)).toEqual(['WhatsApp', 'Facebook', 'X', 'LinkedIn', 'Telegram'])
    expect(links.WhatsApp!.searchParams.get('text')).toBe(`UTB & AI ${url}`)
    expect(links.Facebook!.searchParams.get('u')).toBe(url)
    expect(links.X!.searchParams.get('url')).toBe(url)
    expect(links.X!.searchParams.get('text')).toBe('UTB & AI')
    expect(links.LinkedIn!.searchParams.get('url')).toBe(url)
    expect(links.Telegram!.searchParams.get('url')).toBe(url)
    expect(links.Facebook!.href).toContain(encodeURIComponent(url))
  })
})
