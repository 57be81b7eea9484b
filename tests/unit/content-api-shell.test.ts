import { describe, expect, it } from 'vitest'
import type { HomeDocs } from '@/features/home/map'
import {
  mainPageData,
  reshapeMainPage,
  reshapeVideoHeadline,
} from '@/features/content-api/wire/main-page'
import { reshapeNews } from '@/features/content-api/wire/news'
import {
  footerData,
  navbarItem,
  reshapeBanners,
  reshapeContactAdmins,
  reshapeFooter,
  reshapeLocation,
  reshapeNavbar,
  reshapeSharing,
  reshapeTopNavbar,
  topNavbarData,
} from '@/features/content-api/wire/shell'
import type {
  Banner,
  Footer,
  HomePage,
  MainMenu,
  Media,
  News,
  Page,
  Partner,
  Programme,
  SiteSetting,
  SupportContact,
  TopBar,
} from '@/payload-types'

const path = (url: string | null | undefined) => (url ? new URL(url).pathname : url)

const media = (id: number, alt = 'Gambar'): Media =>
  ({
    id,
    url: `http://localhost:3000/api/cms/media/file/m-${id}.webp`,
    alt,
    width: 1200,
    height: 900,
  }) as Media

const site = {
  collegeName: 'UTB',
  registerNowLabel: 'DAFTAR SEKARANG',
  registerNowUrl: 'https://pmb.utb.ac.id/formulir',
  copyright: '© 2023 UTB',
  address: 'Jl. Soekarno-Hatta',
  phone: '(022) 5224000',
  chatGreeting: 'Halo Admin',
} as SiteSetting

describe('/navbar: main menu → §3 navbar items', () => {
  const menu = {
    items: [
      { name: 'Beranda', url: '', hasDropdown: false },
      {
        name: 'Mahasiswa',
        url: 'mahasiswa',
        hasDropdown: true,
        subItems: [
          { name: 'Kalender', url: 'kalender-akademik' },
          {
            name: 'Organisasi',
            url: 'organisasi-mahasiswa',
            hasDropdown: true,
            subSubItems: [{ name: 'BEM', url: 'bem', comingSoon: true }],
          },
        ],
      },
      {
        name: 'Fakultas',
        url: 'akademik',
        hasDropdown: true,
        subItems: [
          {
            name: 'FTIK',
            url: '/akademik/program-studi/ti',
            hasDropdown: true,
            subSubItems: [{ name: 'Luar', url: 'https://ftik.example.ac.id' }],
          },
        ],
      },
      {
        name: 'Alumni',
        url: 'ikatan-alumni',
        hasDropdown: true,
        subItems: [{ name: 'Profil', url: 'profil' }],
      },
      // Sub-items left over after staff switched the dropdown off are not sent.
      { name: 'FAQ', url: 'faq', hasDropdown: false, subItems: [{ name: 'Lama', url: 'lama' }] },
    ],
  } as MainMenu

  it('names every level as §3 does and builds the links as the site does', () => {
    const items = reshapeNavbar(menu)
    expect(items.every((i) => navbarItem.safeParse(i).success)).toBe(true)
    expect(items[0]).toMatchObject({
      nama_menu: 'Beranda',
      dropdown_sub_menu: 'no',
      data_setting: { menu_setting_url: '', sub_menu: [] },
    })
    expect(path(items[0]!.data_setting.menu_setting_link)).toBe('/')
    const student = items[1]!
    expect(student.dropdown_sub_menu).toBe('yes')
    const org = student.data_setting.sub_menu[1]!
    expect(org).toMatchObject({
      nama_menu: 'Organisasi',
      dropdown_sub_sub_menu: 'yes',
      data_setting: {
        menu_setting_parent_url: 'mahasiswa',
        menu_setting_url: 'organisasi-mahasiswa',
      },
    })
    expect(path(org.data_setting.menu_setting_link)).toBe('/mahasiswa/organisasi-mahasiswa')
    const bem = org.data_setting.sub_sub_menu[0]!
    expect(bem.data_setting).toMatchObject({
      menu_setting_parent_url: 'organisasi-mahasiswa',
      menu_setting_url: 'bem',
      menu_setting_coming_soon: 'yes',
    })
    expect(path(bem.data_setting.menu_setting_link)).toBe('/mahasiswa/organisasi-mahasiswa/bem')
    expect(student.data_setting.sub_menu[0]!.data_setting.sub_sub_menu).toEqual([])
  })

  it('keeps Fakultas links as given, sends Alumni sub-menu, drops sub-items without a dropdown', () => {
    const items = reshapeNavbar(menu)
    const ftik = items[2]!.data_setting.sub_menu[0]!
    expect(path(ftik.data_setting.menu_setting_link)).toBe('/akademik/program-studi/ti')
    expect(ftik.data_setting.sub_sub_menu[0]!.data_setting.menu_setting_link).toBe(
      'https://ftik.example.ac.id',
    )
    expect(items[3]!.data_setting.sub_menu.map((s) => s.nama_menu)).toEqual(['Profil'])
    expect(items[4]!.data_setting.sub_menu).toEqual([])
  })

  it('answers an empty list for a menu never saved', () => {
    expect(reshapeNavbar({} as MainMenu)).toEqual([])
  })
})

