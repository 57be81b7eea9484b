import { describe, expect, it } from 'vitest'
import {
  findCareerType,
  findGalleryCategory,
  reshapeAlumniPage,
  reshapeCareerPost,
  reshapeCommunityLinks,
  reshapeFiles,
  reshapeGalleries,
  reshapeResearch,
  reshapeTestimonial,
  reshapeTracerStudy,
} from '@/features/content-api/wire/career'
import type {
  AlumniPage,
  CareerPost,
  CommunityServiceLink,
  Document,
  Gallery,
  Media,
  Page,
  Testimonial,
} from '@/payload-types'

const SITE = 'http://localhost:3000'
const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }
const media = (id: number, file: string): Media =>
  ({
    id,
    alt: `Foto ${id}`,
    url: `https://cms.example/api/cms/media/file/${file}`,
    width: 800,
    height: 600,
    ...stamp,
  }) as Media
const lexical = (text: string) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        version: 1,
        format: '',
        indent: 0,
        direction: null,
        children: [
          { type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' },
        ],
      },
    ],
  },
})

const post = (over: Partial<CareerPost> = {}): CareerPost =>
  ({
    id: 7,
    title: 'Staf IT',
    slug: 'staf-it',
    type: 'info-magang',
    organization: 'PT Contoh',
    location: null,
    date: '2026-03-01T02:00:00.000Z',
    deadline: '2026-03-10T16:59:00.000Z',
    closedEarly: false,
    image: media(3, 'karier.jpg'),
    summary: 'Ringkas.',
    description: lexical('Tugas <b>utama</b>.'),
    applyUrl: 'javascript:alert(1)',
    ...stamp,
    ...over,
  }) as CareerPost

describe('career posts', () => {
  it('names the fields as §3 does, with absolute links and HTML description', () => {
    const wire = reshapeCareerPost(post(), new Date('2026-03-05T00:00:00Z'))
    expect(wire.locker_information_title).toBe('Staf IT')
    expect(wire.locker_information_link_seo).toBe('staf-it')
    expect(wire.locker_information_setting).toMatchObject({
      locker_information_group: 'Informasi Magang',
      locker_information_group_url: 'info-magang',
      locker_information_url: `${SITE}/pusat-karir/info-magang/staf-it`,
      locker_information_location: '',
      locker_information_date_deadline: '2026-03-10T16:59:00.000Z',
      locker_information_status: 'Dibuka',
      locker_information_image: [
        { image: `${SITE}/api/cms/media/file/karier.jpg`, alt: 'Foto 3', width: 800, height: 600 },
      ],
      // Only web links become the apply link, as on the page.
      locker_information_apply_url: null,
    })
    expect(wire.locker_information_setting.locker_information_description).toBe(
      '<p>Tugas &lt;b&gt;utama&lt;/b&gt;.</p>',
    )
  })

  it('is closed after its deadline day or when closed early; an unpopulated image is no image', () => {
    expect(
      reshapeCareerPost(post(), new Date('2026-03-11T00:00:00Z')).locker_information_setting
        .locker_information_status,
    ).toBe('Ditutup')
    const early = reshapeCareerPost(
      post({ closedEarly: true, deadline: null, image: 3 }),
      new Date('2026-03-01T00:00:00Z'),
    )
    expect(early.locker_information_setting.locker_information_status).toBe('Ditutup')
    expect(early.locker_information_setting.locker_information_image).toEqual([])
    expect(early.locker_information_setting.locker_information_date_deadline).toBeNull()
  })

  it('reads a category by its §7 name or URL name, any case', () => {
    expect(findCareerType('Lowongan Kerja')).toBe('lowongan-kerja')
    expect(findCareerType(' informasi magang ')).toBe('info-magang')
    expect(findCareerType('pengembangan-dan-pelatihan')).toBe('pengembangan-dan-pelatihan')
    expect(findCareerType('Beasiswa')).toBeUndefined()
    expect(findGalleryCategory('WISUDA')).toBe('wisuda')
    expect(findGalleryCategory('penelitian')).toBeUndefined()
  })
})

describe('testimonials and galleries', () => {
  it('maps a story with its programme name, initials and photo', () => {
    const doc = {
      id: 2,
      name: 'Rina Kartika Sari',
      photo: media(4, 'rina.jpg'),
      programme: { id: 1, name: 'Informatika' },
      graduationYear: 2019,
      occupation: 'Engineer',
      quote: 'Cerita.',
      ...stamp,
    } as Testimonial
    expect(reshapeTestimonial(doc)).toEqual({
      testimoni_id: 2,
      testimoni_name: 'Rina Kartika Sari',
      testimoni_setting: {
        testimoni_image: [
          { image: `${SITE}/api/cms/media/file/rina.jpg`, alt: 'Foto 4', width: 800, height: 600 },
        ],
        testimoni_initials: 'RK',
        testimoni_major: 'Informatika',
        testimoni_graduation_year: 2019,
        testimoni_occupation: 'Engineer',
        testimoni_description: 'Cerita.',
      },
    })
    // An unpublished programme arrives as a bare id: no name then.
    expect(
      reshapeTestimonial({ ...doc, programme: 5, photo: null }).testimoni_setting,
    ).toMatchObject({ testimoni_major: '', testimoni_image: [] })
  })

  it('keeps the albums in the order read, leaves out albums without a visible photo', () => {
    const album = (id: number, photos: Gallery['photos']): Gallery =>
      ({
        id,
        title: `Album ${id}`,
        category: 'wisuda',
        date: '2026-02-01T00:00:00.000Z',
        description: null,
        photos,
        ...stamp,
      }) as Gallery
    const wire = reshapeGalleries(
      [
        album(1, [
          { id: 'a', image: media(5, 'w.jpg'), caption: ' Toga ' },
          { id: 'b', image: 9 },
        ]),
        album(2, [{ id: 'c', image: 9 }]),
      ],
      'wisuda',
    )
    expect(wire).toHaveLength(1)
    expect(wire[0]).toMatchObject({
      gallery_id: 1,
      gallery_group: 'Wisuda',
      gallery_setting: { gallery_description: '' },
    })
    expect(wire[0]!.gallery_setting.gallery_image).toEqual([
      {
        image: `${SITE}/api/cms/media/file/w.jpg`,
        alt: 'Foto 5',
        width: 800,
        height: 600,
        caption: 'Toga',
      },
    ])
  })
})

