import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SeedPiece } from '@/seed'
import { paragraphsToLexical } from '@/seed/richtext'
import {
  callContract,
  component,
  requestApi,
  type ApiAnswer,
  seededApiPayload,
} from '../helpers/content-api'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// Contract of the site-wide calls (§7 /faq, /banner, /navbar, …, content-body Main Page):
// status, envelope and item schema per the OpenAPI document, on seeded content.
const PIECES: SeedPiece[] = [
  'berita',
  'halaman',
  'program studi',
  'faq',
  'beranda',
  'pengaturan situs',
  'top bar',
  'menu utama',
  'footer',
  'kontak bantuan',
  'banner',
]

const context = { skipRevalidate: true }
const MAIN_PAGE = '/api/content-body/page/page=Main%20Page&group=null'

let payload: Payload

beforeAll(async () => {
  payload = await seededApiPayload(PIECES)
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

const ok = async (path: string) => {
  const res = await callContract(path)
  expect(res.status, `${path}: ${res.body?.meta.message}`).toBe(200)
  expect(res.body!.meta.status).toBe(200)
  return res
}

const refused = (res: ApiAnswer, status = 400) => {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type') ?? '').toContain('application/json')
  expect(res.body!.meta.status).toBe(status)
  expect(res.body!.meta.message).toMatch(/[a-z]/i)
}

describe('GET /api/faq', () => {
  it('answers every seeded question, grouped by topic, in the envelope', async () => {
    const res = await ok('/api/faq')
    expect(res.body!.meta.message).toBe('Data FAQ berhasil diambil.')
    const items = component<{ faq_question: string; faq_group: string }[]>(res)
    expect(items.length).toBe((await payload.count({ collection: 'faqs' })).totalDocs)
    expect(items[0]!.faq_group).toBe('pendaftaran')
    expect(res.headers.get('cache-control')).toContain('public')
  })

  it('answers 304 to a client that already holds this version', async () => {
    const first = await callContract('/api/faq')
    const again = await callContract('/api/faq', {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('refuses writes with a JSON 405 and answers unknown paths with a JSON 404', async () => {
    expect((await callContract('/api/faq', { method: 'POST' })).status).toBe(405)
    const unknown = await callContract('/api/tidak-ada/sama-sekali')
    expect(unknown.status).toBe(404)
    expect(unknown.body!.meta.message).toContain('/api/docs')
  })
})

type NavItem = {
  nama_menu: string
  dropdown_sub_menu: 'yes' | 'no'
  data_setting: {
    menu_setting_parent_url: string
    menu_setting_url: string
    menu_setting_link: string
    sub_menu: {
      nama_menu: string
      dropdown_sub_sub_menu: 'yes' | 'no'
      data_setting: {
        menu_setting_parent_url: string
        menu_setting_url: string
        menu_setting_link: string
        sub_sub_menu: {
          nama_menu: string
          data_setting: { menu_setting_link: string; menu_setting_parent_url: string }
        }[]
      }
    }[]
  }
}

describe('GET /api/navbar', () => {
  it('answers the menu with §3 names and the links the site builds', async () => {
    const res = await ok('/api/navbar')
    expect(res.body!.meta.message).toBe('Data menu berhasil diambil.')
    const items = component<NavItem[]>(res)
    expect(items.map((i) => i.nama_menu)).toEqual([
      'Beranda',
      'Tentang UTB',
      'Fakultas',
      'Pendaftaran',
      'Mahasiswa',
      'Pusat Karir',
      'Alumni',
      'PMB',
      'FAQ',
    ])
    const about = items.find((i) => i.nama_menu === 'Tentang UTB')!
    expect(about.dropdown_sub_menu).toBe('yes')
    expect(about.data_setting.menu_setting_url).toBe('tentang-utb')
    const history = about.data_setting.sub_menu.find((s) => s.nama_menu === 'Sejarah')!
    expect(history.data_setting.menu_setting_parent_url).toBe('tentang-utb')
    expect(new URL(history.data_setting.menu_setting_link).pathname).toBe('/tentang-utb/sejarah')
    // Sub-sub-menu: /{parent}/{sub}/{subSub}.
    const orgs = items
      .find((i) => i.nama_menu === 'Mahasiswa')!
      .data_setting.sub_menu.find((s) => s.nama_menu === 'Organisasi Mahasiswa')!
    expect(orgs.dropdown_sub_sub_menu).toBe('yes')
    const bem = orgs.data_setting.sub_sub_menu.find(
      (l) => l.nama_menu === 'Badan Eksekutif Mahasiswa',
    )!
    expect(new URL(bem.data_setting.menu_setting_link).pathname).toBe(
      '/mahasiswa/organisasi-mahasiswa/badan-eksekutif-mahasiswa',
    )
    expect(bem.data_setting.menu_setting_parent_url).toBe('organisasi-mahasiswa')
    // Fakultas keeps its links as given; Alumni's sub-menu is sent (it feeds the alumni header).
    const faculty = items.find((i) => i.nama_menu === 'Fakultas')!.data_setting.sub_menu[0]!
    expect(
      new URL(faculty.data_setting.sub_sub_menu[0]!.data_setting.menu_setting_link).pathname,
    ).toBe('/akademik/program-studi/teknik-informatika')
    expect(
      items.find((i) => i.nama_menu === 'Alumni')!.data_setting.sub_menu.map((s) => s.nama_menu),
    ).toEqual(['Profil', 'Sejarah', 'Kontak'])
    expect(items.find((i) => i.nama_menu === 'FAQ')!.data_setting.sub_menu).toEqual([])
  })

  it('leaves the search sub-path to its own call and answers unknown sub-paths with a JSON 404', async () => {
    refused(await callContract('/api/navbar/limit=abc'), 404)
    expect((await callContract('/api/navbar', { method: 'DELETE' })).status).toBe(405)
  })
})

type HeaderGroup = {
  header_group_name: string
  header_group_title: string
  header_group_setting: {
    data_header_name: string
    data_header_setting: { header_url: string; header_icon: string | null; header_external: string }
  }[]
}

describe('GET /api/top-navbar', () => {
  it('answers social (0), alumni (1), campus (2) and the link groups (3…), plus the register button', async () => {
    const res = await ok('/api/top-navbar')
    const groups = component<HeaderGroup[]>(res)
    expect(groups.map((g) => g.header_group_name)).toEqual([
      'media_sosial',
      'alumni',
      'kampus',
      'tautan',
      'tautan',
    ])
    expect(groups[0]!.header_group_setting[0]).toEqual({
      data_header_name: 'Instagram UTB',
      data_header_setting: {
        header_url: 'https://www.instagram.com/utb.official',
        header_icon: 'instagram',
        header_external: 'yes',
      },
    })
    const campus = groups[2]!.header_group_setting[0]!
    expect(campus.data_header_name).toBe('Kampus Soekarno-Hatta')
    expect(new URL(campus.data_header_setting.header_url).pathname).toBe('/campus-location')
    expect(campus.data_header_setting.header_external).toBe('no')
    expect(groups[3]!.header_group_title).toBe('Layanan')
    const register = (
      res.body!.data as {
        register_now: { data_header_name: string; data_header_setting: { header_url: string } }
      }
    ).register_now
    expect(register.data_header_name).toBe('DAFTAR SEKARANG')
    expect(register.data_header_setting.header_url).toBe('https://pmb.utb.ac.id/formulir')
  })
})

type FooterGroup = {
  footer_group_name: string
  footer_group_title: string
  footer_group_setting: {
    data_footer_name: string
    data_footer_setting: {
      footer_icon: string | null
      footer_url: string | null
      footer_name: string
      footer_image: { image: string } | null
    }
  }[]
}

describe('GET /api/footer', () => {
  it('answers Kontak, Informasi, Tautan Cepat and Media Sosial with absolute links and images', async () => {
    const res = await ok('/api/footer')
    const groups = component<FooterGroup[]>(res)
    expect(groups.map((g) => g.footer_group_name)).toEqual([
      'kontak',
      'informasi',
      'tautan_cepat',
      'media_sosial',
    ])
    const [contact, information, , social] = groups
    expect(contact!.footer_group_setting[0]!.data_footer_setting).toMatchObject({
      footer_icon: 'map-pin',
      footer_url: null,
    })
    expect(contact!.footer_group_setting[1]!.data_footer_setting.footer_url).toBe(
      'tel:+62225224000',
    )
    const news = information!.footer_group_setting.find((i) => i.data_footer_name === 'Berita')!
    expect(new URL(news.data_footer_setting.footer_url!).pathname).toBe('/tentang-utb/berita')
    expect(social!.footer_group_setting[0]!.data_footer_setting.footer_image!.image).toMatch(
      /^https?:\/\/.+\/api\/cms\/media\/file\//,
    )
    const data = res.body!.data as { footer_copyright: string; footer_phone: string }
    expect(data.footer_copyright).toContain('2023')
    expect(data.footer_phone).toBe('(022) 5224000')
  })
})

describe('GET /api/contact-admin', () => {
  it('answers the support contacts in order with their WhatsApp links', async () => {
    const res = await ok('/api/contact-admin')
    const items =
      component<
        { contact_admin_title: string; contact_admin_no_hp: string; contact_admin_url: string }[]
      >(res)
    expect(items.length).toBe((await payload.count({ collection: 'support-contacts' })).totalDocs)
    expect(items.length).toBeGreaterThan(0)
    expect(items[0]!.contact_admin_url).toMatch(/^https:\/\/wa\.me\/62\d+\?text=Halo/)
  })
})

describe('GET /api/banner', () => {
  it('answers every banner with its page segment and an absolute image', async () => {
    const res = await ok('/api/banner')
    const items = component<
      {
        banner_id: number
        banner_setting: { banner_url: string; banner_image: { image: string; width: number }[] }
      }[]
    >(res)
    expect(items.length).toBe((await payload.count({ collection: 'banners' })).totalDocs)
    const history = items.find((b) => b.banner_setting.banner_url === 'sejarah')!
    expect(history.banner_setting.banner_image).toHaveLength(1)
    expect(history.banner_setting.banner_image[0]!.image).toMatch(/^https?:\/\/.+\.(webp|jpe?g)/)
    const urls = items.map((b) => b.banner_setting.banner_url)
    expect(urls).toEqual([...urls].sort())
  })
})

describe('GET /api/sharing', () => {
  it('answers the five share buttons as link patterns', async () => {
    const items = component<{ sharing_name: string; sharing_url: string }[]>(
      await ok('/api/sharing'),
    )
    expect(items.map((s) => s.sharing_name)).toEqual([
      'WhatsApp',
      'Facebook',
      'X',
      'LinkedIn',
      'Telegram',
    ])
    expect(items[1]!.sharing_url).toBe('https://www.facebook.com/sharer/sharer.php?u={url}')
  })
})

type LocationItem = {
  location_title: string
  location_setting: {
    location_content: string
    location_map_url: string | null
    location_url: string
  }
}

describe('GET /api/location-route', () => {
  it('answers the published campus-location page; a draft edit stays hidden until it is published', async () => {
    const first = component<LocationItem[]>(await ok('/api/location-route'))
    expect(first).toHaveLength(1)
    expect(first[0]!.location_title).toBe('Lokasi Kampus')
    expect(first[0]!.location_setting.location_content).toContain('<p>')
    expect(first[0]!.location_setting.location_map_url).toMatch(/^https:\/\//)
    expect(new URL(first[0]!.location_setting.location_url).pathname).toBe('/campus-location')

    const page = (
      await payload.find({
        collection: 'pages',
        where: { path: { equals: '/campus-location' } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Lokasi Kampus (draf)' },
      draft: true,
      overrideAccess: true,
      context,
    })
    expect(component<LocationItem[]>(await ok('/api/location-route'))[0]!.location_title).toBe(
      'Lokasi Kampus',
    )

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Lokasi dan Rute Kampus', _status: 'published' },
      overrideAccess: true,
      context,
    })
    expect(component<LocationItem[]>(await ok('/api/location-route'))[0]!.location_title).toBe(
      'Lokasi dan Rute Kampus',
    )
  })
})

describe('GET /api/page-video-link/headline', () => {
  it('answers the campus-tour video of the home page, and nothing once staff hide it', async () => {
    const items = component<
      { video_title: string; video_setting: { video_url: string; video_embed_url: string } }[]
    >(await ok('/api/page-video-link/headline'))
    expect(items).toEqual([
      expect.objectContaining({
        video_title: 'Tur Kampus UTB',
        video_setting: expect.objectContaining({
          video_url: 'https://www.youtube.com/watch?v=UTBtur2026',
          video_embed_url: 'https://www.youtube-nocookie.com/embed/UTBtur2026',
        }),
      }),
    ])
    const before = await payload.findGlobal({ slug: 'home-page', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'home-page',
      data: { campusTour: { ...before.campusTour, visible: false } },
      overrideAccess: true,
      context,
    })
    try {
      expect(component(await ok('/api/page-video-link/headline'))).toEqual([])
      expect(component<unknown[]>(await ok(MAIN_PAGE))[4]).toBeNull()
    } finally {
      await payload.updateGlobal({
        slug: 'home-page',
        data: { campusTour: before.campusTour },
        overrideAccess: true,
        context,
      })
    }
  })
})

type Position = {
  dashboard_key: string
  dashboard_title: string
  dashboard_setting: Record<string, unknown>
} | null
type NewsCard = {
  news_title: string
  news_link_seo: string
  news_setting: {
    news_id: number
    news_date_publish: string
    news_group_url: string
    news_url: string
  }
}

describe('GET /api/content-body/page/page=Main Page&group=null', () => {
  it('answers the 13 dashboard positions in order, 10 unused, each with seeded content', async () => {
    const res = await ok(MAIN_PAGE)
    expect(res.body!.meta.message).toBe('Data halaman berhasil diambil.')
    const positions = component<Position[]>(res)
    expect((res.body!.data as { data_component_length: number }).data_component_length).toBe(13)
    expect(positions.map((p) => p?.dashboard_key ?? null)).toEqual([
      'carousel_logo',
      'headline_logo',
      'headline_menu',
      'prestation_headline',
      'campus_tour',
      'majors_description',
      'majors',
      'registration_headline',
      'scholarship_headline',
      'news_headline',
      null,
      'registration_steps',
      'second_registration_headline',
    ])
    const setting = <T>(i: number) => positions[i]!.dashboard_setting as T
    expect(setting<{ carousel_logo: unknown[] }>(0).carousel_logo).toHaveLength(10)
    expect(
      setting<{ dashboard_button: { button_url: string } }>(1).dashboard_button.button_url,
    ).toMatch(/\/daftar\/option$/)
    expect(setting<{ headline_menu: unknown[] }>(2).headline_menu).toHaveLength(8)
    expect(setting<{ prestation: NewsCard[] }>(3).prestation).toHaveLength(3)
    expect(setting<{ majors: { major_url: string }[] }>(6).majors.length).toBeGreaterThan(0)
    expect(setting<{ majors: { major_url: string }[] }>(6).majors[0]!.major_url).toMatch(
      /\/akademik\/program-studi\/[a-z-]+$/,
    )
    const news = setting<{ news: NewsCard[] }>(9).news
    expect(news).toHaveLength(3)
    expect(new URL(news[0]!.news_setting.news_url).pathname).toBe(
      `/tentang-utb/berita/${news[0]!.news_setting.news_group_url}/${news[0]!.news_link_seo}`,
    )
    const dates = news.map((n) => Date.parse(n.news_setting.news_date_publish))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('takes the page name in any case, and a headline draft appears only once published', async () => {
    const headlineNews = async () =>
      component<Position[]>(await ok('/api/content-body/page/page=main%20page&group=null'))[9]!
        .dashboard_setting as { news: NewsCard[] }
    const category = (
      await payload.find({ collection: 'news-categories', limit: 1, overrideAccess: true })
    ).docs[0]!
    const media = (await payload.find({ collection: 'media', limit: 1, overrideAccess: true }))
      .docs[0]!
    const draft = await payload.create({
      collection: 'news',
      data: {
        title: 'Berita utama rahasia',
        category: category.id,
        author: 'Penguji',
        publishedAt: new Date().toISOString(),
        thumbnail: media.id,
        excerpt: 'Belum terbit.',
        content: paragraphsToLexical(['Isi uji.']),
        headline: true,
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
      context,
    })
    try {
      expect((await headlineNews()).news.map((n) => n.news_setting.news_id)).not.toContain(draft.id)
      await payload.update({
        collection: 'news',
        id: draft.id,
        data: { _status: 'published' },
        overrideAccess: true,
        context,
      })
      const after = (await headlineNews()).news
      expect(after[0]!.news_setting.news_id).toBe(draft.id)
      expect(after[0]!.news_title).toBe('Berita utama rahasia')
      expect(after).toHaveLength(3)
    } finally {
      await payload.delete({ collection: 'news', id: draft.id, overrideAccess: true, context })
    }
  })

  it('refuses an unknown page name with the list of names', async () => {
    const res = await callContract('/api/content-body/page/page=Halaman%20Rahasia&group=null')
    refused(res)
    expect(res.body!.meta.message).toContain('Main Page')
  })

  it('refuses unknown keys, broken %-encoding, over-long values and numbers where a name belongs', async () => {
    // The path template itself refuses these, so no documented operation matches them:
    // requested directly, and checked for the error envelope by hand.
    for (const path of [
      '/api/content-body/page/page=Main%20Page&group=null&limit=-1',
      '/api/content-body/page/page=Main%E0%A4%A&group=null',
      '/api/content-body/page/page',
    ]) {
      const res = await requestApi(path)
      refused(res)
      expect(res.body!.data).toBeNull()
    }
    refused(await callContract(`/api/content-body/page/page=Main%20Page&group=${'x'.repeat(300)}`))
    refused(await callContract(`/api/content-body/page/page=${'y'.repeat(300)}&group=null`))
    refused(await callContract('/api/content-body/page/page=99999999999999999999&group=null'))
  })
})

describe('the writes of §7, against their documented contract', () => {
  const json = (method: string, body: unknown, ip: string) => ({
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  })

  it('POST /api/contact/store takes the §3 payload; bad input gets messages under the names sent', async () => {
    const wire = {
      contact_name: 'Rina Alumni',
      contact_email: 'rina.kontrak@contoh.id',
      contact_handphone: '0812 3456 7890',
      contact_description: 'Saya ingin bergabung dengan ikatan alumni.',
      category_contact_id: 3,
      contact_ip_address: '203.0.113.66',
    }
    const sent = await callContract('/api/contact/store', json('POST', wire, '198.51.100.31'))
    expect(sent.status).toBe(201)
    const stored = await payload.find({
      collection: 'contact-messages',
      where: { email: { equals: 'rina.kontrak@contoh.id' } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ name: 'Rina Alumni', category: 3 })
    expect(stored.docs[0]!.ipAddress ?? '').not.toContain('203.0.113')

    const bad = await callContract(
      '/api/contact/store',
      json('POST', { ...wire, contact_email: 'bukan-email' }, '198.51.100.32'),
    )
    expect(bad.status).toBe(400)
    expect((bad.body!.data as { errors: Record<string, string> }).errors).toEqual({
      contact_email: 'Format email tidak valid, contoh: nama@contoh.com.',
    })
  })

  it('PUT /api/log-stastistics/store answers in the envelope, and refuses a bad path with 400', async () => {
    expect(
      (
        await callContract(
          '/api/log-stastistics/store',
          json('PUT', { path: '/faq' }, '198.51.100.33'),
        )
      ).status,
    ).toBe(200)
    const bad = await callContract(
      '/api/log-stastistics/store',
      json('PUT', { path: 'tanpa-garis-miring' }, '198.51.100.33'),
    )
    expect(bad.status).toBe(400)
  })
})