describe('/top-navbar: top bar → §3 header groups', () => {
  const bar = {
    social: [{ name: 'Instagram', icon: 'instagram', url: 'https://instagram.com/utb' }],
    campus: { title: 'Kampus', items: [{ name: 'Dago', url: '/campus-location/' }] },
    alumni: { title: 'Alumni', items: [] },
    linkGroups: [
      { title: 'Layanan', items: [{ name: 'SIAKAD', url: 'https://siakad.example.ac.id' }] },
    ],
  } as unknown as TopBar

  it('orders social, alumni, campus, then one group per link group, with icons only on social', () => {
    const data = reshapeTopNavbar(bar, site)
    expect(topNavbarData.safeParse(data).success).toBe(true)
    expect(data.data_component.map((g) => [g.header_group_name, g.header_group_title])).toEqual([
      ['media_sosial', 'Media Sosial'],
      ['alumni', 'Alumni'],
      ['kampus', 'Kampus'],
      ['tautan', 'Layanan'],
    ])
    expect(data.data_component[0]!.header_group_setting[0]!.data_header_setting).toEqual({
      header_url: 'https://instagram.com/utb',
      header_icon: 'instagram',
      header_external: 'yes',
    })
    const dago = data.data_component[2]!.header_group_setting[0]!.data_header_setting
    expect(path(dago.header_url)).toBe('/campus-location')
    expect(dago).toMatchObject({ header_icon: null, header_external: 'no' })
    expect(data.data_component[1]!.header_group_setting).toEqual([])
    expect(data.register_now).toEqual({
      data_header_name: 'DAFTAR SEKARANG',
      data_header_setting: {
        header_url: 'https://pmb.utb.ac.id/formulir',
        header_icon: null,
        header_external: 'yes',
      },
    })
  })
})

describe('/footer: footer → §3 footer groups', () => {
  const doc = {
    contact: {
      title: 'Kontak',
      items: [
        { icon: 'map-pin', text: 'Jl. Soekarno-Hatta' },
        { icon: 'phone', text: '(022) 5224000', url: 'tel:+62225224000' },
      ],
    },
    informationGroups: [
      { title: 'Informasi', links: [{ name: 'Berita', url: '/tentang-utb/berita' }] },
    ],
    quickLinks: { title: 'Tautan Cepat', links: [] },
    socialMedia: {
      title: 'Media Sosial',
      items: [
        {
          name: 'YouTube',
          icon: 'youtube',
          url: 'https://youtube.com/@utb',
          image: media(4, 'Logo YouTube'),
        },
        { name: 'X', icon: 'x', url: 'https://x.com/utb', image: 9 },
      ],
    },
  } as unknown as Footer

  it('names groups and items as §3 does, links absolute, images as entries', () => {
    const data = reshapeFooter(doc, site)
    expect(footerData.safeParse(data).success).toBe(true)
    expect(data.data_component.map((g) => g.footer_group_name)).toEqual([
      'kontak',
      'informasi',
      'tautan_cepat',
      'media_sosial',
    ])
    expect(data.data_component[0]!.footer_group_setting).toEqual([
      {
        data_footer_name: 'Jl. Soekarno-Hatta',
        data_footer_setting: {
          footer_icon: 'map-pin',
          footer_url: null,
          footer_name: 'Jl. Soekarno-Hatta',
          footer_image: null,
        },
      },
      {
        data_footer_name: '(022) 5224000',
        data_footer_setting: {
          footer_icon: 'phone',
          footer_url: 'tel:+62225224000',
          footer_name: '(022) 5224000',
          footer_image: null,
        },
      },
    ])
    expect(
      path(data.data_component[1]!.footer_group_setting[0]!.data_footer_setting.footer_url),
    ).toBe('/tentang-utb/berita')
    const [youtube, x] = data.data_component[3]!.footer_group_setting
    expect(youtube!.data_footer_setting.footer_image).toEqual({
      image: expect.stringMatching(/^https?:\/\/[^/]+\/api\/cms\/media\/file\/m-4\.webp$/),
      alt: 'Logo YouTube',
      width: 1200,
      height: 900,
    })
    // An unpopulated upload (an id) has no picture.
    expect(x!.data_footer_setting.footer_image).toBeNull()
    expect(data).toMatchObject({
      footer_copyright: '© 2023 UTB',
      footer_address: 'Jl. Soekarno-Hatta',
      footer_phone: '(022) 5224000',
    })
  })

  it('answers the default group titles for a footer never saved', () => {
    const data = reshapeFooter({} as Footer, {} as SiteSetting)
    expect(data.data_component.map((g) => g.footer_group_title)).toEqual([
      'Kontak',
      'Tautan Cepat',
      'Media Sosial',
    ])
    expect(footerData.safeParse(data).success).toBe(true)
  })
})

