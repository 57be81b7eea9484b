import { describe, expect, it } from 'vitest'
import { fillUp } from '@/features/news/map'
import {
  inSelectedOrder,
  isVisible,
  latestFirst,
  relationIds,
  sectionLimit,
  toCta,
  toHomeData,
  toPartnerLogo,
  toProgrammeCard,
} from '@/features/home/map'
import type { HomeLists } from '@/features/home/types'
import type { NewsCard } from '@/features/news/types'
import type { Faculty, HomePage, Media, Partner, Programme } from '@/payload-types'

const media = (id: number, alt = 'Gambar'): Media =>
  ({
    id,
    url: `http://localhost:3000/api/cms/media/file/m-${id}.webp`,
    alt,
    width: 1200,
    height: 900,
  }) as Media

const card = (id: number, publishedAt: string): NewsCard => ({
  id,
  title: `Berita ${id}`,
  href: `/tentang-utb/berita/kampus/berita-${id}`,
  date: '',
  publishedAt,
  excerpt: '',
  author: 'Humas UTB',
  category: { name: 'Kampus', slug: 'kampus' },
})

const lists = (over: Partial<HomeLists> = {}): HomeLists => ({
  partners: [
    {
      name: 'PT Mitra',
      logo: { url: '/api/cms/media/file/logo.webp', alt: 'Logo PT Mitra', width: 360, height: 128 },
    },
  ],
  programmes: [
    {
      name: 'Teknik Informatika',
      href: '/akademik/program-studi/teknik-informatika',
      faculty: 'FTIK',
      degree: 'Sarjana (S1)',
      accreditation: 'Unggul',
      summary: 'Ringkas.',
    },
  ],
  achievements: [card(1, '2026-03-01T05:00:00.000Z'), card(2, '2026-02-01T05:00:00.000Z')],
  news: [
    card(3, '2026-03-02T05:00:00.000Z'),
    card(4, '2026-03-01T05:00:00.000Z'),
    card(5, '2026-02-01T05:00:00.000Z'),
    card(6, '2026-01-01T05:00:00.000Z'),
  ],
  ...over,
})

const doc = (over: Partial<HomePage> = {}): Partial<HomePage> => ({
  logoCarousel: { visible: true, title: 'Mitra', text: null },
  headlineLogo: {
    visible: true,
    title: ' Kampus teknologi ',
    text: 'Teks pembuka.',
    image: media(7, 'Gedung utama'),
    ctaLabel: 'Daftar sekarang',
    ctaUrl: '/daftar/option',
  },
  headlineMenu: {
    visible: true,
    title: 'Jelajahi UTB',
    items: [
      { title: 'Beasiswa', url: '/pendaftaran/beasiswa', icon: 'graduation-cap' },
      { title: 'PMB', description: 'Formulir', url: 'https://pmb.utb.ac.id', icon: 'wallet' },
    ],
  },
  achievements: { visible: true, title: 'Prestasi', limit: 1 },
  campusTour: { visible: true, title: 'Tur Kampus', videoUrl: 'https://youtu.be/UTBtur2026' },
  majorsDescription: { visible: true, title: 'Program Studi', ctaLabel: 'Biaya', ctaUrl: '' },
  majors: { visible: true, title: 'Pilihan Program Studi' },
  registrationHeadline: { visible: false, title: 'Daftar' },
  scholarshipHeadline: { visible: true, title: 'Beasiswa', image: 12 },
  newsHeadline: { visible: true, title: 'Berita Terkini', limit: 3 },
  registrationSteps: {
    visible: true,
    title: 'Alur',
    steps: [{ title: 'Bayar', description: 'Rp 300.000' }],
  },
  secondRegistrationHeadline: {
    visible: null,
    title: 'Siap?',
    ctaLabel: 'Mulai',
    ctaUrl: 'https://pmb.utb.ac.id/formulir',
  },
  ...over,
})

