import { createLocalReq, handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed'
import {
  attachPaymentProof,
  chooseTrack,
  findApplication,
} from '@/features/admissions/application/service'
import { loadReviewQueue } from '@/features/admissions/application/review-queue'
import { dashboardFor } from '@/features/admissions/dashboard/load'
import type { AccessAudit } from '@/payload-types'
import { expectLoggedError } from '../helpers/logged-errors'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  uploadAsApplicant,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))

/**
 * Every staff request that answers applicants' personal data writes access-audit entries: one
 * per read of a collection (a list of 300 is one entry with its count and ids), whichever way
 * the read comes (REST, GraphQL, a population, a custom endpoint, an admin view). Applicants
 * reading their own data, editors (who get nothing) and the server's own reads write none.
 */
let payload: Payload
let admissions: Staff
let editor: Staff
const people: ApplicantUser[] = []
const applicationIds: number[] = []
const PASSWORD = 'Rahasia-Sekali-123'
const STAFF_IP = '198.51.100.41'
const tokens: Record<string, string> = {}

/** A request through Payload's real REST router, from one client address. */
async function rest(path: string, token?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': STAFF_IP }
  if (token) headers.Authorization = `JWT ${token}`
  const request = new Request(`http://localhost/api/cms${path}`, { headers })
  const pathname = `/api/cms${path.split('?')[0]}`
  return handleEndpoints({ config: payload.config, request, path: pathname } as never)
}

async function graphql(query: string, token: string | undefined) {
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
        Authorization: `JWT ${token ?? ''}`,
        'x-forwarded-for': STAFF_IP,
      },
      body: JSON.stringify({ query }),
    }) as never,
  )
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] }
}

/** The entries written while `run` ran, oldest first. */
async function entriesDuring(run: () => Promise<unknown>): Promise<AccessAudit[]> {
  const last = await payload.find({
    collection: 'access-audit',
    sort: '-id',
    limit: 1,
    overrideAccess: true,
  })
  const after = last.docs[0]?.id ?? 0
  await run()
  return (
    await payload.find({
      collection: 'access-audit',
      where: { id: { greater_than: after } },
      sort: 'id',
      pagination: false,
      overrideAccess: true,
    })
  ).docs
}

const sorted = (ids: (number | string | null | undefined)[] | null | undefined) =>
  [...(ids ?? [])].map(Number).sort((a, b) => a - b)
const idOf = (rel: unknown) =>
  Number(typeof rel === 'object' && rel ? (rel as { id: unknown }).id : rel)

