import { describe, expect, it } from 'vitest'
import {
  initials,
  telHref,
  toAlumniPage,
  toGalleryAlbums,
  toTestimonialCard,
  toTestimonialList,
} from '@/features/alumni/map'
import type { AlumniPage, Gallery, Media, Programme, Testimonial } from '@/payload-types'

const media = (id: number, alt: string, extra: Partial<Media> = {}): Media => ({
  id,
  alt,
  url: `http://localhost:3000/api/cms/media/file/foto-${id}.webp`,
  width: 960,
  height: 640,
  createdAt: '',
  updatedAt: '',
  ...extra,
})

const story = (over: Partial<Testimonial> = {}): Testimonial => ({
  id: 1,
  name: 'Rina Kartika Sari',
  graduationYear: 2016,
  occupation: 'Engineering Manager',
  quote: 'Cerita saya.',
  programme: { id: 9, name: 'Teknik Informatika' } as Programme,
  photo: media(3, 'Foto Rina'),
  createdAt: '',
  updatedAt: '',
  ...over,
})

describe('alumni page', () => {
  it('is null until the global is filled in', () => {
    expect(toAlumniPage(null)).toBeNull()
    expect(toAlumniPage({ id: 1 } as AlumniPage)).toBeNull()
  })

  it('maps the sections, site-relative images and a dialable phone link', () => {
    const page = toAlumniPage({
      id: 1,
      heroTitle: 'Keluarga Besar Alumni',
      heroText: 'Teks',
      heroImage: media(1, 'Alumni berkumpul'),
      profile: { title: 'Profil', body: { root: {} } as never, image: 5 },
      history: { title: '', body: { root: {} } as never },
      contact: { title: 'Kontak', email: ' alumni@utb.ac.id ', phone: '+62 22 8730 1122' },
    })
    expect(page).toMatchObject({
      heroImage: {
        url: '/api/cms/media/file/foto-1.webp',
        alt: 'Alumni berkumpul',
        width: 960,
        height: 640,
      },
      history: { title: 'Sejarah' },
      contact: {
        email: 'alumni@utb.ac.id',
        phone: '+62 22 8730 1122',
        phoneHref: 'tel:+622287301122',
        text: '',
      },
    })
    // An image that was not populated (an id) is left out rather than broken.
    expect(page!.profile.image).toBeUndefined()
  })

  it('builds tel: links only for something like a number', () => {
    expect(telHref('(022) 8730-1122')).toBe('tel:02287301122')
    expect(telHref('0812+3456')).toBe('tel:08123456')
    expect(telHref('')).toBe('')
    expect(telHref('hubungi kami')).toBe('')
  })
})

describe('alumni stories', () => {
  it('maps a story with its programme name and initials', () => {
    expect(toTestimonialCard(story())).toEqual({
      id: 1,
      name: 'Rina Kartika Sari',
      initials: 'RK',
      photo: { url: '/api/cms/media/file/foto-3.webp', alt: 'Foto Rina', width: 960, height: 640 },
      programme: 'Teknik Informatika',
      graduationYear: 2016,
      occupation: 'Engineering Manager',
      quote: 'Cerita saya.',
    })
  })

  it('shows no programme name when the programme is hidden from visitors, and no photo when there is none', () => {
    const card = toTestimonialCard(story({ programme: 9, photo: null }))
    expect(card.programme).toBe('')
    expect(card).not.toHaveProperty('photo')
  })

  it('keeps the counts of the list', () => {
    expect(
      toTestimonialList({ docs: [story()], page: 2, totalPages: 2, totalDocs: 7 }, 2),
    ).toMatchObject({ page: 2, totalPages: 2, totalDocs: 7 })
  })

  it('takes initials from words only', () => {
    expect(initials('dr. Ir. Dewi Lestari')).toBe('DI')
    expect(initials('Yusuf')).toBe('Y')
  })
})

describe('galleries', () => {
  const album = (photos: Gallery['photos']): Gallery => ({
    id: 4,
    title: 'Wisuda 2025',
    category: 'wisuda',
    date: '2025-10-18T03:00:00.000Z',
    photos,
    createdAt: '',
    updatedAt: '',
  })

  it('maps photos with alt texts, captions and the lightbox sources narrowest first', () => {
    const photo = media(7, 'Prosesi wisuda', {
      sizes: {
        card: { url: '/api/cms/media/file/foto-7-768x512.webp', width: 768, height: 512 },
        thumbnail: { url: '/api/cms/media/file/foto-7-400x267.webp', width: 400, height: 267 },
        hero: {},
      },
    })
    const [mapped] = toGalleryAlbums([album([{ id: 'a', image: photo, caption: ' Prosesi ' }])])
    expect(mapped).toMatchObject({
      id: 4,
      title: 'Wisuda 2025',
      dateText: '18 Oktober 2025',
      description: '',
    })
    expect(mapped!.photos).toEqual([
      {
        id: 'a',
        caption: 'Prosesi',
        image: {
          url: '/api/cms/media/file/foto-7.webp',
          alt: 'Prosesi wisuda',
          width: 960,
          height: 640,
        },
        srcSet: [
          { src: '/api/cms/media/file/foto-7-400x267.webp', width: 400, height: 267 },
          { src: '/api/cms/media/file/foto-7-768x512.webp', width: 768, height: 512 },
          { src: '/api/cms/media/file/foto-7.webp', width: 960, height: 640 },
        ],
      },
    ])
  })

  it('leaves out photos that were not populated and albums left without photos', () => {
    expect(toGalleryAlbums([album([{ id: 'x', image: 12 }])])).toEqual([])
  })
})