describe('home-page global → props', () => {
  it('maps every section, trims texts and keeps only complete buttons', () => {
    const home = toHomeData(doc(), lists())
    expect(home.hero).toEqual({
      title: 'Kampus teknologi',
      text: 'Teks pembuka.',
      image: { url: '/api/cms/media/file/m-7.webp', alt: 'Gedung utama', width: 1200, height: 900 },
      cta: { label: 'Daftar sekarang', href: '/daftar/option', external: false },
    })
    expect(home.majorsIntro).toEqual({ title: 'Program Studi', text: '' })
    // An unpopulated upload (an id) has no picture to show.
    expect(home.scholarship).toEqual({ title: 'Beasiswa', text: '' })
    expect(home.shortcuts?.items).toEqual([
      {
        title: 'Beasiswa',
        description: '',
        href: '/pendaftaran/beasiswa',
        external: false,
        icon: 'graduation-cap',
      },
      {
        title: 'PMB',
        description: 'Formulir',
        href: 'https://pmb.utb.ac.id',
        external: true,
        icon: 'wallet',
      },
    ])
    expect(home.steps?.items).toEqual([{ title: 'Bayar', description: 'Rp 300.000' }])
    expect(home.closing?.cta).toEqual({
      label: 'Mulai',
      href: 'https://pmb.utb.ac.id/formulir',
      external: true,
    })
  })

  it('hides switched-off sections and lists with nothing to show; never-saved flags count as shown', () => {
    const home = toHomeData(
      doc({ headlineMenu: { visible: true, title: 'Kosong', items: [] } }),
      lists({ partners: [], programmes: [] }),
    )
    expect(home.registration).toBeNull()
    expect(home.shortcuts).toBeNull()
    expect(home.partners).toBeNull()
    expect(home.majors).toBeNull()
    expect(home.closing).not.toBeNull()
    expect(isVisible(undefined)).toBe(true)
    expect(isVisible({ visible: null })).toBe(true)
    expect(isVisible({ visible: false })).toBe(false)
  })

  it('limits the news lists to the number staff chose', () => {
    const home = toHomeData(doc(), lists())
    expect(home.achievements?.items.map((n) => n.id)).toEqual([1])
    expect(home.news?.items.map((n) => n.id)).toEqual([3, 4, 5])
    expect(sectionLimit({ limit: 40 })).toBe(12)
    expect(sectionLimit({ limit: 0 })).toBe(3)
    expect(sectionLimit(undefined)).toBe(3)
  })

  it('embeds the campus tour without cookies, and drops it when the link is not YouTube', () => {
    expect(toHomeData(doc(), lists()).campusTour).toEqual({
      title: 'Tur Kampus',
      text: '',
      embedUrl: 'https://www.youtube-nocookie.com/embed/UTBtur2026',
    })
    expect(
      toHomeData(
        doc({ campusTour: { visible: true, title: 'Tur', videoUrl: 'https://vimeo.com/1' } }),
        lists(),
      ).campusTour,
    ).toBeNull()
    expect(
      toHomeData(doc({ campusTour: { visible: true, title: 'Tur', videoUrl: null } }), lists())
        .campusTour,
    ).toBeNull()
  })

  it('still shows the opening and the lists when the global was never saved', () => {
    const home = toHomeData({}, lists())
    expect(home.hero).toEqual({ title: '', text: '' })
    expect(home.majors?.title).toBe('Pilihan Program Studi')
    expect(home.news?.items).toHaveLength(3)
    expect(home.partners?.title).toBe('Dipercaya mitra industri dan pendidikan')
    // Text-only sections need a title, the video a link.
    expect([
      home.registration,
      home.scholarship,
      home.closing,
      home.majorsIntro,
      home.campusTour,
    ]).toEqual([null, null, null, null, null])
  })
})

describe('lists of the home page', () => {
  it('takes relationship ids at any depth and keeps the order staff picked', () => {
    expect(relationIds([3, { id: 1 }, null])).toEqual([3, 1])
    expect(relationIds(null)).toEqual([])
    const docs = [{ id: 1 }, { id: 2 }, { id: 3 }]
    expect(inSelectedOrder(docs, [3, 1, 9])).toEqual([{ id: 3 }, { id: 1 }])
    expect(inSelectedOrder(docs, [])).toEqual(docs)
  })

  it('merges achievement lists newest first without repeats, and tops up headline news', () => {
    const a = [card(1, '2026-01-01T00:00:00Z'), card(2, '2026-03-01T00:00:00Z')]
    const b = [card(3, '2026-02-01T00:00:00Z'), card(2, '2026-03-01T00:00:00Z')]
    expect(latestFirst([a, b], 3).map((n) => n.id)).toEqual([2, 3, 1])
    expect(latestFirst([a, b], 2).map((n) => n.id)).toEqual([2, 3])
    expect(
      fillUp([card(5, 'x')], [card(6, 'x'), card(5, 'x'), card(7, 'x')], 3).map((n) => n.id),
    ).toEqual([5, 6, 7])
    expect(fillUp([], [], 3)).toEqual([])
  })

  it('maps partners with their logo (named after the partner when the logo has no alt) and programmes to cards', () => {
    const partner = {
      id: 1,
      name: 'PT Mitra',
      kind: 'industri',
      logo: { ...media(2), alt: '' },
    } as Partner
    expect(toPartnerLogo(partner)).toEqual({
      name: 'PT Mitra',
      logo: { url: '/api/cms/media/file/m-2.webp', alt: 'PT Mitra', width: 1200, height: 900 },
    })
    expect(toPartnerLogo({ ...partner, logo: 2 })).toBeUndefined()
    const programme = {
      id: 1,
      name: 'Sistem Informasi',
      slug: 'sistem-informasi',
      faculty: { id: 1, name: 'Fakultas Teknik dan Ilmu Komputer' } as Faculty,
      category: 1,
      degree: 'S1',
      accreditation: 'Baik Sekali',
      summary: 'Menjembatani teknologi dan bisnis.',
      description: {},
      image: media(4, 'Laboratorium'),
    } as unknown as Programme
    expect(toProgrammeCard(programme)).toEqual({
      name: 'Sistem Informasi',
      href: '/akademik/program-studi/sistem-informasi',
      faculty: 'Fakultas Teknik dan Ilmu Komputer',
      degree: 'Sarjana (S1)',
      accreditation: 'Baik Sekali',
      summary: 'Menjembatani teknologi dan bisnis.',
      image: { url: '/api/cms/media/file/m-4.webp', alt: 'Laboratorium', width: 1200, height: 900 },
    })
  })

  it('builds a button only from a label and a link', () => {
    expect(toCta('Daftar', '/daftar/option')).toEqual({
      label: 'Daftar',
      href: '/daftar/option',
      external: false,
    })
    expect(toCta('Daftar', ' ')).toBeUndefined()
    expect(toCta(null, '/x')).toBeUndefined()
  })
})