describe('files, links and content-body pages', () => {
  const file = (id: number, over: Partial<Document> = {}): Document =>
    ({
      id,
      title: `Berkas ${id}`,
      kind: 'penelitian',
      url: `/api/cms/documents/file/b${id}.pdf`,
      filename: `b${id}.pdf`,
      mimeType: 'application/pdf',
      filesize: 2048,
      ...stamp,
      ...over,
    }) as Document

  it('maps files with absolute URLs, type and size; a document without a file is left out', () => {
    expect(reshapeFiles([file(1, { year: 2025 }), file(2, { url: null, filename: null })])).toEqual(
      [
        {
          file_id: 1,
          file_title: 'Berkas 1',
          file_setting: {
            file_url: `${SITE}/api/cms/documents/file/b1.pdf`,
            file_name: 'b1.pdf',
            file_type: 'PDF',
            file_size: '2 KB',
            file_year: 2025,
            file_description: '',
          },
        },
      ],
    )
  })

  it('keeps only web links, with their host', () => {
    const links = [
      {
        id: 1,
        title: 'Jurnal',
        url: 'https://www.jurnal.example/jtpm',
        description: null,
        ...stamp,
      },
      { id: 2, title: 'Salah', url: 'ftp://x', ...stamp },
    ] as CommunityServiceLink[]
    expect(reshapeCommunityLinks(links)).toEqual([
      {
        community_dedication_id: 1,
        community_dedication_title: 'Jurnal',
        community_dedication_setting: {
          community_dedication_url: 'https://www.jurnal.example/jtpm',
          community_dedication_host: 'jurnal.example',
          community_dedication_description: '',
        },
      },
    ])
  })

  it('Tracer Study: the page as one block, nothing while unpublished', () => {
    const page = {
      id: 1,
      title: 'Tracer Study',
      path: '/pusat-karir/tracer-study',
      summary: 'Ringkas',
      content: lexical('Isi'),
      image: media(8, 't.jpg'),
      ...stamp,
    } as Page
    const [group] = reshapeTracerStudy(page)
    expect(group!['Tracer Study']).toEqual({
      page_title: 'Tracer Study',
      page_summary: 'Ringkas',
      page_url: `${SITE}/pusat-karir/tracer-study`,
      data_body_group: [
        {
          data_body_title: 'Tracer Study',
          data_body_setting: {
            body_description: '<p>Isi</p>',
            body_image: [
              { image: `${SITE}/api/cms/media/file/t.jpg`, alt: 'Foto 8', width: 800, height: 600 },
            ],
          },
        },
      ],
    })
    expect(reshapeTracerStudy(null)).toEqual([])
  })

  it('Ikatan Alumni: profile, history, contact picture under Gambar_Kontak_Alumni; nothing if unfilled', () => {
    const doc = {
      id: 1,
      heroTitle: 'Ikatan Alumni UTB',
      heroText: 'Halo',
      profile: { title: 'Profil', body: lexical('P'), image: media(10, 'p.jpg') },
      history: { title: '', body: lexical('S') },
      contact: {
        title: 'Kontak',
        text: 'Hubungi',
        image: media(11, 'k.jpg'),
        email: ' a@utb.ac.id ',
        phone: '+62 22 1234 567',
      },
    } as AlumniPage
    const [group] = reshapeAlumniPage(doc)
    expect(group!.Alumni.data_body_group.map((b) => b.data_body_title)).toEqual([
      'Profil',
      'Sejarah',
    ])
    expect(group!.Alumni.data_body_group[1]!.data_body_setting).toEqual({
      body_description: '<p>S</p>',
      body_image: [],
    })
    expect(group!.Gambar_Kontak_Alumni.data_body_group[0]!.data_body_setting).toEqual({
      body_description: 'Hubungi',
      body_image: [
        { image: `${SITE}/api/cms/media/file/k.jpg`, alt: 'Foto 11', width: 800, height: 600 },
      ],
      body_email: 'a@utb.ac.id',
      body_phone: '+62 22 1234 567',
      body_phone_url: 'tel:+62221234567',
    })
    expect(reshapeAlumniPage({ id: 1 } as AlumniPage)).toEqual([])
    expect(reshapeAlumniPage(null)).toEqual([])
  })

  it('Penelitian dan Pengabdian: photos captioned by their album when empty, files and links', () => {
    const gallery = {
      id: 3,
      title: 'KKN 2025',
      category: 'penelitian',
      date: '2026-01-01',
      photos: [{ id: 'p', image: media(12, 'r.jpg'), caption: '' }],
      ...stamp,
    } as Gallery
    const [group] = reshapeResearch([gallery], [file(1)], [])
    expect(group!['Pengabdian dan Penelitian']).toEqual([
      {
        gallery_title: 'KKN 2025',
        gallery_caption: 'KKN 2025',
        gallery_image: {
          image: `${SITE}/api/cms/media/file/r.jpg`,
          alt: 'Foto 12',
          width: 800,
          height: 600,
        },
      },
    ])
    expect(group!.data_file_menu).toHaveLength(1)
    expect(group!.link_community_dedication).toEqual([])
  })
})
