import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SeedPiece } from '@/seed'
import { errorEnvelope } from '@/features/content-api/wire/envelope'
import { simplePdf } from '@/seed/files'
import { paragraphsToLexical } from '@/seed/richtext'
import { callContract, component, requestApi, seededApiPayload } from '../helpers/content-api'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// Contract of the career and alumni calls (§7): status, envelope, item schemas per the OpenAPI document.
const PIECES: SeedPiece[] = ['halaman', 'program studi', 'karier', 'alumni', 'tentang utb']

type Locker = {
  locker_information_id: number
  locker_information_title: string
  locker_information_link_seo: string
  locker_information_setting: Record<string, unknown>
}
type Gallery = {
  gallery_group: string
  gallery_setting: { gallery_image: { image: string; caption: string }[] }
}
type FileItem = { file_title: string; file_setting: { file_url: string; file_type: string } }

let payload: Payload
const context = { skipRevalidate: true }

const publishedCount = async (type?: string) =>
  (
    await payload.count({
      collection: 'career-posts',
      where: {
        and: [{ _status: { equals: 'published' } }, ...(type ? [{ type: { equals: type } }] : [])],
      },
    })
  ).totalDocs

/**
 * A refusal the contract harness cannot check: a 404 from the loader (the document lists only
 * 400/405/500 for read calls), or a 400 for an unknown key or broken %-encoding (the harness then
 * matches no template). Checked against the error envelope here.
 */
async function refusal(path: string) {
  const res = await requestApi(path)
  expect(res.headers.get('content-type') ?? '').toContain('application/json')
  expect(errorEnvelope.safeParse(res.body).success, path).toBe(true)
  expect(res.body!.meta.status).toBe(res.status)
  return res
}

