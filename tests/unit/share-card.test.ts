import { describe, expect, it } from 'vitest'
import {
  cardText,
  clampText,
  joinSection,
  SHARE_IMAGE,
  SHARE_PHOTO,
  sectionOfPath,
  titleLayout,
} from '@/features/share/card'
import {
  careerCard,
  homeCard,
  newsCard,
  organisationCard,
  pageCard,
  programmeCard,
} from '@/features/share/map'
import { shareMetadata } from '@/features/share/metadata'
import { coverCrop, mediaFilename, photoVariant } from '@/features/share/photo-choice'
import {
  pagePathOf,
  SHARE_IMAGE_ROOT,
  shareImagePath,
  shareSubject,
  staticShareParams,
} from '@/features/share/paths'
import type { CareerDetail } from '@/features/career/types'
import type { NewsDetail } from '@/features/news/types'
import type { ProgrammeView } from '@/features/programmes/types'
import type { OrganisationDetail } from '@/features/students/types'
import { PUBLIC_STATIC_ROUTES } from '@/features/shell/routes'

const site = {
  collegeName: 'Universitas Teknologi Bandung',
  shortName: 'UTB',
  description: 'Kampus teknologi di Bandung.',
  headerFixAfter: 500,
}
const photo = { url: '/api/cms/media/file/lab.webp', alt: 'Laboratorium', width: 1600, height: 900 }

