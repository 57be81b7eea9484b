import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SeedPiece } from '@/seed'
import { paragraphsToLexical } from '@/seed/richtext'
import { scholarships, selectionWaves, tuitionFees } from '@/seed/admissions-info'
import { feeYear } from '@/seed/clock'
import { admissionsSettings } from '@/seed/admissions'
import { management as seededManagement, services as seededServices } from '@/seed/about'
import { partners as seededPartners } from '@/seed/home'
import { programmes as seededProgrammes } from '@/seed/programmes'
import { academicEvents, draftOrganisation, organisations } from '@/seed/students'
import { env } from '@/lib/env'
import { SEED_DAY, SEED_NOW } from '../helpers/seed-day'
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

// Contract of the about domain (§7 /management/all, /page-history … /page-student-organization,
// content-body Cost Education): status, envelope and item schemas per the OpenAPI document.
const PIECES: SeedPiece[] = [
  'halaman',
  'program studi',
  'info pendaftaran',
  'tentang utb',
  'beranda',
  'kalender akademik',
  'organisasi mahasiswa',
]

let payload: Payload
const context = { skipRevalidate: true }
const site = () => env().siteUrl

beforeAll(async () => {
  payload = await seededApiPayload(PIECES, SEED_NOW)
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

type Item = Record<string, unknown> & { [k: string]: Record<string, unknown> | unknown }
const items = (res: ApiAnswer) => component<Item[]>(res)
const setting = (item: Item, key: string) => item[key] as Record<string, unknown>
const title = (res: ApiAnswer, key: string) => items(res).map((i) => i[key])

const CALLS: [path: string, message: string][] = [
  ['/api/management/all', 'Data pimpinan berhasil diambil.'],
  ['/api/page-history', 'Data sejarah berhasil diambil.'],
  ['/api/page-identity', 'Data identitas berhasil diambil.'],
  ['/api/page-accreditation', 'Data akreditasi berhasil diambil.'],
  ['/api/page-campus-accreditation', 'Data akreditasi kampus berhasil diambil.'],
  ['/api/page-visi-misi', 'Data visi dan misi berhasil diambil.'],
  ['/api/page-service', 'Data fasilitas dan layanan berhasil diambil.'],
  ['/api/page-cooperation', 'Data kerja sama berhasil diambil.'],
  ['/api/page-organization-structure', 'Data struktur organisasi berhasil diambil.'],
  ['/api/page-campus', 'Data kampus berhasil diambil.'],
  ['/api/page-majors', 'Data program studi berhasil diambil.'],
  ['/api/page-selection-schedule', 'Data jadwal seleksi berhasil diambil.'],
  ['/api/page-scholarship', 'Data beasiswa berhasil diambil.'],
  ['/api/page-academic-calendar', 'Data kalender akademik berhasil diambil.'],
  ['/api/page-student-organization', 'Data organisasi mahasiswa berhasil diambil.'],
  ['/api/content-body/page/page=Cost%20Education&group=null', 'Data halaman berhasil diambil.'],
]

describe('every call of the about domain', () => {
  it.each(CALLS)(
    '%s answers 200 with seeded content, cacheable by a proxy',
    async (path, message) => {
      const res = await callContract(path)
      expect(res.status).toBe(200)
      expect(res.body!.meta.message).toBe(message)
      expect(items(res).length).toBeGreaterThan(0)
      expect(res.headers.get('cache-control')).toContain('public')
    },
  )

  it.each(CALLS)('%s refuses writes with a JSON 405', async (path) => {
    const res = await callContract(path, { method: 'DELETE' })
    expect(res.status).toBe(405)
  })
})

describe('Tentang UTB', () => {
  it('/management/all lists everyone, university leaders first, with absolute photo URLs', async () => {
    const res = await callContract('/api/management/all')
    const list = items(res)
    expect(list.length).toBe(seededManagement.length)
    const first = setting(list[0]!, 'data_management_setting')
    expect(first.management_group).toBe('pimpinan')
    expect(first.management_group_title).toBe('Pimpinan Universitas')
    const photo = (first.management_image as { image: string }[])[0]!
    expect(photo.image.startsWith(`${site()}/api/cms/media/file/`)).toBe(true)
    const groups = list.map((i) => setting(i, 'data_management_setting').management_group as string)
    expect(groups).toEqual(
      [...groups].sort(
        (a, b) =>
          ['pimpinan', 'fakultas', 'unit'].indexOf(a) - ['pimpinan', 'fakultas', 'unit'].indexOf(b),
      ),
    )
  })

  it('/page-history answers the page as HTML with its absolute URL', async () => {
    const [page] = items(await callContract('/api/page-history'))
    expect(page!.data_page_title).toBe('Sejarah')
    const s = setting(page!, 'data_page_setting')
    expect(s.page_url).toBe(`${site()}/tentang-utb/sejarah`)
    expect(s.page_content).toMatch(/<(p|h2)[\s>]/)
    expect(s.page_map_embed_url).toBeNull()
  })

  it('/page-campus carries the map embed URL of the campus location page', async () => {
    const [page] = items(await callContract('/api/page-campus'))
    expect(setting(page!, 'data_page_setting').page_path).toBe('/campus-location')
    expect(setting(page!, 'data_page_setting').page_map_embed_url).toMatch(/^https:\/\//)
  })

  it('/page-campus-accreditation is the Akreditasi page; /page-accreditation lists each programme', async () => {
    expect(title(await callContract('/api/page-campus-accreditation'), 'data_page_title')).toEqual([
      'Akreditasi',
    ])
    const list = items(await callContract('/api/page-accreditation'))
    expect(list.length).toBe(seededProgrammes.length)
    const names = list.map(
      (i) => setting(i, 'data_accreditation_setting').accreditation_majors as string,
    )
    expect(names).toEqual([...names].sort())
    const ti = list.find(
      (i) => setting(i, 'data_accreditation_setting').accreditation_majors === 'Teknik Informatika',
    )!
    expect(ti.data_accreditation_title).toBe('S1 Teknik Informatika')
    expect(setting(ti, 'data_accreditation_setting').accreditation_majors_url).toBe(
      `${site()}/akademik/program-studi/teknik-informatika`,
    )
  })

  it('/page-service and /page-cooperation list the seeded services and partners in the staff order', async () => {
    const services = items(await callContract('/api/page-service'))
    expect(services.map((s) => s.data_service_title)).toEqual(seededServices.map((s) => s.title))
    expect((setting(services[0]!, 'data_service_setting').service_image as unknown[]).length).toBe(
      1,
    )
    const partners = items(await callContract('/api/page-cooperation'))
    expect(partners.map((p) => p.data_cooperation_title)).toEqual(seededPartners.map((p) => p.name))
    expect(setting(partners[0]!, 'data_cooperation_setting').cooperation_kind_title).toBeTruthy()
  })

  it('/page-organization-structure shows the chart once staff attach one', async () => {
    const before = items(await callContract('/api/page-organization-structure'))
    expect(before[0]!.data_organizational_structure_title).toBe('Struktur Organisasi')
    expect(
      setting(before[0]!, 'data_organizational_structure_setting').organizational_structure_image,
    ).toEqual([])
    const [chart] = (
      await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })
    ).docs
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/tentang-utb/struktur-organisasi' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'pages',
      id: docs[0]!.id,
      data: { image: chart!.id, _status: 'published' },
      overrideAccess: true,
      context,
    })
    const after = items(await callContract('/api/page-organization-structure'))
    const image = (
      setting(after[0]!, 'data_organizational_structure_setting')
        .organizational_structure_image as { image: string; alt: string }[]
    )[0]!
    expect(image.alt).toBe(chart!.alt)
    expect(image.image.startsWith(site())).toBe(true)
  })

  it('a draft edit of a page does not appear; publishing it does', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/tentang-utb/visi-misi' } },
      overrideAccess: true,
    })
    const id = docs[0]!.id
    await payload.update({
      collection: 'pages',
      id,
      draft: true,
      data: { title: 'Visi Misi (draf)', _status: 'draft' },
      overrideAccess: true,
      context,
    })
    expect(title(await callContract('/api/page-visi-misi'), 'data_page_title')).toEqual([
      'Visi & Misi',
    ])
    await payload.update({
      collection: 'pages',
      id,
      data: { title: 'Visi, Misi dan Tujuan', _status: 'published' },
      overrideAccess: true,
      context,
    })
    expect(title(await callContract('/api/page-visi-misi'), 'data_page_title')).toEqual([
      'Visi, Misi dan Tujuan',
    ])
  })

  it('a page that exists only as a draft gives an empty data_component; published, it appears', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { path: { equals: '/tentang-utb/identitas' } },
      overrideAccess: true,
    })
    await payload.delete({ collection: 'pages', id: docs[0]!.id, overrideAccess: true, context })
    const data = {
      title: 'Identitas Baru',
      path: '/tentang-utb/identitas',
      summary: 'Baru.',
      content: paragraphsToLexical(['Isi baru.']) as never,
    }
    const draft = await payload.create({
      collection: 'pages',
      draft: true,
      data: { ...data, _status: 'draft' },
      overrideAccess: true,
      context,
    })
    const empty = await callContract('/api/page-identity')
    expect(empty.status).toBe(200)
    expect(component(empty)).toEqual([])
    await payload.update({
      collection: 'pages',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    const [page] = items(await callContract('/api/page-identity'))
    expect(page!.data_page_title).toBe('Identitas Baru')
    expect(setting(page!, 'data_page_setting').page_content).toContain('Isi baru.')
  })
})

