import { handleEndpoints, type Payload } from 'payload'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication, saveStep } from '@/features/admissions/application/service'
import { registerApplicant } from '@/features/admissions/auth/register'
import { requestDeletion } from '@/features/admissions/data-rights/requests'
import { saveFormStep, submitForm } from '@/features/admissions/form/service'
import { readProgrammeChoices } from '@/features/admissions/form/programme-choice'
import type { FormValues } from '@/features/admissions/form/fields'
import { renewPrivacyConsent } from '@/features/admissions/data-rights/applicant-consent'
import {
  COOKIE_CHOICE_MESSAGES,
  GUARDIAN_MESSAGES,
  NOTICE_MESSAGES,
  RECONSENT_MESSAGES,
  VISITOR_COOKIE,
} from '@/features/privacy/messages'
import { consentIsCurrent, readPrivacyNotice } from '@/features/privacy/notice'
import { AUDIT_REPEAT_WINDOW_MS } from '@/features/privacy/audit-reads'
import { setPayloadClient } from '../helpers/payload-client-stub'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  validationMessages,
  uploadAsApplicant,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'
import { expectLoggedError } from '../helpers/logged-errors'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

/**
 * Privacy records on this database kind (SQLite, or PostgreSQL with TEST_DATABASE_URL):
 * consent records (registration, cookie choice, a new notice version, the guardian of a minor)
 * and the staff access audit, written for each staff action and closed to every API.
 */
let payload: Payload
let admin: Staff
let admissions: Staff
let minor: ApplicantUser
const PASSWORD = 'Rahasia-Sekali-123'
const STAFF_IP = '198.51.100.23'

const consentRecords = async (where: object = {}) =>
  (
    await payload.find({
      collection: 'consent-records',
      where: where as never,
      sort: '-createdAt',
      overrideAccess: true,
      pagination: false,
    })
  ).docs

const auditEntries = async (action: string) =>
  (
    await payload.find({
      collection: 'access-audit',
      where: { action: { equals: action } },
      sort: '-createdAt',
      overrideAccess: true,
      pagination: false,
    })
  ).docs

const tokens: Record<string, string> = {}
const staffToken = async (who: Staff, email: string) =>
  (tokens[email] ??= await sessionToken(payload, 'users', email, PASSWORD))

/** A request through Payload's real REST router, as the app server leaves it (one client address). */
async function rest(method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'x-forwarded-for': STAFF_IP }
  if (token) headers.Authorization = `JWT ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const request = new Request(`http://localhost/api/cms${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handleEndpoints({ config: payload.config, request, path: `/api/cms${path}` } as never)
}

async function graphql(query: string, token: string) {
  const [{ GRAPHQL_POST }, { staffOnlyGraphQL }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@/features/graphql/guard'),
  ])
  const post = staffOnlyGraphQL(GRAPHQL_POST(payload.config as never))
  const response = await post(
    new Request('http://localhost/api/cms/graphql', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `JWT ${token}`,
        'x-forwarded-for': STAFF_IP,
      },
      body: JSON.stringify({ query }),
    }) as never,
  )
  return (await response.json()) as {
    data?: Record<string, unknown>
    errors?: { message: string }[]
  }
}

