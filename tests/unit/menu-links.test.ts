import { describe, expect, it } from 'vitest'
import {
  alumniAnchors,
  buildMenu,
  headerHref,
  joinSegments,
  plainHref,
  type RawTop,
} from '@/features/shell/menu-links'

const menu: RawTop[] = [
  { name: 'Beranda', url: '', hasDropdown: false },
  { name: 'FAQ', url: 'faq', hasDropdown: false },
  {
    name: 'Mahasiswa',
    url: 'mahasiswa',
    hasDropdown: true,
    subItems: [
      { name: 'Kalender Akademik', url: 'kalender-akademik' },
      {
        name: 'Organisasi Mahasiswa',
        url: 'organisasi-mahasiswa',
        hasDropdown: true,
        subSubItems: [{ name: 'HMIF', url: 'himpunan-mahasiswa-informatika' }],
      },
      // hasDropdown off: its sub-sub items are not shown even if present
      {
        name: 'Prestasi',
        url: 'prestasi',
        hasDropdown: false,
        subSubItems: [{ name: 'x', url: 'y' }],
      },
    ],
  },
  {
    name: 'Fakultas',
    url: 'akademik',
    hasDropdown: true,
    subItems: [
      {
        name: 'Fakultas Teknik',
        url: '/akademik/program-studi/teknik-informatika',
        hasDropdown: true,
        subSubItems: [
          { name: 'Teknik Informatika', url: '/akademik/program-studi/teknik-informatika' },
          { name: 'Mitra', url: 'https://mitra.example.ac.id/prodi' },
        ],
      },
    ],
  },
  {
    name: 'Alumni',
    url: 'ikatan-alumni',
    hasDropdown: true,
    subItems: [
      { name: 'Profil', url: 'profil' },
      { name: 'Kontak Alumni', url: '' },
    ],
  },
  {
    name: 'Pendaftaran',
    url: 'pendaftaran',
    hasDropdown: false,
    subItems: [{ name: 'Beasiswa', url: 'beasiswa' }],
  },
  { name: 'Segera', url: 'segera', comingSoon: true },
]

describe('menu link patterns (§2)', () => {
  const built = buildMenu(menu)
  const byName = (name: string) => built.find((i) => i.label === name)!

  it('top level: /{parentUrl}, and "" is the home page', () => {
    expect(byName('FAQ')).toMatchObject({ href: '/faq', external: false, children: [] })
    expect(byName('Beranda').href).toBe('/')
  })

  it('sub-menu: /{parentUrl}/{subUrl}', () => {
    expect(byName('Mahasiswa').children[0]).toMatchObject({
      label: 'Kalender Akademik',
      href: '/mahasiswa/kalender-akademik',
    })
  })

  it('sub-sub-menu: /{parentUrl}/{subParentUrl}/{subSubUrl}, only when the sub item has a dropdown', () => {
    const org = byName('Mahasiswa').children[1]!
    expect(org.children).toEqual([
      {
        label: 'HMIF',
        href: '/mahasiswa/organisasi-mahasiswa/himpunan-mahasiswa-informatika',
        external: false,
      },
    ])
    expect(byName('Mahasiswa').children[2]!.children).toEqual([])
  })

  it('Fakultas uses its sub and sub-sub links as given, external ones flagged', () => {
    const faculty = byName('Fakultas').children[0]!
    expect(faculty.href).toBe('/akademik/program-studi/teknik-informatika')
    expect(faculty.children.map((c) => [c.href, c.external])).toEqual([
      ['/akademik/program-studi/teknik-informatika', false],
      ['https://mitra.example.ac.id/prodi', true],
    ])
  })

  it('Alumni never shows its dropdown in the main header; its sub-menu feeds the alumni anchors', () => {
    expect(byName('Alumni')).toMatchObject({ href: '/ikatan-alumni', children: [] })
    expect(alumniAnchors(menu)).toEqual([
      { label: 'Profil', href: '#profil', external: false },
      { label: 'Kontak Alumni', href: '#kontak-alumni', external: false },
    ])
  })

  it('an item without a dropdown shows no sub-menus even if some are stored', () => {
    expect(byName('Pendaftaran').children).toEqual([])
  })

  it('flags unfinished items as coming soon', () => {
    expect(byName('Segera').comingSoon).toBe(true)
    expect(byName('FAQ').comingSoon).toBeUndefined()
  })

  it('cleans stray slashes and spaces and keeps top-bar links internal', () => {
    expect(joinSegments('/tentang-utb/', ' sejarah ')).toBe('/tentang-utb/sejarah')
    expect(plainHref('akademik/program-studi/x')).toBe('/akademik/program-studi/x')
    expect(headerHref('campus-location')).toBe('/campus-location')
    expect(headerHref('pusat-karir/tracer-study')).toBe('/pusat-karir/tracer-study')
  })
})
