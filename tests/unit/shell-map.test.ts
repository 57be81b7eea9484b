import { describe, expect, it } from 'vitest'
import { mediaPath, toFooter, toSupportContacts, toTopBar } from '@/features/shell/map'
import { footer, siteSettings, topBar } from '@/seed/shell-content'
import type { Footer, SiteSetting, SupportContact, TopBar } from '@/payload-types'

const site = { id: 1, ...siteSettings } as SiteSetting

describe('CMS documents to shell props', () => {
  it('top bar: campus and alumni links go to /{headerUrl}; other groups and DAFTAR SEKARANG are external', () => {
    const data = toTopBar({ id: 1, ...topBar } as TopBar, site)
    expect(data.campus.links[0]).toEqual({
      label: 'Kampus Soekarno-Hatta',
      href: '/campus-location',
      external: false,
    })
    expect(data.alumni.links.map((l) => l.href)).toEqual([
      '/ikatan-alumni',
      '/pusat-karir/tracer-study',
    ])
    expect(data.linkGroups.flatMap((g) => g.links).every((l) => l.external)).toBe(true)
    expect(data.registerNow).toEqual({
      label: 'DAFTAR SEKARANG',
      href: 'https://pmb.utb.ac.id/formulir',
      external: true,
    })
  })

  it('footer: groups, copyright 2023, address and phone from the site settings', () => {
    const data = toFooter({ id: 1, ...footer } as Footer, site)
    expect(data.contact.title).toBe('Kontak')
    expect(data.quickLinks.title).toBe('Tautan Cepat')
    expect(data.socialMedia.title).toBe('Media Sosial')
    expect(data.copyright).toMatch(/2023/)
    expect(data.phone).toBe('(022) 5224000')
    expect(data.contact.items.find((i) => i.icon === 'phone')?.href).toBe('tel:+62225224000')
  })

  it('media served by the CMS becomes a site-relative path; other hosts stay as they are', () => {
    expect(mediaPath('http://localhost:3000/api/cms/media/file/a.webp')).toBe(
      '/api/cms/media/file/a.webp',
    )
    expect(mediaPath('/api/cms/media/file/a.webp?v=2')).toBe('/api/cms/media/file/a.webp?v=2')
    expect(mediaPath('https://cdn.example.com/a.webp')).toBe('https://cdn.example.com/a.webp')
  })

  it('support contacts get WhatsApp links; an unusable number is left out rather than linking nowhere', () => {
    const docs = [
      { id: 1, title: 'PMB', phone: '0812-2000-3780' },
      { id: 2, title: 'Rusak', phone: 'tidak ada' },
    ] as SupportContact[]
    expect(toSupportContacts(docs, 'Halo')).toEqual([
      { title: 'PMB', phone: '0812-2000-3780', href: 'https://wa.me/6281220003780?text=Halo' },
    ])
  })
})