describe('majors', () => {
  it('lists the published programmes by name; a draft appears only once published', async () => {
    const before = items(await callContract('/api/page-majors'))
    expect(before.length).toBe(seededProgrammes.length)
    const ti = before.find((i) => i.data_majors_title === 'Teknik Informatika')!
    expect(setting(ti, 'data_majors_setting')).toMatchObject({
      majors_link_seo: 'teknik-informatika',
      majors_degree: 'S1',
      majors_degree_title: 'Sarjana (S1)',
    })
    expect(setting(ti, 'data_majors_setting').majors_faculty).toBeTruthy()
    expect((setting(ti, 'data_majors_setting').majors_image as unknown[]).length).toBe(1)

    const model = await payload.find({
      collection: 'programmes',
      where: { slug: { equals: 'teknik-informatika' } },
      depth: 0,
      overrideAccess: true,
    })
    const src = model.docs[0]!
    const draft = await payload.create({
      collection: 'programmes',
      draft: true,
      data: {
        name: 'Aaa Rekayasa Data',
        slug: 'aaa-rekayasa-data',
        faculty: src.faculty,
        category: src.category,
        degree: 'S1',
        accreditation: 'Baik',
        summary: 'Program baru.',
        description: paragraphsToLexical(['Uraian.']) as never,
        _status: 'draft',
      },
      overrideAccess: true,
      context,
    })
    expect(title(await callContract('/api/page-majors'), 'data_majors_title')).not.toContain(
      'Aaa Rekayasa Data',
    )
    expect(items(await callContract('/api/page-accreditation')).length).toBe(
      seededProgrammes.length,
    )
    await payload.update({
      collection: 'programmes',
      id: draft.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    const after = title(await callContract('/api/page-majors'), 'data_majors_title')
    expect(after[0]).toBe('Aaa Rekayasa Data')
    expect(after.length).toBe(seededProgrammes.length + 1)
  })
})

describe('admissions information', () => {
  it('/page-selection-schedule lists the waves by registration start, one marked current at most', async () => {
    const list = items(await callContract('/api/page-selection-schedule'))
    expect(list.length).toBe(selectionWaves(SEED_DAY).length)
    const starts = list.map(
      (i) =>
        setting(i, 'data_selection_schedule_setting')
          .selection_schedule_registration_start as string,
    )
    expect(starts).toEqual([...starts].sort())
    expect(
      list.filter((i) => setting(i, 'data_selection_schedule_setting').selection_schedule_current)
        .length,
    ).toBeLessThanOrEqual(1)
    expect(list[0]!.data_selection_schedule_title).toBe(selectionWaves(SEED_DAY)[0]!.wave)
  })

  it('/page-scholarship lists the seeded scholarships with their requirements', async () => {
    const list = items(await callContract('/api/page-scholarship'))
    expect(list.map((i) => i.data_scholarship_title)).toEqual(
      scholarships(SEED_DAY).map((s) => s.name),
    )
    expect(
      (setting(list[0]!, 'data_scholarship_setting').scholarship_requirements as string[]).length,
    ).toBeGreaterThan(0)
  })

  it('Cost Education gives one table per track of the newest year, with amounts and the registration fee', async () => {
    const res = await callContract('/api/content-body/page/page=cost%20education&group=null')
    const data = res.body!.data as { registration_fee: number; registration_fee_rule: string }
    expect(data.registration_fee).toBe(300_000)
    expect(data.registration_fee_rule).toContain('100%')
    const tables = items(res)
    expect(tables.map((t) => setting(t, 'cost_education_setting').cost_education_track)).toEqual([
      'reguler',
      'magang',
      'jepang',
    ])
    const rows = tables.flatMap(
      (t) =>
        setting(t, 'cost_education_setting').cost_education_rows as {
          majors_name: string
          development_fee: number
          development_fee_text: string
        }[],
    )
    expect(rows.length).toBe(tuitionFees(SEED_DAY).length)
    expect(
      tables.every(
        (t) =>
          setting(t, 'cost_education_setting').cost_education_academic_year === feeYear(SEED_DAY),
      ),
    ).toBe(true)
    const seededTi = tuitionFees(SEED_DAY).find(
      (f) => f.programmeSlug === 'teknik-informatika' && f.track === 'reguler',
    )!
    const ti = (
      setting(tables[0]!, 'cost_education_setting').cost_education_rows as {
        majors_name: string
        development_fee: number
        development_fee_text: string
      }[]
    ).find((r) => r.majors_name === 'S1 Teknik Informatika')!
    expect(ti.development_fee).toBe(seededTi.developmentFee)
    expect(ti.development_fee_text.replace(/\s/g, ' ')).toMatch(/^Rp /)
  })

  it('Cost Education states the fee and refund rule staff set in the admissions settings', async () => {
    const staffRule = 'Biaya pendaftaran dikembalikan 100% bila tidak diterima (uji).'
    await payload.updateGlobal({
      slug: 'admissions-settings',
      data: { ...admissionsSettings(SEED_DAY), fee: 325_000, refundRule: staffRule },
      context,
    })
    try {
      const res = await callContract('/api/content-body/page/page=cost%20education&group=null')
      expect(res.body!.data).toMatchObject({
        registration_fee: 325_000,
        registration_fee_text: expect.stringMatching(/^Rp\s?325\.000$/),
        registration_fee_rule: staffRule,
      })
    } finally {
      await payload.updateGlobal({
        slug: 'admissions-settings',
        data: admissionsSettings(SEED_DAY),
        context,
      })
    }
  })
})

describe('students', () => {
  it('/page-academic-calendar lists every agenda item in semester and date order', async () => {
    const list = items(await callContract('/api/page-academic-calendar'))
    expect(list.length).toBe(academicEvents(SEED_DAY).length)
    const first = setting(list[0]!, 'data_academic_calendar_setting')
    expect(first.academic_calendar_semester).toBe('ganjil')
    expect(first.academic_calendar_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const ganjil = list.filter(
      (i) => setting(i, 'data_academic_calendar_setting').academic_calendar_semester === 'ganjil',
    )
    const days = ganjil.map(
      (i) => setting(i, 'data_academic_calendar_setting').academic_calendar_start_date as string,
    )
    expect(days).toEqual([...days].sort())
  })

  it('/page-student-organization: published organisations under group_student_organization, drafts not', async () => {
    const read = async () => {
      const [entry] = items(await callContract('/api/page-student-organization'))
      const groups = entry!.group_student_organization as {
        student_organization_group: string
        data_student_organization: Item[]
      }[]
      return groups.flatMap((g) =>
        g.data_student_organization.map((o) => o.data_student_organization_title as string),
      )
    }
    const names = await read()
    expect(names.length).toBe(organisations.length)
    expect(names).not.toContain(draftOrganisation.name)
    const { docs } = await payload.find({
      collection: 'student-organisations',
      where: { slug: { equals: draftOrganisation.slug } },
      draft: true,
      overrideAccess: true,
    })
    expect(docs[0]?._status).toBe('draft')
    await payload.update({
      collection: 'student-organisations',
      id: docs[0]!.id,
      data: { _status: 'published' },
      overrideAccess: true,
      context,
    })
    expect(await read()).toContain(draftOrganisation.name)
  })
})

describe('hostile input', () => {
  it('answers extra segments and unknown calls with a JSON 404 in the envelope', async () => {
    for (const path of [
      '/api/page-history/extra',
      '/api/management/all/limit=abc',
      '/api/management',
      '/api/page-majors/%E0%A4%A',
    ]) {
      const res = await callContract(path)
      expect(res.status, path).toBe(404)
      expect(res.body!.meta.message).toContain('/api/docs')
    }
  })

  it('ignores a query string on a call without parameters', async () => {
    const res = await callContract('/api/page-scholarship?limit=-1&x=%E0%A4%A')
    expect(res.status).toBe(200)
    expect(items(res).length).toBe(scholarships(SEED_DAY).length)
  })

  it('refuses a broken, unknown or oversized content-body request with a 400 and an Indonesian message', async () => {
    const cases: [string, RegExp][] = [
      ['/api/content-body/page/page=Cost%E0%A4%A&group=null', /%-encoding/],
      ['/api/content-body/page/page=Biaya%20Rahasia&group=null', /Cost Education/],
      [
        '/api/content-body/page/page=Cost%20Education&group=null&limit=5',
        /Parameter "limit" tidak dikenal/,
      ],
      [`/api/content-body/page/page=Cost%20Education&group=${'x'.repeat(300)}`, /terlalu panjang/],
      ['/api/content-body/page/page=Cost%20Education&group', /kunci=nilai/],
    ]
    for (const [path, message] of cases) {
      // A path the template cannot read matches no documented operation: checked by hand.
      const res = await requestApi(path)
      expect(res.status, path).toBe(400)
      expect(res.headers.get('content-type'), path).toContain('application/json')
      expect(res.body!.meta, path).toEqual({ status: 400, message: expect.stringMatching(message) })
    }
    // A readable path with a refused value is a documented 400.
    expect(
      (await callContract(`/api/content-body/page/page=Cost%20Education&group=${'x'.repeat(300)}`))
        .status,
    ).toBe(400)
  })
})