beforeAll(async () => {
  payload = await seededApiPayload(PIECES)
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

const LOCKER = '/api/page-locker-information/category'

describe('GET /api/page-locker-information/…', () => {
  it('lists a category newest first with its total, by name or URL name', async () => {
    const res = await callContract(`${LOCKER}/limit=10&offset=0&category=Lowongan%20Kerja`)
    expect(res.status).toBe(200)
    expect(res.body!.meta.message).toBe('Data info karier berhasil diambil.')
    const items = component<Locker[]>(res)
    expect(items).toHaveLength(10)
    expect((res.body!.data as { data_component_length: number }).data_component_length).toBe(
      await publishedCount('lowongan-kerja'),
    )
    const dates = items.map((i) => i.locker_information_setting.locker_information_date as string)
    expect([...dates].sort().reverse()).toEqual(dates)
    const first = items[0]!
    expect(first.locker_information_setting.locker_information_group).toBe('Lowongan Kerja')
    expect(first.locker_information_setting.locker_information_url).toBe(
      `http://localhost:3000/pusat-karir/lowongan-kerja/${first.locker_information_link_seo}`,
    )
    expect(first.locker_information_setting.locker_information_description).toMatch(/^<p>/)
    expect(res.headers.get('cache-control')).toContain('public')

    const byUrlName = component<Locker[]>(
      await callContract(`${LOCKER}/limit=10&offset=0&category=lowongan-kerja`),
    )
    expect(byUrlName.map((i) => i.locker_information_id)).toEqual(
      items.map((i) => i.locker_information_id),
    )
  })

  it('pages with limit and offset at both ends, and category=null lists all types', async () => {
    const total = await publishedCount('info-magang')
    const all = component<Locker[]>(
      await callContract(`${LOCKER}/limit=100&offset=0&category=Informasi%20Magang`),
    )
    expect(all).toHaveLength(total)
    const second = component<Locker[]>(
      await callContract(`${LOCKER}/limit=3&offset=3&category=Informasi%20Magang`),
    )
    expect(second.map((i) => i.locker_information_id)).toEqual(
      all.slice(3, 6).map((i) => i.locker_information_id),
    )
    const last = component<Locker[]>(
      await callContract(`${LOCKER}/limit=3&offset=${total - 1}&category=Informasi%20Magang`),
    )
    expect(last.map((i) => i.locker_information_id)).toEqual([all.at(-1)!.locker_information_id])
    const past = await callContract(`${LOCKER}/limit=3&offset=${total}&category=Informasi%20Magang`)
    expect(past.status).toBe(200)
    expect(component(past)).toEqual([])

    const everything = await callContract(`${LOCKER}/limit=100&offset=0&category=null`)
    expect((everything.body!.data as { data_component_length: number }).data_component_length).toBe(
      await publishedCount(),
    )
    const defaults = await callContract(`${LOCKER}/category=null`)
    expect(component<Locker[]>(defaults)).toHaveLength(10)
  })

  it('counts each type and never shows the draft', async () => {
    const res = await callContract('/api/page-locker-information/length')
    expect(res.status).toBe(200)
    expect(component(res)).toEqual({
      info_locker_length: await publishedCount('lowongan-kerja'),
      info_intern_length: await publishedCount('info-magang'),
      personal_dev_length: await publishedCount('pengembangan-dan-pelatihan'),
    })
    const all = component<Locker[]>(
      await callContract(`${LOCKER}/limit=100&offset=0&category=null`),
    )
    expect(all.map((i) => i.locker_information_link_seo)).not.toContain(
      'lowongan-dosen-informatika-draf',
    )
    const draft = await refusal(
      '/api/page-locker-information/show-detail/title=lowongan-dosen-informatika-draf',
    )
    expect(draft.status).toBe(404)
  })

  it('answers a post by its SEO link, with its status and apply link', async () => {
    const list = component<Locker[]>(
      await callContract(`${LOCKER}/limit=1&offset=0&category=Lowongan%20Kerja`),
    )
    const res = await callContract(
      `/api/page-locker-information/show-detail/title=${list[0]!.locker_information_link_seo}`,
    )
    expect(res.status).toBe(200)
    const post = component<Locker>(res)
    expect(post.locker_information_title).toBe(list[0]!.locker_information_title)
    expect(['Dibuka', 'Ditutup']).toContain(
      post.locker_information_setting.locker_information_status,
    )
    expect(post.locker_information_setting.locker_information_apply_url).toMatch(/^https:\/\//)
    const missing = await refusal(
      '/api/page-locker-information/show-detail/title=tidak-ada-lowongan-ini',
    )
    expect(missing.status).toBe(404)
    expect(missing.body!.meta.message).toContain('tidak ditemukan')
  })

  it('shows a post once it is published, and a closed-early post as closed', async () => {
    const url = `${LOCKER}/limit=1&offset=0&category=Pengembangan%20dan%20Pelatihan`
    const data = {
      title: 'Pelatihan Kontrak Uji API',
      type: 'pengembangan-dan-pelatihan' as const,
      organization: 'Pusat Karier UTB',
      date: new Date(Date.now() + 60_000).toISOString(),
      summary: 'Pelatihan singkat.',
      description: paragraphsToLexical(['Isi pelatihan.']),
      closedEarly: true,
    }
    const doc = await payload.create({
      collection: 'career-posts',
      data: { ...data, _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context,
    })
    expect(component<Locker[]>(await callContract(url))[0]!.locker_information_title).not.toBe(
      data.title,
    )
    await payload.update({
      collection: 'career-posts',
      id: doc.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    const [first] = component<Locker[]>(await callContract(url))
    expect(first!.locker_information_title).toBe(data.title)
    expect(first!.locker_information_setting.locker_information_status).toBe('Ditutup')
    await payload.delete({ collection: 'career-posts', id: doc.id, overrideAccess: true, context })
  })

  it('refuses hostile input with 4xx JSON in the envelope', async () => {
    const bad = [
      [`${LOCKER}/limit=abc&offset=0&category=null`, 400],
      [`${LOCKER}/limit=-1&offset=0&category=null`, 400],
      [`${LOCKER}/limit=99999999&offset=0&category=null`, 400],
      [`${LOCKER}/limit=10&offset=-5&category=null`, 400],
      [`${LOCKER}/limit=10&offset=0&category=null&rahasia=1`, 400],
      [`${LOCKER}/limit=10&offset=0&category=Lowongan%E0%A4%A`, 400],
      [`${LOCKER}/limit=10&offset=0&category=${'x'.repeat(300)}`, 400],
      [`${LOCKER}/limit=10&offset=0&category=Beasiswa`, 404],
      [`/api/page-locker-information/show-detail/title=${'a'.repeat(300)}`, 400],
      [`/api/page-locker-information/show-detail/title=%E0%A4%A`, 400],
    ] as const
    for (const [path, status] of bad) {
      const res =
        /%E0%A4%A|rahasia/.test(path) || status === 404
          ? await refusal(path)
          : await callContract(path)
      expect(res.status, path).toBe(status)
      expect(res.body!.meta.status).toBe(status)
      expect(res.body!.meta.message.length).toBeGreaterThan(0)
    }
    const unknown = await refusal(`${LOCKER}/limit=10&offset=0&category=Beasiswa`)
    expect(unknown.body!.meta.message).toContain('Lowongan Kerja')
    expect(
      (await callContract('/api/page-locker-information/length', { method: 'POST' })).status,
    ).toBe(405)
  })
})

describe('GET /api/page-testimoni/…', () => {
  it('pages the stories in the page order with their total, at both ends', async () => {
    const total = (await payload.count({ collection: 'testimonials' })).totalDocs
    expect(total).toBeGreaterThan(3)
    const length = await callContract('/api/page-testimoni/length')
    expect(length.status).toBe(200)
    expect(component(length)).toEqual({ data_length: total })

    const all = component<
      {
        testimoni_id: number
        testimoni_name: string
        testimoni_setting: { testimoni_major: string }
      }[]
    >(await callContract('/api/page-testimoni/page/limit=100&offset=0'))
    expect(all).toHaveLength(total)
    const { docs } = await payload.find({
      collection: 'testimonials',
      sort: ['order', '-graduationYear', 'name'],
      limit: 100,
    })
    expect(all.map((t) => t.testimoni_id)).toEqual(docs.map((d) => d.id))
    expect(all.some((t) => t.testimoni_setting.testimoni_major !== '')).toBe(true)

    const first = await callContract('/api/page-testimoni/page/limit=2&offset=0')
    expect(component<{ testimoni_id: number }[]>(first).map((t) => t.testimoni_id)).toEqual(
      all.slice(0, 2).map((t) => t.testimoni_id),
    )
    expect((first.body!.data as { data_component_length: number }).data_component_length).toBe(
      total,
    )
    const last = component<{ testimoni_id: number }[]>(
      await callContract(`/api/page-testimoni/page/limit=2&offset=${total - 1}`),
    )
    expect(last.map((t) => t.testimoni_id)).toEqual([all.at(-1)!.testimoni_id])
    expect(
      component(await callContract(`/api/page-testimoni/page/limit=2&offset=${total}`)),
    ).toEqual([])
    expect(
      component<unknown[]>(await callContract('/api/page-testimoni/page/offset=0')),
    ).toHaveLength(Math.min(6, total))
  })

  it('shows a new story once it is saved', async () => {
    const doc = await payload.create({
      collection: 'testimonials',
      data: {
        name: 'Alumni Uji Kontrak',
        graduationYear: 2020,
        occupation: 'Penguji API',
        quote: 'Cerita uji.',
        order: -1,
      },
      overrideAccess: true,
      context,
    })
    const [first] = component<
      {
        testimoni_name: string
        testimoni_setting: { testimoni_initials: string; testimoni_image: unknown[] }
      }[]
    >(await callContract('/api/page-testimoni/page/limit=1&offset=0'))
    expect(first!.testimoni_name).toBe('Alumni Uji Kontrak')
    expect(first!.testimoni_setting.testimoni_initials).toBe('AU')
    expect(first!.testimoni_setting.testimoni_image).toEqual([])
    await payload.delete({ collection: 'testimonials', id: doc.id, overrideAccess: true, context })
  })

  it('refuses hostile paging', async () => {
    for (const path of [
      'limit=x&offset=0',
      'limit=0&offset=0',
      'limit=101&offset=0',
      'limit=5&offset=1e9',
      'limit=5&halaman=2',
      'limit=5%E0%A4%A&offset=0',
    ]) {
      const res = /%E0%A4%A|halaman/.test(path)
        ? await refusal(`/api/page-testimoni/page/${path}`)
        : await callContract(`/api/page-testimoni/page/${path}`)
      expect(res.status, path).toBe(400)
    }
  })
})

describe('GET /api/page-gallery/galleries/category=…', () => {
  it('answers the graduation and alumni albums with absolute photo URLs', async () => {
    for (const [category, group] of [
      ['Wisuda', 'Wisuda'],
      ['alumni', 'Alumni'],
    ] as const) {
      const res = await callContract(`/api/page-gallery/galleries/category=${category}`)
      expect(res.status).toBe(200)
      const albums = component<Gallery[]>(res)
      expect(albums.length).toBe(
        (
          await payload.count({
            collection: 'galleries',
            where: { category: { equals: group.toLowerCase() } },
          })
        ).totalDocs,
      )
      expect(albums[0]!.gallery_group).toBe(group)
      expect(albums[0]!.gallery_setting.gallery_image[0]!.image).toMatch(
        /^http:\/\/localhost:3000\/api\/cms\/media\/file\//,
      )
    }
  })

  it('answers an unknown category with 404 and the categories that exist', async () => {
    const res = await refusal('/api/page-gallery/galleries/category=Penelitian')
    expect(res.status).toBe(404)
    expect(res.body!.meta.message).toContain('Wisuda, Alumni')
    expect(
      (await callContract(`/api/page-gallery/galleries/category=${'w'.repeat(300)}`)).status,
    ).toBe(400)
    expect((await refusal('/api/page-gallery/galleries/category=%E0%A4%A')).status).toBe(400)
  })
})

describe('GET /api/page-document, /api/files, /api/link-community-dedication', () => {
  it('answers the brochures and the logos of their pages', async () => {
    const brochures = component<FileItem[]>(
      await callContract('/api/page-document/page=unduh-brosur'),
    )
    expect(brochures.length).toBe(
      (await payload.count({ collection: 'documents', where: { kind: { equals: 'brosur' } } }))
        .totalDocs,
    )
    expect(brochures[0]!.file_setting.file_url).toMatch(/^http:\/\/localhost:3000\/api\/cms\//)
    const logos = component<FileItem[]>(await callContract('/api/page-document/page=Unduh-Logo'))
    expect(logos.length).toBe(
      (await payload.count({ collection: 'documents', where: { kind: { equals: 'logo' } } }))
        .totalDocs,
    )
    const unknown = await callContract('/api/page-document/page=unduh-rahasia')
    expect(unknown.status).toBe(400)
    expect(unknown.body!.meta.message).toContain('unduh-brosur')
  })

  it('answers the research files under data_file_menu, and a career file once uploaded', async () => {
    const res = await callContract('/api/files/page=Penelitian%20dan%20Pengabdian')
    expect(res.status).toBe(200)
    const [menu] = component<{ file_menu_title: string; data_file_menu: FileItem[] }[]>(res)
    expect(menu!.file_menu_title).toBe('Penelitian dan Pengabdian')
    expect(menu!.data_file_menu.length).toBe(
      (
        await payload.count({
          collection: 'documents',
          where: { kind: { in: ['penelitian', 'pengabdian'] } },
        })
      ).totalDocs,
    )

    const career = '/api/files/page=Lowongan%20Kerja'
    expect(
      component<{ data_file_menu: FileItem[] }[]>(await callContract(career))[0]!.data_file_menu,
    ).toEqual([])
    const data = simplePdf('Panduan Melamar Kerja', ['Isi panduan.'])
    const doc = await payload.create({
      collection: 'documents',
      data: { title: 'Panduan Melamar Kerja', kind: 'karier' },
      file: { data, mimetype: 'application/pdf', name: 'panduan-melamar.pdf', size: data.length },
      overrideAccess: true,
      context,
    })
    const [file] = component<{ data_file_menu: FileItem[] }[]>(await callContract(career))[0]!
      .data_file_menu
    expect(file!.file_title).toBe('Panduan Melamar Kerja')
    expect(file!.file_setting.file_type).toBe('PDF')
    await payload.delete({ collection: 'documents', id: doc.id, overrideAccess: true, context })
    expect((await callContract('/api/files/page=Beasiswa')).status).toBe(400)
  })

  it('answers the community-service links in order', async () => {
    const res = await callContract('/api/link-community-dedication')
    expect(res.status).toBe(200)
    const links = component<
      {
        community_dedication_title: string
        community_dedication_setting: { community_dedication_url: string }
      }[]
    >(res)
    const { docs } = await payload.find({
      collection: 'community-service-links',
      sort: 'order',
      limit: 100,
    })
    expect(links.map((l) => l.community_dedication_title)).toEqual(docs.map((d) => d.title))
    expect(
      links.every((l) =>
        /^https?:\/\//.test(l.community_dedication_setting.community_dedication_url),
      ),
    ).toBe(true)
  })
})

describe('GET /api/content-body/page/… (career and alumni pages)', () => {
  const body = (page: string) =>
    callContract(`/api/content-body/page/page=${encodeURIComponent(page)}&group=null`)

  it('Tracer Study: the published page, never its newer draft', async () => {
    const res = await body('Tracer Study')
    expect(res.status).toBe(200)
    const [group] = component<
      {
        'Tracer Study': {
          page_title: string
          page_url: string
          data_body_group: { data_body_setting: { body_description: string } }[]
        }
      }[]
    >(res)
    expect(group!['Tracer Study'].page_title).toBe('Tracer Study')
    expect(group!['Tracer Study'].page_url).toBe('http://localhost:3000/pusat-karir/tracer-study')
    expect(group!['Tracer Study'].data_body_group[0]!.data_body_setting.body_description).toContain(
      '<p>',
    )

    const page = (
      await payload.find({
        collection: 'pages',
        where: { path: { equals: '/pusat-karir/tracer-study' } },
        limit: 1,
      })
    ).docs[0]!
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Tracer Study (draf)' },
      draft: true,
      overrideAccess: true,
      context,
    })
    const again = component<{ 'Tracer Study': { page_title: string } }[]>(
      await body('Tracer Study'),
    )
    expect(again[0]!['Tracer Study'].page_title).toBe('Tracer Study')
  })

  it('Ikatan Alumni: profile and history blocks, and the contact picture', async () => {
    const res = await body('ikatan alumni')
    expect(res.status).toBe(200)
    type AlumniBody = {
      Alumni: { alumni_title: string; data_body_group: { data_body_title: string }[] }
      Gambar_Kontak_Alumni: {
        data_body_group: { data_body_setting: { body_image: { image: string }[] } }[]
      }
    }
    const [group] = component<AlumniBody[]>(res)
    const global = await payload.findGlobal({ slug: 'alumni-page' })
    expect(group!.Alumni.alumni_title).toBe(global.heroTitle)
    expect(group!.Alumni.data_body_group.map((b) => b.data_body_title)).toEqual([
      global.profile!.title,
      global.history!.title,
    ])
    expect(
      group!.Gambar_Kontak_Alumni.data_body_group[0]!.data_body_setting.body_image[0]!.image,
    ).toMatch(/^http:\/\/localhost:3000\//)
  })

  it('Penelitian dan Pengabdian: the activity gallery, the files and the links', async () => {
    const res = await body('Penelitian dan Pengabdian')
    expect(res.status).toBe(200)
    const [group] = component<
      {
        'Pengabdian dan Penelitian': { gallery_image: { image: string } }[]
        data_file_menu: unknown[]
        link_community_dedication: unknown[]
      }[]
    >(res)
    expect(group!['Pengabdian dan Penelitian'].length).toBeGreaterThan(0)
    expect(group!.data_file_menu.length).toBeGreaterThan(0)
    expect(group!.link_community_dedication.length).toBeGreaterThan(0)
  })
})

describe('a training’s dates (its Event in the structured data)', () => {
  it('are seeded after the registration closes, and cannot end before they start', async () => {
    const { docs } = await payload.find({
      collection: 'career-posts',
      where: { slug: { equals: 'pelatihan-cloud-computing' } },
      limit: 1,
    })
    const training = docs[0]!
    expect(Date.parse(training.eventStart!)).toBeGreaterThan(Date.parse(training.deadline!))
    expect(Date.parse(training.eventEnd!)).toBeGreaterThan(Date.parse(training.eventStart!))

    const error = await payload
      .update({
        collection: 'career-posts',
        id: training.id,
        data: { eventEnd: '2020-01-01T02:00:00.000Z' },
        context,
      })
      .then(
        () => null,
        (e: { data?: { errors?: { path: string; message: string }[] } }) => e,
      )
    expect(error?.data?.errors).toEqual([
      expect.objectContaining({
        path: 'eventEnd',
        message: 'Waktu selesai tidak boleh sebelum waktu mulai pelatihan.',
      }),
    ])
  })
})