describe('/contact-admin, /banner, /sharing, /location-route', () => {
  it('maps support contacts with their WhatsApp link and leaves out unusable numbers', () => {
    const docs = [
      { id: 1, title: 'Admisi', phone: '0812-3456-7890' },
      { id: 2, title: 'Rusak', phone: 'bukan nomor' },
    ] as SupportContact[]
    expect(reshapeContactAdmins(docs, site)).toEqual([
      {
        contact_admin_title: 'Admisi',
        contact_admin_no_hp: '0812-3456-7890',
        contact_admin_url: 'https://wa.me/6281234567890?text=Halo%20Admin',
      },
    ])
  })

  it('maps banners to banner_setting with a one-entry image list (empty when the image is not populated)', () => {
    const out = reshapeBanners([
      { id: 3, bannerUrl: 'sejarah', image: media(5, 'Kampus') } as Banner,
      { id: 4, bannerUrl: 'identitas', image: 6 } as Banner,
    ])
    expect(out[0]).toEqual({
      banner_id: 3,
      banner_setting: {
        banner_url: 'sejarah',
        banner_image: [expect.objectContaining({ alt: 'Kampus', width: 1200 })],
      },
    })
    expect(path(out[0]!.banner_setting.banner_image[0]!.image)).toBe('/api/cms/media/file/m-5.webp')
    expect(out[1]!.banner_setting.banner_image).toEqual([])
  })

  it('gives share links as patterns with {url} and {title}', () => {
    const out = reshapeSharing()
    expect(out.map((s) => s.sharing_name)).toEqual([
      'WhatsApp',
      'Facebook',
      'X',
      'LinkedIn',
      'Telegram',
    ])
    expect(out.find((s) => s.sharing_name === 'X')!.sharing_url).toBe(
      'https://x.com/intent/tweet?url={url}&text={title}',
    )
    expect(out.every((s) => s.sharing_url.includes('{url}'))).toBe(true)
  })

  it('maps the campus-location page, or nothing while there is none', () => {
    expect(reshapeLocation(null)).toEqual([])
    const page = {
      id: 1,
      title: 'Lokasi Kampus',
      path: '/campus-location',
      summary: 'Alamat.',
      mapEmbedUrl: '',
      content: {
        root: { type: 'root', children: [], direction: null, format: '', indent: 0, version: 1 },
      },
    } as unknown as Page
    const [item] = reshapeLocation(page)
    expect(item).toMatchObject({
      location_title: 'Lokasi Kampus',
      location_setting: { location_description: 'Alamat.', location_map_url: null },
    })
    expect(path(item!.location_setting.location_url)).toBe('/campus-location')
  })
})

const news = (id: number, publishedAt: string, over: Partial<News> = {}): News =>
  ({
    id,
    title: `Berita ${id}`,
    slug: `berita-${id}`,
    excerpt: `Ringkasan ${id}.`,
    author: 'Humas UTB',
    publishedAt,
    category: { id: 1, name: 'Kampus', slug: 'kampus' },
    thumbnail: media(20 + id),
    ...over,
  }) as News

