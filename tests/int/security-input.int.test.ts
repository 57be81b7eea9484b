import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application/service'
import {
  readProgrammeChoices,
  type ProgrammeChoices,
} from '@/features/admissions/form/programme-choice'
import { ROW_ID_MESSAGES } from '@/hooks/array-row-ids'
import { NO_VERSIONS_MESSAGE } from '@/hooks/missing-versions'
import { CMS_QUERY_MESSAGES } from '@/lib/cms-query'
import { CMS_BODY_MESSAGES, guardCmsRoute } from '@/lib/cms-route'
import { expectLoggedError } from '../helpers/logged-errors'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  validationMessages,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

// Programme choice checked on the server: the Applications hook accepts only a
// published major of the chosen category and faculty, whoever writes the application.

let payload: Payload
let choices: ProgrammeChoices
let applicant: ApplicantUser
let admissions: Staff
let draftMajor: number | string

const valid = () => {
  const major = choices.majors[0]!
  return {
    category: Number(major.categoryId),
    faculty: Number(major.facultyId),
    major: Number(major.id),
  }
}

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan', 'program studi'])
  choices = await readProgrammeChoices(payload)
  applicant = await createApplicant(payload, 'gilang.prodi@contoh.id')
  admissions = await createStaff(payload, 'admissions')
  expect((await chooseTrack(payload, applicant, 'reguler')).ok).toBe(true)
  const { category, faculty } = valid()
  const draft = await payload.create({
    collection: 'programmes',
    data: { name: 'Prodi Rahasia (draf)', degree: 'S1', faculty, category } as never,
    draft: true,
    overrideAccess: true,
  })
  draftMajor = draft.id
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('500s on malformed input: an application without an applicant', () => {
  it('answers staff creating an application without an applicant with a field message, not a 500', async () => {
    const create = payload.create({
      collection: 'applications',
      data: { track: 'reguler' } as never,
      overrideAccess: false,
      user: admissions as never,
    })
    expect(await validationMessages(create)).toBe('Pilih pendaftar yang sudah terdaftar.')
  })
})

describe('Programme choice checked on the server', () => {
  it('refuses a draft programme in PATCH /api/cms/applications/<own id> with an Indonesian message', async () => {
    const app = (await findApplication(payload, applicant))!
    const patch = payload.update({
      collection: 'applications',
      id: app.id,
      data: { programme: { ...valid(), major: draftMajor } } as never,
      overrideAccess: false,
      user: applicant as never,
    })
    expect(await validationMessages(patch)).toBe(
      'Program studi ini tidak tersedia untuk kategori dan fakultas yang dipilih.',
    )
    expect((await findApplication(payload, applicant))!.programme?.major ?? null).toBeNull()
  })

  it('refuses a major of another faculty and a category without majors, for staff as well', async () => {
    const app = (await findApplication(payload, applicant))!
    const other = choices.majors.find(
      (m) => m.facultyId !== String(valid().faculty) && m.categoryId === String(valid().category),
    )!
    const asStaff = (programme: object) =>
      validationMessages(
        payload.update({
          collection: 'applications',
          id: app.id,
          data: { programme } as never,
          overrideAccess: false,
          user: admissions as never,
        }),
      )
    expect(await asStaff({ ...valid(), major: Number(other.id) })).toBe(
      'Program studi ini tidak tersedia untuk kategori dan fakultas yang dipilih.',
    )
    const emptyCategory = await payload.create({
      collection: 'programme-categories',
      data: { name: 'Kategori Kosong' } as never,
      overrideAccess: true,
    })
    expect(await asStaff({ ...valid(), category: emptyCategory.id })).toBe(
      'Pilih kategori program dari daftar.',
    )
  })

  it('keeps a published choice, and other edits of an application whose programme was unpublished later', async () => {
    const app = (await findApplication(payload, applicant))!
    const saved = await payload.update({
      collection: 'applications',
      id: app.id,
      data: { programme: valid() },
      overrideAccess: false,
      user: applicant as never,
      depth: 0,
    })
    expect(saved.programme).toMatchObject(valid())
    await payload.update({
      collection: 'programmes',
      id: valid().major,
      data: { _status: 'draft' } as never,
      overrideAccess: true,
    })
    const again = await payload.update({
      collection: 'applications',
      id: app.id,
      data: { currentStep: 2 },
      overrideAccess: false,
      user: applicant as never,
      depth: 0,
    })
    expect(again.currentStep).toBe(2)
  })
})

