import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application/service'
import { requestRestriction } from '@/features/admissions/data-rights/requests'
import { setCampusInfoConsent } from '@/features/admissions/data-rights/applicant-consent'
import { RESTRICTION_MESSAGES } from '@/features/privacy/restriction'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

// Restriction of processing (granted and lifted by staff through the request,
// honoured by the status emails, the reach endpoint and the CSV export) and the optional consent
// to campus news, given and withdrawn by the applicant, each change a consent record.
let payload: Payload
let ayu: ApplicantUser
let budi: ApplicantUser
let staff: Staff
let staffToken: string
const applications: Record<string, number> = {}
const app = (user: ApplicantUser) => applications[user.email]!
let sent: string[] = []

async function rest(method: 'GET' | 'POST', path: string, body?: unknown) {
  const request = new Request(`http://localhost/api/cms${path}`, {
    method,
    headers: {
      Authorization: `JWT ${staffToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handleEndpoints({ config: payload.config, request })
}
const reach = async (method: 'GET' | 'POST', id: number, body?: unknown) => {
  const response = await rest(method, `/applications/${id}/reach`, body)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const exported = async () => (await (await rest('GET', '/applications/export.csv')).text()).trim()

const restricted = async (user: ApplicantUser) =>
  (await payload.findByID({ collection: 'applicants', id: user.id, overrideAccess: true }))
    .processingRestricted

/** A staff change of the application that sends the status email to its applicant. */
const moveStatus = (id: number, status: 'submitted' | 'test_scheduled') =>
  payload.update({
    collection: 'applications',
    id,
    data: {
      status,
      ...(status === 'test_scheduled' ? { test: { date: '2027-01-20T02:00:00.000Z' } } : {}),
    },
    overrideAccess: true,
  })

const setRequest = (id: number | string, data: Record<string, unknown>) =>
  payload.update({
    collection: 'data-requests',
    id,
    data,
    overrideAccess: false,
    user: staff as never,
  })

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  staff = await createStaff(payload, 'admissions')
  staffToken = await sessionToken(payload, 'users', 'admissions@utb.test', 'Rahasia-Sekali-123')
  ayu = await createApplicant(payload, 'ayu.batasi@contoh.id', 'Ayu Batasi')
  budi = await createApplicant(payload, 'budi.biasa@contoh.id', 'Budi Biasa')
  for (const user of [ayu, budi]) {
    expect((await chooseTrack(payload, user, 'reguler')).ok).toBe(true)
    applications[user.email] = (await findApplication(payload, user))!.id as number
  }
  // Every mail the server asks for, by recipient: the queue itself is tested elsewhere.
  const original = payload.sendEmail.bind(payload)
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (message) => {
    sent.push(
      `${String((message as { to: string }).to)}: ${(message as { subject: string }).subject}`,
    )
    return original(message)
  })
}, 180_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy()
})

describe('restriction of processing', () => {
  let requestId: number | string

  it('asks for a reason, then files the request; nothing is restricted before staff grant it', async () => {
    const empty = await requestRestriction(payload, ayu, '   ')
    expect(empty).toEqual({ ok: false, message: RESTRICTION_MESSAGES.reasonMissing })
    const filed = await requestRestriction(payload, ayu, 'Saya sedang mempertimbangkan ulang.')
    expect(filed.ok).toBe(true)
    requestId = filed.ok ? filed.request.id : 0
    expect(await restricted(ayu)).toBe(false)
    expect((await reach('GET', app(ayu))).body.restricted).toBe(false)
  })

  it('granted (request done): flagged, recorded in the history, and the applicant told by email', async () => {
    sent = []
    const done = await setRequest(requestId, { status: 'done', staffNote: 'Dibatasi.' })
    expect(await restricted(ayu)).toBe(true)
    expect(done.history?.map((h) => h.what)).toContain(RESTRICTION_MESSAGES.granted)
    // The answer to a data request is legally required: sent even though restricted.
    expect(sent).toEqual([`${ayu.email}: Permintaan pembatasan pemrosesan selesai — UTB`])
  })

  it('while restricted: no status email, resend and WhatsApp refused, left out of the CSV export', async () => {
    sent = []
    await moveStatus(app(ayu), 'submitted')
    await moveStatus(app(budi), 'submitted')
    expect(sent.filter((m) => m.startsWith(ayu.email))).toEqual([])
    expect(sent.filter((m) => m.startsWith(budi.email))).toHaveLength(1)

    const link = await reach('GET', app(ayu))
    expect(link.body).toMatchObject({ restricted: true, whatsappUrl: null })
    for (const channel of ['email', 'whatsapp']) {
      const refused = await reach('POST', app(ayu), { channel })
      expect(refused).toEqual({
        status: 409,
        body: { errors: [{ message: RESTRICTION_MESSAGES.refused }] },
      })
    }
    expect(sent.filter((m) => m.startsWith(ayu.email))).toEqual([])
    expect((await reach('POST', app(budi), { channel: 'email' })).status).toBe(200)

    const csv = await exported()
    expect(csv).toContain(budi.email)
    expect(csv).not.toContain(ayu.email)
  })

  it('lifted by staff: recorded, and emails, resend and the export are back', async () => {
    const lifted = await setRequest(requestId, { restrictionLifted: true })
    expect(lifted.history?.map((h) => h.what)).toContain(RESTRICTION_MESSAGES.lifted)
    expect(await restricted(ayu)).toBe(false)
    sent = []
    expect((await reach('POST', app(ayu), { channel: 'email' })).status).toBe(200)
    expect(sent.filter((m) => m.startsWith(ayu.email))).toHaveLength(1)
    expect(await exported()).toContain(ayu.email)
  })

  it('the flag is staff-only: the applicant neither reads nor sets it', async () => {
    const self = await payload.findByID({
      collection: 'applicants',
      id: ayu.id,
      overrideAccess: false,
      user: ayu as never,
    })
    expect(self).not.toHaveProperty('processingRestricted')
    await payload.update({
      collection: 'applicants',
      id: ayu.id,
      data: { processingRestricted: true },
      overrideAccess: false,
      user: ayu as never,
    })
    expect(await restricted(ayu)).toBe(false)
  })
})

describe('optional consent to campus news', () => {
  const records = async () =>
    (
      await payload.find({
        collection: 'consent-records',
        where: { applicant: { equals: budi.id }, kind: { equals: 'campus-info' } },
        sort: 'createdAt',
        overrideAccess: true,
      })
    ).docs.map((r) => ({ decision: r.decision, source: r.source, version: r.noticeVersion }))

  it('is not given at registration; given and withdrawn, each appends a record', async () => {
    expect(await records()).toEqual([])
    const current = (
      await payload.findByID({ collection: 'applicants', id: budi.id, overrideAccess: true })
    ).campusInfoConsent
    expect(current).toBe(false)
    await setCampusInfoConsent(payload, budi, true)
    await setCampusInfoConsent(payload, budi, false)
    const [given, withdrawn] = await records()
    expect(given).toMatchObject({ decision: 'given', source: 'data-rights' })
    expect(withdrawn).toMatchObject({ decision: 'withdrawn', source: 'data-rights' })
    expect(given!.version).toBeGreaterThanOrEqual(1)
    const after = await payload.findByID({
      collection: 'applicants',
      id: budi.id,
      overrideAccess: true,
    })
    expect(after.campusInfoConsent).toBe(false)
  })

  it('an applicant cannot set it without the service (direct API write ignored)', async () => {
    await payload.update({
      collection: 'applicants',
      id: budi.id,
      data: { campusInfoConsent: true },
      overrideAccess: false,
      user: budi as never,
    })
    expect((await records()).length).toBe(2)
  })
})