const programme = {
  id: 7,
  name: 'Teknik Informatika',
  slug: 'teknik-informatika',
  faculty: { name: 'FTIK' },
  degree: 's1',
  accreditation: 'Unggul',
  summary: 'Ringkas.',
  image: media(30),
} as unknown as Programme

const page = (over: Partial<HomePage> = {}): Partial<HomePage> => ({
  logoCarousel: { visible: true, title: 'Mitra' },
  headlineLogo: {
    visible: true,
    title: 'Kampus teknologi',
    text: 'Sambutan.',
    image: media(7),
    ctaLabel: 'Daftar',
    ctaUrl: '/daftar/option',
  },
  headlineMenu: {
    visible: true,
    title: 'Jelajahi',
    items: [{ title: 'PMB', url: 'https://pmb.example.ac.id', icon: 'wallet' }],
  },
  achievements: { visible: true, title: 'Prestasi', limit: 2 },
  campusTour: { visible: true, title: 'Tur Kampus', videoUrl: 'https://youtu.be/UTBtur2026' },
  majorsDescription: { visible: true, title: 'Program Studi', ctaLabel: 'Biaya', ctaUrl: '' },
  majors: { visible: true, title: 'Pilihan Program Studi' },
  registrationHeadline: { visible: false, title: 'Daftar' },
  scholarshipHeadline: { visible: true, title: 'Beasiswa', image: 12 },
  newsHeadline: { visible: true, title: 'Berita', limit: 3 },
  registrationSteps: {
    visible: true,
    title: 'Alur',
    steps: [{ title: 'Bayar', description: 'Rp 300.000' }],
  },
  secondRegistrationHeadline: {
    visible: true,
    title: 'Siap?',
    ctaLabel: 'Mulai',
    ctaUrl: 'https://pmb.example.ac.id/formulir',
  },
  ...over,
})

const docs = (over: Partial<HomeDocs> = {}): HomeDocs => ({
  page: page(),
  partners: [
    { id: 1, name: 'PT Mitra', logo: media(40, '') } as Partner,
    { id: 2, name: 'Tanpa logo', logo: 41 } as Partner,
  ],
  programmes: [programme],
  achievements: [news(1, '2026-03-01T05:00:00.000Z'), news(2, '2026-02-01T05:00:00.000Z')],
  news: [
    news(3, '2026-03-02T05:00:00.000Z', { thumbnail: 99 }),
    news(4, '2026-03-01T05:00:00.000Z'),
  ],
  ...over,
})