describe('500s on malformed input, on this database kind (SQLite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  // The handlers of /api/cms/[...slug] and /api/cms/graphql as the route files export them.
  const routes = async () => {
    const [{ REST_GET, GRAPHQL_POST }, { default: config }] = await Promise.all([
      import('@payloadcms/next/routes'),
      import('@/payload.config'),
    ])
    return { GET: guardCmsRoute(REST_GET(config)), GRAPHQL: guardCmsRoute(GRAPHQL_POST(config)) }
  }
  const get = async (url: string, headers: HeadersInit = {}) => {
    const { GET } = await routes()
    return GET(new Request(`http://localhost:3000/api/cms/${url}`, { headers }), {
      params: Promise.resolve({ slug: url.split('?')[0]!.split('/') }),
    })
  }

  it.each([
    ['news/abc', 404],
    ['news?where[createdAt][greater_than]=notadate', 400],
    ['news?where[title][equals][$ne]=1', 400],
    ['news?where[category][equals]=abc', 400],
    ['media/file/nonexistent.png', 404],
  ] as const)('GET /api/cms/%s answers %i with a JSON error', async (url, status) => {
    // Payload logs every APIError at its error level, a refused filter (400) included.
    if (status === 400) expectLoggedError(/APIError: Filter "/)
    const response = await get(url)
    expect(response.status).toBe(status)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]!.message).toBeTruthy()
  })

  it('answers GraphQL with a non-JSON body with 400, and a 30 MB JSON body with 413', async () => {
    const { GRAPHQL } = await routes()
    const post = (body: string) =>
      GRAPHQL(
        new Request('http://localhost:3000/api/cms/graphql', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        }),
        {},
      )
    const notJson = await post('{not json')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({
      errors: [{ message: 'Isi permintaan bukan JSON yang valid.' }],
    })
    expect((await post(JSON.stringify({ query: 'x'.repeat(30 * 1024 * 1024) }))).status).toBe(413)
  })

  it('keeps valid filters and ids working', async () => {
    expect(
      (await get('news?where[createdAt][greater_than]=2020-01-01&where[id][in]=1,2')).status,
    ).toBe(200)
  })

  describe('more 500s: each a 4xx in the error shape of Payload with an Indonesian message', () => {
    let asAdmin: HeadersInit
    beforeAll(async () => {
      await createStaff(payload, 'admin')
      const token = await sessionToken(payload, 'users', 'admin@utb.test', 'Rahasia-Sekali-123')
      asAdmin = { Authorization: `JWT ${token}` }
    })
    const geo = (op: string) =>
      `Filter "title": operator "${op}" hanya untuk bidang titik (koordinat).`

    it.each([
      ['news?where[title][near]=1,2', 400, geo('near')],
      ['news?where[title][within]=1', 400, geo('within')],
      ['news?where[title][intersects]=1', 400, geo('intersects')],
      ['news?page=99999999999999999999', 400, CMS_QUERY_MESSAGES.notCount('page', 1)],
      ['news/versions?page=99999999999999999999', 400, CMS_QUERY_MESSAGES.notCount('page', 1)],
      [
        'globals/home-page/versions?page=99999999999999999999',
        400,
        CMS_QUERY_MESSAGES.notCount('page', 1),
      ],
      ['news?limit=99999999999999999999', 400, CMS_QUERY_MESSAGES.notCount('limit', 0)],
      ['news?where=abc', 400, CMS_QUERY_MESSAGES.notJson('where')],
      ['news?data=abc', 400, CMS_QUERY_MESSAGES.notJson('data')],
      ['globals/footer?data=5', 400, CMS_QUERY_MESSAGES.notJson('data')],
      ['payload-jobs/abc', 404, 'Tidak Ditemukan'],
      [
        'payload-locked-documents?where[createdAt][greater_than]=x',
        400,
        'Filter "createdAt": nilai "x" bukan tanggal yang valid.',
      ],
      [
        'news?where[title][all][0]=x',
        400,
        'Filter "title": operator "all" hanya untuk bidang dengan beberapa nilai.',
      ],
      [
        'globals/home-page/versions?where[createdAt][equals]=x',
        400,
        'Filter "createdAt": nilai "x" bukan tanggal yang valid.',
      ],
      [
        'news/versions?where[updatedAt][less_than]=x',
        400,
        'Filter "updatedAt": nilai "x" bukan tanggal yang valid.',
      ],
      ['media/versions', 404, NO_VERSIONS_MESSAGE],
      ['media/versions/1', 404, NO_VERSIONS_MESSAGE],
      ['globals/site-settings/versions', 404, NO_VERSIONS_MESSAGE],
    ] as const)('GET /api/cms/%s as an admin answers %i', async (url, status, message) => {
      // Payload logs every APIError its hooks throw, the query guard's refusals included.
      if (url.includes('where[')) expectLoggedError(/APIError: Filter "/)
      const response = await get(url, asAdmin)
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ errors: [{ message }] })
    })

    it('answers a multipart body whose _payload field is not JSON with 400', async () => {
      const [{ REST_POST }, { default: config }] = await Promise.all([
        import('@payloadcms/next/routes'),
        import('@/payload.config'),
      ])
      const form = new FormData()
      form.append('_payload', '{not json')
      const response = await guardCmsRoute(REST_POST(config))(
        new Request('http://localhost:3000/api/cms/news', { method: 'POST', body: form }),
        { params: Promise.resolve({ slug: ['news'] }) },
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: [{ message: CMS_BODY_MESSAGES.payloadNotJson }],
      })
    })

    it("refuses an array row id of another document, or one used twice, and keeps a document's own", async () => {
      const scholarship = (name: string, benefits: { id?: string; text: string }[]) => ({
        name,
        provider: 'Yayasan Uji',
        summary: 'Ringkasan',
        benefits,
        requirements: [{ text: 'Kartu mahasiswa' }],
      })
      const first = await payload.create({
        collection: 'scholarships',
        data: scholarship('Beasiswa Satu', [{ text: 'Uang kuliah' }]),
        overrideAccess: true,
      })
      const taken = first.benefits[0]!.id!
      const create = (benefits: { id?: string; text: string }[]) =>
        validationMessages(
          payload.create({
            collection: 'scholarships',
            data: scholarship('Beasiswa Dua', benefits),
            overrideAccess: true,
          }),
        )
      expect(await create([{ id: taken, text: 'Salinan' }])).toBe(ROW_ID_MESSAGES.taken)
      expect(
        await create([
          { id: 'baris-sama', text: 'Satu' },
          { id: 'baris-sama', text: 'Dua' },
        ]),
      ).toBe(ROW_ID_MESSAGES.twice)
      const kept = await payload.update({
        collection: 'scholarships',
        id: first.id,
        data: {
          benefits: [
            { id: taken, text: 'Uang kuliah penuh' },
            { id: 'baris-baru-1', text: 'Uang saku' },
          ],
        },
        overrideAccess: true,
      })
      expect(kept.benefits.map((b) => b.id)).toEqual([taken, 'baris-baru-1'])
      const quotes = payload.updateGlobal({
        slug: 'loading-quotes',
        data: {
          quotes: [
            { id: 'kutipan', text: 'Satu' },
            { id: 'kutipan', text: 'Dua' },
          ],
        },
        overrideAccess: true,
      })
      expect(await validationMessages(quotes)).toBe(ROW_ID_MESSAGES.twice)
    })
  })
})