describe('share card text', () => {
  it('keeps a title that fits three lines whole, in the largest size it fits', () => {
    expect(titleLayout('Biaya Pendidikan', false)).toEqual({
      text: 'Biaya Pendidikan',
      fontSize: 68,
    })
    const beside = titleLayout('UTB Resmikan Laboratorium Kecerdasan Artifisial', true)
    expect(beside.text).toBe('UTB Resmikan Laboratorium Kecerdasan Artifisial')
    expect(beside.fontSize).toBeLessThan(68)
  })

  it('clamps a title too long for three lines at a word, with an ellipsis', () => {
    const title = 'Pelatihan Cloud Computing dan DevOps untuk Lulusan Baru '.repeat(4).trim()
    const beside = titleLayout(title, true)
    const full = titleLayout(title, false)
    expect(beside.text.endsWith('…')).toBe(true)
    expect(title.startsWith(beside.text.slice(0, -1))).toBe(true)
    expect(beside.text.length).toBeLessThan(full.text.length)
    expect(full.text.length).toBeLessThan(title.length)
    expect(beside.fontSize).toBe(50)
  })

  it('cuts a single long word where it is, and never ends on a comma before the ellipsis', () => {
    expect(clampText('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`)
    expect(clampText('Satu dua, tiga empat lima', 10)).toBe('Satu dua…')
    expect(clampText('Pendek', 10)).toBe('Pendek')
  })

  it('leaves out what the Latin font cannot draw (emoji, other scripts) and extra spaces', () => {
    expect(cardText(' Wisuda 🎓 UTB\n2026  ')).toBe('Wisuda UTB 2026')
    expect(cardText('Kuliah di 東京 — “Jepang”')).toBe('Kuliah di — “Jepang”')
    expect(cardText('Café e\u0301')).toBe('Café é')
    expect(cardText(undefined)).toBe('')
  })
})

describe('share card sections', () => {
  it('names the part of the site by the first path segment, in Indonesian', () => {
    expect(sectionOfPath('/pusat-karir/tracer-study', 'UTB')).toBe('Pusat Karir')
    expect(sectionOfPath('/pendaftaran/beasiswa', 'UTB')).toBe('Pendaftaran')
    expect(sectionOfPath('/mahasiswa/prestasi', 'UTB')).toBe('Mahasiswa')
    expect(sectionOfPath('/tentang-utb/sejarah', 'UTB')).toBe('Tentang UTB')
    expect(sectionOfPath('/tentang-utb/sejarah', '')).toBe('Tentang Kampus')
    expect(sectionOfPath('/faq', 'UTB')).toBe('')
  })

  it('labels each kind of record', () => {
    const article = {
      title: 'UTB Resmikan Laboratorium AI',
      date: '12 Maret 2026',
      author: 'Humas UTB',
      category: { name: 'Kampus', slug: 'kampus' },
      thumbnail: photo,
    } as NewsDetail
    expect(newsCard(article)).toEqual({
      title: 'UTB Resmikan Laboratorium AI',
      section: 'Berita · Kampus',
      detail: '12 Maret 2026 · Humas UTB',
      image: photo,
    })
    const programme = { name: 'Teknik Informatika', degree: 'Sarjana (S1)', faculty: 'FTI' }
    expect(programmeCard(programme as ProgrammeView)).toEqual({
      title: 'Teknik Informatika',
      section: 'Program Studi',
      detail: 'Sarjana (S1) · FTI',
    })
    const post = { title: 'Magang', type: 'info-magang', organization: 'PT A', location: '' }
    expect(careerCard(post as CareerDetail).section).toBe('Informasi Magang')
    expect(careerCard({ ...post, type: 'lowongan-kerja' } as CareerDetail).section).toBe(
      'Lowongan Kerja',
    )
    expect(careerCard({ ...post, type: 'pengembangan-dan-pelatihan' } as CareerDetail)).toEqual({
      title: 'Magang',
      section: 'Pengembangan dan Pelatihan',
      detail: 'PT A',
    })
    const organisation = { name: 'HMIF', groupLabel: 'Himpunan', logo: photo }
    expect(organisationCard(organisation as OrganisationDetail)).toEqual({
      title: 'HMIF',
      section: 'Organisasi Mahasiswa',
      detail: 'Himpunan',
    })
    expect(joinSection('Berita', '', undefined)).toBe('Berita')
  })

  it('draws the home page with the college, its headline and picture; a page with its banner', () => {
    expect(homeCard(site, { title: 'Kampus siap kerja', text: '', image: photo })).toEqual({
      title: 'Universitas Teknologi Bandung',
      section: '',
      detail: 'Kampus siap kerja',
      image: photo,
    })
    expect(homeCard({ ...site, collegeName: '' }, null)).toEqual({
      title: 'Beranda',
      section: '',
      detail: 'Kampus teknologi di Bandung.',
    })
    expect(pageCard('/pendaftaran/biaya-pendidikan', site, undefined)).toEqual({
      title: 'Biaya Pendidikan',
      section: 'Pendaftaran',
      detail: '',
    })
  })
})

describe('share image paths', () => {
  it('puts every page card under /og + the page path, the home page at /og alone', () => {
    expect(shareImagePath('/')).toBe(SHARE_IMAGE_ROOT)
    expect(shareImagePath('/index.html')).toBe(SHARE_IMAGE_ROOT)
    expect(shareImagePath('/faq')).toBe('/og/faq')
    expect(shareImagePath('/tentang-utb/berita/kampus/utb-resmikan-lab')).toBe(
      '/og/tentang-utb/berita/kampus/utb-resmikan-lab',
    )
    expect(shareImagePath('/pusat-karir/info-magang/magang-se')).toBe(
      '/og/pusat-karir/info-magang/magang-se',
    )
  })

  it('gives the applicant area and unknown paths the site default card', () => {
    for (const path of ['/daftar', '/daftar/login', '/multi-step-form', '/x/y', '/pusat-karir/x/y'])
      expect(shareImagePath(path)).toBe(SHARE_IMAGE_ROOT)
  })

  it('names the record of each parameterised route, static routes first', () => {
    expect(shareSubject('/tentang-utb/berita')).toEqual({
      kind: 'page',
      path: '/tentang-utb/berita',
    })
    expect(shareSubject('/tentang-utb/berita/kampus')).toEqual({
      kind: 'news-category',
      category: 'kampus',
    })
    expect(shareSubject('/akademik/program-studi/teknik-informatika')).toEqual({
      kind: 'programme',
      slug: 'teknik-informatika',
    })
    expect(shareSubject('/mahasiswa/organisasi-mahasiswa/hmif')).toEqual({
      kind: 'organisation',
      slug: 'hmif',
    })
    expect(shareSubject('/pusat-karir/pengembangan-dan-pelatihan/cloud')).toEqual({
      kind: 'career',
      type: 'pengembangan-dan-pelatihan',
      slug: 'cloud',
    })
    expect(shareSubject('/tentang-utb/berita/Kampus/<b>')).toBeNull()
    expect(shareSubject('/daftar/login')).toBeNull()
  })

  it('turns the route segments back into the page path, and pre-renders every public page', () => {
    expect(pagePathOf(undefined)).toBe('/')
    expect(pagePathOf(['tentang-utb', 'sejarah'])).toBe('/tentang-utb/sejarah')
    const params = staticShareParams().map((p) => pagePathOf(p.path))
    expect(params).toEqual([...PUBLIC_STATIC_ROUTES])
    expect(params).toContain('/')
    expect(params.filter((p) => p.startsWith('/daftar'))).toEqual([])
  })
})

describe('choosing the photo', () => {
  it('reads only media Payload serves itself', () => {
    expect(mediaFilename('/api/cms/media/file/lab%20baru.webp')).toBe('lab baru.webp')
    expect(mediaFilename('/api/cms/media/file/lab.webp?2')).toBe('lab.webp')
    expect(mediaFilename('https://cdn.example.com/lab.webp')).toBeUndefined()
    expect(mediaFilename('/api/cms/documents/file/brosur.pdf')).toBeUndefined()
    expect(mediaFilename('/api/cms/media/file/%E0%A4%A')).toBeUndefined()
  })

  it('takes the smallest stored size that still covers the photo, else the largest', () => {
    const doc = {
      filename: 'lab.webp',
      width: 3000,
      height: 2000,
      sizes: {
        thumbnail: { filename: 'lab-400x267.webp', width: 400, height: 267 },
        card: { filename: 'lab-768x512.webp', width: 768, height: 512 },
        hero: { filename: 'lab-1600x1067.webp', width: 1600, height: 1067 },
      },
    }
    expect(photoVariant(doc, SHARE_PHOTO)).toBe('lab-1600x1067.webp')
    expect(photoVariant(doc, { width: 300, height: 200 })).toBe('lab-400x267.webp')
    const small = { filename: 'logo.png', width: 200, height: 100, sizes: {} }
    expect(photoVariant(small, SHARE_PHOTO)).toBe('logo.png')
    expect(photoVariant({ filename: 'x.svg', width: null, height: null }, SHARE_PHOTO)).toBe(
      'x.svg',
    )
  })

  it('crops to the photo box around the focal point, within the picture', () => {
    const box = SHARE_PHOTO
    const centred = coverCrop({ width: 1600, height: 900 }, box, {})
    expect(centred.resize).toEqual({ width: 1120, height: 630 })
    expect(centred.extract).toEqual({ left: 320, top: 0, ...box })
    expect(coverCrop({ width: 1600, height: 900 }, box, { x: 0, y: 50 }).extract.left).toBe(0)
    expect(coverCrop({ width: 1600, height: 900 }, box, { x: 100 }).extract.left).toBe(640)
    const tall = coverCrop({ width: 400, height: 1000 }, box, { y: 10 })
    expect(tall.resize).toEqual({ width: 480, height: 1200 })
    expect(tall.extract.top).toBe(0)
    expect(SHARE_IMAGE).toMatchObject({ width: 1200, height: 630 })
  })
})

describe('share tags', () => {
  const input = {
    url: '/faq',
    title: 'Faq | UTB',
    description: 'Faq - UTB.',
    image: '/og/faq',
    imageAlt: 'Faq | UTB',
    siteName: 'UTB',
  }

  it('states og:url, og:locale id_ID, the image with its size and alt, and a large Twitter card', () => {
    expect(shareMetadata(input)).toEqual({
      openGraph: {
        type: 'website',
        title: 'Faq | UTB',
        description: 'Faq - UTB.',
        url: '/faq',
        siteName: 'UTB',
        locale: 'id_ID',
        images: [
          { url: '/og/faq', width: 1200, height: 630, type: 'image/jpeg', alt: 'Faq | UTB' },
        ],
      },
      twitter: { card: 'summary_large_image' },
    })
  })

  it('makes a news article og:type article with its times and author', () => {
    const article = {
      publishedTime: '2026-03-12T05:00:00.000Z',
      modifiedTime: '2026-03-13T05:00:00.000Z',
      authors: ['Humas UTB'],
      section: 'Kampus',
    }
    expect(shareMetadata({ ...input, article }).openGraph).toMatchObject({
      type: 'article',
      ...article,
    })
  })
})