beforeAll(async () => {
  // Payload's job update sometimes fails on a mail's run (see reach-applicant).
  expectLoggedError(/reading '_uuid'/, { optional: true })
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  await createStaff(payload, 'admin')
  admissions = await createStaff(payload, 'admissions')
  editor = await createStaff(payload, 'editor')
  for (const role of ['admin', 'admissions', 'editor'])
    tokens[role] = await sessionToken(payload, 'users', `${role}@utb.test`, PASSWORD)
  for (const name of ['ayu', 'bima', 'citra']) {
    const person = await createApplicant(payload, `${name}.audit@contoh.id`, `${name} Audit`)
    people.push(person)
    expect((await chooseTrack(payload, person, 'reguler')).ok).toBe(true)
    applicationIds.push((await findApplication(payload, person))!.id as number)
  }
  // Two wait in the review queue with their payment proof.
  for (const person of people.slice(0, 2)) {
    const file = await uploadAsApplicant(payload, person, 'payment_proof')
    expect((await attachPaymentProof(payload, person, file)).ok).toBe(true)
  }
  tokens.applicant = await sessionToken(
    payload,
    'applicants',
    people[0]!.email,
    'Kata-Sandi-Uji-2026',
  )
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('staff reads of applicants’ personal data in the access audit', () => {
  it('a REST list of N applications is one entry with the count N and every id', async () => {
    const entries = await entriesDuring(async () => {
      const res = await rest('/applications?limit=300&depth=0', tokens.admissions)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { docs: unknown[] }).docs).toHaveLength(3)
    })
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      action: 'read-applications',
      count: 3,
      userEmail: 'admissions@utb.test',
      ip: STAFF_IP,
      via: 'REST GET /api/cms/applications',
    })
    expect(sorted(entries[0]!.records)).toEqual(sorted(applicationIds))
    expect(idOf(entries[0]!.user)).toBe(Number(admissions.id))
  })

  it('a read that leaves fields out is a read; one that names only figures is not', async () => {
    const id = applicationIds[1]!
    const entries = await entriesDuring(async () => {
      // Everything but updatedAt: the whole application.
      const res = await rest(
        `/applications/${id}?depth=0&select[updatedAt]=false`,
        tokens.admissions,
      )
      expect(res.status).toBe(200)
      expect(await res.json()).toHaveProperty('applicantName')
      const figures = await rest('/applications?select[status]=true', tokens.admissions)
      expect(figures.status).toBe(200)
    })
    expect(entries.map((e) => [e.action, e.records, e.via])).toEqual([
      ['view-application', [id], `REST GET /api/cms/applications/${id}`],
    ])
  })

  it('a population records the applications and applicants it read, once per collection', async () => {
    const entries = await entriesDuring(async () => {
      const res = await rest('/application-events?depth=1&limit=100', tokens.admissions)
      expect(res.status).toBe(200)
    })
    const events = await payload.find({
      collection: 'application-events',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const of = (field: 'application' | 'applicant') => [
      ...new Set(events.docs.map((e) => idOf(e[field]))),
    ]
    const byAction = entries.sort((a, b) => a.action.localeCompare(b.action))
    expect(byAction.map((e) => [e.action, e.via])).toEqual([
      ['read-applicants', 'REST GET /api/cms/application-events'],
      ['read-applications', 'REST GET /api/cms/application-events'],
    ])
    expect(sorted(byAction[0]!.records)).toEqual(sorted(of('applicant')))
    expect(sorted(byAction[1]!.records)).toEqual(sorted(of('application')))
    expect(byAction[1]!.count).toBe(of('application').length)
  })

  it('GraphQL lists and reads by id are recorded', async () => {
    const list = await entriesDuring(async () => {
      const answer = await graphql(
        '{ Applications(limit: 50) { docs { id applicantName } } }',
        tokens.admissions,
      )
      expect(answer.errors).toBeUndefined()
    })
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ action: 'read-applications', count: 3, via: 'GraphQL' })
    expect(sorted(list[0]!.records)).toEqual(sorted(applicationIds))

    const one = await entriesDuring(async () => {
      const answer = await graphql(
        `{ Applicant(id: ${String(people[2]!.id)}) { fullName whatsapp } }`,
        tokens.admissions,
      )
      expect(answer.errors).toBeUndefined()
    })
    expect(one).toMatchObject([
      { action: 'view-applicant', count: 1, records: [Number(people[2]!.id)], via: 'GraphQL' },
    ])
  })

  it('the reach endpoint records the application and the applicant whose number it read', async () => {
    const id = applicationIds[2]!
    const entries = await entriesDuring(async () => {
      const res = await rest(`/applications/${id}/reach`, tokens.admissions)
      expect(res.status).toBe(200)
      expect(((await res.json()) as { whatsappUrl: string }).whatsappUrl).toMatch(
        /^https:\/\/wa\.me\//,
      )
    })
    const via = `REST GET /api/cms/applications/${id}/reach`
    // A population is read (and recorded) before the read that asked for it ends.
    expect(entries).toMatchObject([
      { action: 'read-applicants', count: 1, records: [Number(people[2]!.id)], via },
      { action: 'read-applications', count: 1, records: [id], via },
    ])
  })

  it('applicant accounts and applicant files, by id and in lists', async () => {
    const entries = await entriesDuring(async () => {
      expect((await rest(`/applicants/${people[1]!.id}?depth=0`, tokens.admin)).status).toBe(200)
      expect((await rest('/applicants?depth=0&limit=10', tokens.admin)).status).toBe(200)
      expect((await rest('/applicant-files?depth=0', tokens.admin)).status).toBe(200)
    })
    expect(entries.map((e) => [e.action, e.count])).toEqual([
      ['view-applicant', 1],
      ['read-applicants', 3],
      ['read-applicant-files', 2],
    ])
    expect(entries.every((e) => e.userEmail === 'admin@utb.test' && e.ip === STAFF_IP)).toBe(true)
  })

  it('the admin’s list view and the review queue are recorded; the dashboard’s figures are not', async () => {
    const pageReq = (path: string) =>
      createLocalReq(
        {
          req: { headers: new Headers({ 'x-forwarded-for': STAFF_IP }) },
          urlSuffix: path,
          user: admissions as never,
        },
        payload,
      )
    const entries = await entriesDuring(async () => {
      // What Payload's list view asks for on the page of the applications.
      await payload.find({
        collection: 'applications',
        depth: 0,
        limit: 10,
        overrideAccess: false,
        user: admissions as never,
        req: await pageReq('/admin/collections/applications'),
      })
      const req = await pageReq('/admin/antrean-verifikasi')
      const queue = await loadReviewQueue(payload, req.user, 'proofs', '', req)
      expect(queue?.items).toHaveLength(2)
      // Recording the reads leaves Payload's population whole: each proof is there.
      expect(queue?.items.every((item) => item.proof)).toBe(true)
      const dashboard = await dashboardFor(payload, admissions as never, {})
      expect(dashboard.allowed).toBe(true)
    })
    // The queue reads its applications with their applicants and payment proofs.
    const view = 'Local API /admin/antrean-verifikasi'
    expect(entries.map((e) => [e.action, e.count, e.via, e.ip])).toEqual([
      ['read-applications', 3, 'Local API /admin/collections/applications', STAFF_IP],
      ['read-applicants', 2, view, STAFF_IP],
      ['read-applicant-files', 2, view, STAFF_IP],
      ['read-applications', 2, view, STAFF_IP],
    ])
  })

  it('an applicant reading their own data, an editor and the server’s own reads write nothing', async () => {
    const entries = await entriesDuring(async () => {
      const own = await rest('/applications?depth=1', tokens.applicant)
      expect(own.status).toBe(200)
      expect(((await own.json()) as { docs: unknown[] }).docs).toHaveLength(1)
      expect((await rest(`/applications/${applicationIds[0]}`, tokens.applicant)).status).toBe(200)
      expect((await rest(`/applicants/${people[0]!.id}`, tokens.applicant)).status).toBe(200)
      // Editors get no applicant data at all.
      expect((await rest('/applications?limit=300', tokens.editor)).status).toBe(403)
      expect((await rest('/applicants', tokens.editor)).status).toBe(403)
      expect((await rest(`/applications/${applicationIds[0]}/reach`, tokens.editor)).status).toBe(
        403,
      )
      expectLoggedError(/Anda tidak diizinkan/)
      const listed = await graphql('{ Applications { docs { id applicantName } } }', tokens.editor)
      expect((listed.data?.Applications as { docs?: unknown[] } | null)?.docs ?? []).toEqual([])
      // Jobs, seeding and hooks read with overrideAccess, without a staff user.
      await payload.find({ collection: 'applications', depth: 2, overrideAccess: true })
      await payload.find({
        collection: 'applications',
        overrideAccess: false,
        user: editor as never,
        disableErrors: true,
      })
    })
    expect(entries).toEqual([])
  })
})