describe('content-body Main Page: home documents → 13 dashboard positions', () => {
  it('keeps positions 0–12 in order with 10 unused and hidden sections null', () => {
    const data = reshapeMainPage(docs())
    expect(mainPageData.safeParse(data).success).toBe(true)
    expect(data.data_component_length).toBe(13)
    expect(data.data_component.map((p) => p?.dashboard_key ?? null)).toEqual([
      'carousel_logo',
      'headline_logo',
      'headline_menu',
      'prestation_headline',
      'campus_tour',
      'majors_description',
      'majors',
      null, // registration headline switched off
      'scholarship_headline',
      'news_headline',
      null, // position 10 is not used
      'registration_steps',
      'second_registration_headline',
    ])
  })

  it('maps each section with absolute links, image entries and complete buttons only', () => {
    const [
      carousel,
      hero,
      menu,
      prestation,
      tour,
      intro,
      majors,
      ,
      scholarship,
      headline,
      ,
      steps,
      closing,
    ] = reshapeMainPage(docs()).data_component
    // Partners without a logo are left out; an empty alt falls back to the partner's name.
    expect(carousel!.dashboard_setting.carousel_logo).toEqual([
      { partner_name: 'PT Mitra', partner_logo: expect.objectContaining({ alt: 'PT Mitra' }) },
    ])
    expect(hero).toMatchObject({
      dashboard_title: 'Kampus teknologi',
      dashboard_text: 'Sambutan.',
      dashboard_setting: { dashboard_button: { button_label: 'Daftar', button_external: 'no' } },
    })
    expect(path(hero!.dashboard_setting.dashboard_image!.image)).toBe(
      '/api/cms/media/file/m-7.webp',
    )
    expect(menu!.dashboard_setting.headline_menu).toEqual([
      {
        menu_title: 'PMB',
        menu_description: '',
        menu_url: 'https://pmb.example.ac.id',
        menu_icon: 'wallet',
        menu_external: 'yes',
      },
    ])
    expect(prestation!.dashboard_setting.prestation.map((n) => n.news_setting.news_id)).toEqual([
      1, 2,
    ])
    expect(tour!.dashboard_setting).toEqual({
      video_url: 'https://youtu.be/UTBtur2026',
      video_embed_url: 'https://www.youtube-nocookie.com/embed/UTBtur2026',
    })
    expect(intro!.dashboard_setting.dashboard_button).toBeNull()
    expect(majors!.dashboard_setting.majors[0]).toMatchObject({
      major_name: 'Teknik Informatika',
      major_faculty: 'FTIK',
      major_accreditation: 'Unggul',
      major_description: 'Ringkas.',
    })
    expect(path(majors!.dashboard_setting.majors[0]!.major_url)).toBe(
      '/akademik/program-studi/teknik-informatika',
    )
    expect(scholarship!.dashboard_setting.dashboard_image).toBeNull()
    expect(headline!.dashboard_setting.news.map((n) => n.news_setting.news_id)).toEqual([3, 4])
    expect(steps!.dashboard_setting.steps).toEqual([
      { step_title: 'Bayar', step_description: 'Rp 300.000' },
    ])
    expect(closing!.dashboard_setting.dashboard_button).toEqual({
      button_label: 'Mulai',
      button_url: 'https://pmb.example.ac.id/formulir',
      button_external: 'yes',
    })
  })

  it('slices news lists to the section limit and nulls lists with nothing to show', () => {
    const out = reshapeMainPage(
      docs({
        page: page({ newsHeadline: { visible: true, title: 'Berita', limit: 1 } }),
        partners: [],
        programmes: [],
      }),
    ).data_component
    expect(out[9]!.dashboard_setting.news.map((n) => n.news_setting.news_id)).toEqual([3])
    expect(out[0]).toBeNull()
    expect(out[6]).toBeNull()
  })

  it('answers a home page never saved: shown sections with their default titles, the rest null', () => {
    const data = reshapeMainPage({
      page: {},
      partners: [],
      programmes: [],
      achievements: [],
      news: [news(5, '2026-01-01T00:00:00.000Z')],
    })
    expect(mainPageData.safeParse(data).success).toBe(true)
    expect(data.data_component[9]!.dashboard_title).toBe('Berita Terkini')
    expect(data.data_component.filter(Boolean).map((p) => p!.dashboard_key)).toEqual([
      'headline_logo',
      'news_headline',
    ])
  })

  it('shows its news as the §3 news items of the news calls, with the article link', () => {
    expect(reshapeNews(news(3, '2026-03-02T05:00:00.000Z', { thumbnail: 99 }))).toEqual({
      news_title: 'Berita 3',
      news_link_seo: 'berita-3',
      news_setting: {
        news_id: 3,
        news_thumbnail: null,
        news_description: 'Ringkasan 3.',
        news_author: 'Humas UTB',
        news_date_publish: '2026-03-02T05:00:00.000Z',
        news_group: 'Kampus',
        news_group_url: 'kampus',
        news_url: expect.stringMatching(
          /^https?:\/\/[^/]+\/tentang-utb\/berita\/kampus\/berita-3$/,
        ),
        news_image: [],
        news_video: [],
      },
    })
  })
})

describe('/page-video-link/headline', () => {
  it('answers the campus tour, or nothing when hidden or without a YouTube link', () => {
    expect(reshapeVideoHeadline({ page: page() })).toEqual([
      {
        video_title: 'Tur Kampus',
        video_setting: {
          video_description: '',
          video_url: 'https://youtu.be/UTBtur2026',
          video_embed_url: 'https://www.youtube-nocookie.com/embed/UTBtur2026',
        },
      },
    ])
    expect(
      reshapeVideoHeadline({
        page: page({
          campusTour: { visible: false, title: 'Tur', videoUrl: 'https://youtu.be/UTBtur2026' },
        }),
      }),
    ).toEqual([])
    expect(
      reshapeVideoHeadline({
        page: page({ campusTour: { visible: true, title: 'Tur', videoUrl: '' } }),
      }),
    ).toEqual([])
  })
})