const cookieChoice = async (body: unknown, cookie?: string) => {
  const { POST } = await import('@/app/api/privasi/cookie/route')
  return POST(
    new NextRequest('http://localhost/api/privasi/cookie', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-forwarded-for': '203.0.113.50',
        ...(cookie ? { cookie } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

beforeAll(async () => {
  payload = await freshPayload()
  setPayloadClient(payload)
  await seed(payload, () => {}, ['penerimaan', 'program studi', 'kebijakan privasi'], TODAY)
  admin = await createStaff(payload, 'admin')
  admissions = await createStaff(payload, 'admissions')
  minor = await createApplicant(payload, 'remaja@contoh.id', 'Rara Remaja')
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('consent records', () => {
  it('registration records the privacy consent: applicant, notice version, time', async () => {
    const notice = await readPrivacyNotice(payload)
    expect(notice.version).toBe(1)
    const before = Date.now()
    const result = await registerApplicant(
      payload,
      {
        fullName: 'Citra Dewi',
        email: 'citra.privasi@contoh.id',
        whatsapp: '081234567890',
        password: 'kuda-laut-biru-7',
        passwordConfirm: 'kuda-laut-biru-7',
        consent: 'on',
        consentVersion: '1',
      } as never,
      new Headers({ 'x-forwarded-for': '203.0.113.10' }),
    )
    expect(result.ok).toBe(true)
    const applicant = (
      await payload.find({
        collection: 'applicants',
        where: { email: { equals: 'citra.privasi@contoh.id' } },
        overrideAccess: true,
      })
    ).docs[0]!
    const [record] = await consentRecords({ applicant: { equals: applicant.id } })
    expect(record).toMatchObject({
      kind: 'privacy-notice',
      decision: 'given',
      noticeVersion: 1,
      source: 'registration',
    })
    expect(new Date(record!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('a cookie choice leaves a server record under a random visitor id, without the address', async () => {
    const first = await cookieChoice({ categories: ['functional', 'analytics'], revision: 1 })
    expect(first.status).toBe(200)
    const setCookie = first.headers.get('set-cookie') ?? ''
    const id = new RegExp(`${VISITOR_COOKIE}=([0-9a-f-]{36})`).exec(setCookie)?.[1]
    expect(id, setCookie).toBeTruthy()
    expect(setCookie).toContain('HttpOnly')
    const [record] = await consentRecords({ visitorId: { equals: id } })
    expect(record).toMatchObject({
      kind: 'cookies',
      noticeVersion: 1,
      categories: ['necessary', 'functional', 'analytics'],
      source: 'cookie-banner',
    })
    expect(JSON.stringify(record)).not.toContain('203.0.113')

    // A change of mind by the same visitor: same id, no new cookie, a second record.
    const second = await cookieChoice({ categories: [], revision: 1 }, `${VISITOR_COOKIE}=${id}`)
    expect(second.status).toBe(200)
    expect(second.headers.get('set-cookie')).toBeNull()
    const both = await consentRecords({ visitorId: { equals: id } })
    expect(both.map((r) => r.categories)).toEqual([
      ['necessary'],
      ['necessary', 'functional', 'analytics'],
    ])
  })

  it('refuses a bad choice with an Indonesian 4xx, never a 500', async () => {
    const bad = await cookieChoice('{not json')
    expect(bad.status).toBe(400)
    expect((await bad.json()).meta.message).toBe(COOKIE_CHOICE_MESSAGES.invalid)
    const unknown = await cookieChoice({ categories: ['iklan'], revision: 1 })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).meta.message).toBe(COOKIE_CHOICE_MESSAGES.unknownCategory)
    const stale = await cookieChoice({ categories: [], revision: 7 })
    expect(stale.status).toBe(409)
    expect((await stale.json()).meta.message).toBe(COOKIE_CHOICE_MESSAGES.staleNotice)
  })

  it('a new notice version asks again: the old consent is outdated until the applicant renews', async () => {
    const applicant = await createApplicant(payload, 'dimas.privasi@contoh.id', 'Dimas')
    expect(
      consentIsCurrent(
        (applicant as { privacyConsentVersion?: string }).privacyConsentVersion,
        await readPrivacyNotice(payload),
      ),
    ).toBe(true)
    // The version never goes back.
    expect(
      await validationMessages(
        payload.updateGlobal({
          slug: 'privacy-notice',
          data: { version: 0 },
          overrideAccess: false,
          user: admin as never,
        }),
      ),
    ).toContain('Nomor versi')
    await payload.updateGlobal({
      slug: 'privacy-notice',
      data: { version: 2, effectiveDate: '2027-01-01T00:00:00.000Z' },
      overrideAccess: false,
      user: admin as never,
    })
    expect(
      await validationMessages(
        payload.updateGlobal({
          slug: 'privacy-notice',
          data: { version: 1 },
          overrideAccess: false,
          user: admin as never,
        }),
      ),
    ).toBe(NOTICE_MESSAGES.versionGoesBack(2))
    const notice = await readPrivacyNotice(payload)
    expect(consentIsCurrent('1', notice)).toBe(false)

    // The applicant cannot just write the new version onto their account…
    await payload.update({
      collection: 'applicants',
      id: applicant.id,
      data: { privacyConsentVersion: '2' },
      overrideAccess: false,
      user: applicant as never,
    })
    const unchanged = await payload.findByID({
      collection: 'applicants',
      id: applicant.id,
      overrideAccess: true,
    })
    expect(unchanged.privacyConsentVersion).toBe('1')
    // …they agree on the renewal page, to the version it showed.
    expect(await renewPrivacyConsent(payload, applicant, { consent: false, version: '2' })).toEqual(
      {
        ok: false,
        message: RECONSENT_MESSAGES.required,
      },
    )
    expect(await renewPrivacyConsent(payload, applicant, { consent: true, version: '1' })).toEqual({
      ok: false,
      message: RECONSENT_MESSAGES.stale,
    })
    expect(await renewPrivacyConsent(payload, applicant, { consent: true, version: '2' })).toEqual({
      ok: true,
    })
    const renewed = await payload.findByID({
      collection: 'applicants',
      id: applicant.id,
      overrideAccess: true,
    })
    expect(consentIsCurrent(renewed.privacyConsentVersion, notice)).toBe(true)
    const [record] = await consentRecords({ applicant: { equals: applicant.id } })
    expect(record).toMatchObject({ kind: 'privacy-notice', noticeVersion: 2, source: 'renewal' })
    // The cookie banner's revision moved too: a choice made under version 1 is refused.
    expect((await cookieChoice({ categories: [], revision: 1 })).status).toBe(409)
    expect((await cookieChoice({ categories: [], revision: 2 })).status).toBe(200)
  })

  it('nobody creates, changes or deletes a consent record through REST, even an admin', async () => {
    const token = await staffToken(admin, 'admin@utb.test')
    const [record] = await consentRecords()
    const list = await rest('GET', '/consent-records', token)
    expect(list.status).toBe(200)
    expect(
      (await rest('POST', '/consent-records', token, { kind: 'cookies', noticeVersion: 1 })).status,
    ).toBe(403)
    expect(
      (await rest('PATCH', `/consent-records/${record!.id}`, token, { noticeVersion: 9 })).status,
    ).toBe(403)
    expect((await rest('DELETE', `/consent-records/${record!.id}`, token)).status).toBe(403)
    const other = await staffToken(admissions, 'admissions@utb.test')
    expect((await rest('GET', `/consent-records/${record!.id}`, other)).status).toBe(403)
    const csv = await rest('GET', '/consent-records/export.csv', token)
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain('Waktu,Jenis,Keputusan,Versi kebijakan')
  })
})

const TODAY = new Date('2026-11-23T00:00:00Z')
const personal: FormValues = {
  gender: 'female',
  birthPlace: 'Bandung',
  // 17 on the reference date (1 September 2027): old enough for the track, a child under UU PDP.
  birthDate: '2010-03-10',
  nik: '3273 0141 0907 0002',
  religion: 'Islam',
  address: 'Jl. Soekarno-Hatta No. 2, Bandung',
  heightCm: '165',
}
const education: FormValues = {
  education: 'sma',
  schoolName: 'SMA Negeri 3 Bandung',
  graduationYear: '2026',
  parentName: 'Siti Aminah',
  parentPhone: '0812 3456 7890',
  colourBlind: 'tidak',
  hasSkck: 'ya',
  healthDeclaration: 'ya',
}

const upload = (owner: ApplicantUser, kind: string) => uploadAsApplicant(payload, owner, kind)

describe('a 17-year-old needs a parent’s or guardian’s consent (UU PDP pasal 25)', () => {
  it('is refused by the Applications hook in Indonesian, and submits once the guardian consents', async () => {
    const choices = await readProgrammeChoices(payload)
    const save = (step: 1 | 2 | 3, values: FormValues) =>
      saveFormStep(payload, minor, { step, back: false, values, choices, today: TODAY })
    expect((await chooseTrack(payload, minor, 'reguler')).ok).toBe(true)
    expect((await save(1, personal)).kind).toBe('saved')
    expect((await save(2, education)).kind).toBe('saved')
    const major = choices.majors[0]!
    expect(
      (await save(3, { category: major.categoryId, faculty: major.facultyId, major: major.id }))
        .kind,
    ).toBe('saved')
    const app = (await findApplication(payload, minor))!
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'payment_verified' },
      overrideAccess: true,
    })
    const documents = {
      photo: await upload(minor, 'photo'),
      idCard: await upload(minor, 'id_card'),
      diploma: await upload(minor, 'diploma'),
    }
    expect((await saveStep(payload, minor, { documents, currentStep: 4 })).ok).toBe(true)

    const refused = await submitForm(payload, minor)
    expect(refused).toEqual({
      ok: false,
      message: 'Formulir belum dapat dikirim. Lengkapi atau perbaiki isian berikut.',
      problems: [
        { field: 'guardianConsent', step: 2, message: GUARDIAN_MESSAGES.missingConsent(17) },
      ],
    })
    expect((await save(2, { ...education, guardianConsent: 'ya' })).kind).toBe('saved')
    const [guardian] = await consentRecords({ kind: { equals: 'guardian' } })
    expect(guardian).toMatchObject({
      decision: 'given',
      applicant: expect.anything(),
      source: 'form',
    })
    expect(await submitForm(payload, minor)).toEqual({ ok: true })
  })
})

describe('staff access audit', () => {
  it('records a staff member opening an application, with who, what, when and the address', async () => {
    const app = (await findApplication(payload, minor))!
    const token = await staffToken(admissions, 'admissions@utb.test')
    const before = await auditEntries('view-application')
    expect((await rest('GET', `/applications/${app.id}`, token)).status).toBe(200)
    const after = await auditEntries('view-application')
    expect(after).toHaveLength(before.length + 1)
    expect(after[0]).toMatchObject({
      target: `applications #${app.id}`,
      userEmail: 'admissions@utb.test',
      ip: STAFF_IP,
    })
    expect(String((after[0]!.user as { id?: unknown })?.id ?? after[0]!.user)).toBe(
      String(admissions.id),
    )
    // The admin's edit view reads the same way (Local API, access enforced, the staff user).
    await payload.findByID({
      collection: 'applications',
      id: app.id,
      overrideAccess: false,
      user: admin as never,
    })
    expect(await auditEntries('view-application')).toHaveLength(before.length + 2)
    // The applicant reading their own application and the server's own reads are no staff access;
    // a list is no open (it is recorded as a list read, tests/int/access-audit-reads.int.test.ts).
    await payload.findByID({
      collection: 'applications',
      id: app.id,
      overrideAccess: false,
      user: minor as never,
    })
    await payload.findByID({ collection: 'applications', id: app.id, overrideAccess: true })
    expect((await rest('GET', '/applications', token)).status).toBe(200)
    expect(await auditEntries('view-application')).toHaveLength(before.length + 2)
  })

  it('writes one entry for one open of the admin’s edit view, however often the view reads', async () => {
    const app = (await findApplication(payload, minor))!
    const staff = await payload.create({
      collection: 'users',
      data: {
        email: 'admisi2@utb.test',
        password: 'Rahasia-Sekali-123',
        name: 'Admisi 2',
        role: 'admissions',
      },
      overrideAccess: true,
    })
    const user = { ...staff, collection: 'users' } as never
    const mine = async () =>
      (await auditEntries('view-application')).filter((e) => e.userEmail === 'admisi2@utb.test')
    const read = (extra: object = {}) =>
      payload.findByID({
        collection: 'applications',
        id: app.id,
        overrideAccess: false,
        user,
        ...extra,
      })
    // What Payload's edit view does: the page's read, the form state's stale-data check, the
    // history table (a join), and the same page again after a save.
    await read({ depth: 0, draft: true })
    await read({ depth: 0, select: { updatedAt: true } })
    await read({ depth: 1, select: { events: true }, joins: { events: { limit: 10 } } })
    await read({ depth: 0, draft: true })
    expect(await mine()).toHaveLength(1)
    // Two reads at once (two requests of one open) still write one entry.
    await Promise.all([read(), read()])
    expect(await mine()).toHaveLength(1)
    // The next open, after the window, is an entry of its own.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + AUDIT_REPEAT_WINDOW_MS + 1000)
      await read()
    } finally {
      vi.useRealTimers()
    }
    expect(await mine()).toHaveLength(2)
  })

  it('records a staff download of an applicant’s file, a CSV export and opening a data request', async () => {
    const file = (
      await payload.find({
        collection: 'applicant-files',
        where: { owner: { equals: minor.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const token = await staffToken(admissions, 'admissions@utb.test')
    const download = await rest('GET', `/applicant-files/file/${file.filename}`, token)
    expect(download.status).toBe(200)
    expect(await auditEntries('download-applicant-file')).toMatchObject([
      {
        target: expect.stringContaining(file.filename!),
        ip: STAFF_IP,
        userEmail: 'admissions@utb.test',
      },
    ])
    // The owner downloading their own file is not audited.
    const own = await sessionToken(payload, 'applicants', minor.email, 'Kata-Sandi-Uji-2026')
    expect((await rest('GET', `/applicant-files/file/${file.filename}`, own)).status).toBe(200)
    expect(await auditEntries('download-applicant-file')).toHaveLength(1)

    expect((await rest('GET', '/applications/export.csv', token)).status).toBe(200)
    expect((await auditEntries('export-csv'))[0]).toMatchObject({
      target: expect.stringMatching(/^applications: \d+ baris$/),
      ip: STAFF_IP,
    })

    await requestDeletion(payload, minor, 'Mohon hapus data saya')
    const request = (
      await payload.find({
        collection: 'data-requests',
        where: { applicant: { equals: minor.id } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect((await rest('GET', `/data-requests/${request.id}`, token)).status).toBe(200)
    expect((await auditEntries('view-data-request'))[0]).toMatchObject({
      target: `data-requests #${request.id}`,
      userEmail: 'admissions@utb.test',
    })
  })

  it('admins read and export it; nobody edits or deletes it through REST, GraphQL or the Local API', async () => {
    const [entry] = await auditEntries('view-application')
    const adminToken = await staffToken(admin, 'admin@utb.test')
    expect((await rest('GET', `/access-audit/${entry!.id}`, adminToken)).status).toBe(200)
    const csv = await rest('GET', '/access-audit/export.csv', adminToken)
    expect(csv.status).toBe(200)
    const text = await csv.text()
    expect(text).toContain('Waktu,Email staf,ID staf,Tindakan,Data yang diakses,Alamat IP')
    expect(text).toContain(`Membuka pendaftaran,${entry!.target},${STAFF_IP}`)
    // The export itself is audited.
    expect((await auditEntries('export-csv'))[0]!.target).toMatch(/^access-audit: /)

    const staffToken2 = await staffToken(admissions, 'admissions@utb.test')
    expect((await rest('GET', `/access-audit/${entry!.id}`, staffToken2)).status).toBe(403)
    expect((await rest('GET', '/access-audit/export.csv', staffToken2)).status).toBe(403)
    for (const token of [adminToken, staffToken2]) {
      expect(
        (await rest('POST', '/access-audit', token, { summary: 'x', action: 'export-csv' })).status,
      ).toBe(403)
      expect(
        (await rest('PATCH', `/access-audit/${entry!.id}`, token, { ip: '10.0.0.1' })).status,
      ).toBe(403)
      expect((await rest('DELETE', `/access-audit/${entry!.id}`, token)).status).toBe(403)
    }

    // Payload logs each refused GraphQL mutation as an error.
    expectLoggedError(/Forbidden|not allowed/)
    const update = await graphql(
      `mutation { updateAccessAudit(id: ${JSON.stringify(entry!.id)}, data: { ip: "10.0.0.1" }) { id } }`,
      adminToken,
    )
    const remove = await graphql(
      `mutation { deleteAccessAudit(id: ${JSON.stringify(entry!.id)}) { id } }`,
      adminToken,
    )
    for (const answer of [update, remove]) {
      expect(answer.errors?.length, JSON.stringify(answer)).toBeGreaterThan(0)
      expect(answer.errors![0]!.message).not.toMatch(/Cannot query field/)
    }

    // Each call is started only when awaited: a rejection started earlier would go unhandled.
    for (const call of [
      () =>
        payload.update({
          collection: 'access-audit',
          id: entry!.id,
          data: { ip: '10.0.0.1' },
          overrideAccess: false,
          user: admin as never,
        }),
      () =>
        payload.delete({
          collection: 'access-audit',
          id: entry!.id,
          overrideAccess: false,
          user: admin as never,
        }),
      () =>
        payload.create({
          collection: 'access-audit',
          data: { summary: 'palsu', action: 'export-csv' },
          overrideAccess: false,
          user: admin as never,
        }),
    ])
      await expect(call()).rejects.toThrow()
    const still = await payload.findByID({
      collection: 'access-audit',
      id: entry!.id,
      overrideAccess: true,
    })
    expect(still.ip).toBe(entry!.ip)
  })
})
