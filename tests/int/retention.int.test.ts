import type { CollectionSlug, Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storeApplicantFile } from '@/features/admissions/uploads/store'
import { ANONYMISED_NAME } from '@/features/admissions/application/anonymise'
import { APPLICATION_RETENTION } from '@/features/admissions/application/retention'
import { applyRetention } from '@/features/privacy/retention-run'
import { runRetention } from '@/jobs/retention'
import { relationId } from '@/lib/relation'
import { RETENTION_MESSAGES } from '@/features/privacy/messages'
import { plainJpeg } from '../helpers/upload-fixtures'
import { storedBytes } from '../helpers/storage'
import {
  createApplicant,
  createStaff,
  freshPayload,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

/*
 * Every kind of personal data is purged or anonymised once its retention period
 * (set by admins) is over, with its stored files; the rest stays; a run is recorded; the dry run
 * counts the same and changes nothing. The clock is moved by passing `now` (S3 refuses requests
 * signed with a clock far off, so the process clock stays real).
 */

let payload: Payload
let admin: Staff
const DAY = 24 * 60 * 60 * 1000
const start = Date.now()
const after = (days: number) => new Date(start + days * DAY)

const POLICY = {
  notAcceptedApplications: 30,
  pastPeriodApplications: 60,
  applicantFiles: 90,
  replacedFiles: 1,
  contactMessages: 10,
  pageVisits: 5,
  consentRecords: 100,
  dataRequests: 20,
}

type Fixture = { user: ApplicantUser; applicationId: number | string; fileName: string }
let rejected: Fixture
let accepted: Fixture
let pastPeriod: Fixture
let replacedFileName: string

const count = async (collection: CollectionSlug) =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs
const stored = async (filename: string) =>
  (await storedBytes(payload, 'applicant-files', filename)) !== null
const application = (id: number | string) =>
  payload.findByID({ collection: 'applications', id, depth: 0, overrideAccess: true })
const applicantExists = async (user: ApplicantUser) =>
  Boolean(
    await payload.findByID({
      collection: 'applicants',
      id: user.id,
      overrideAccess: true,
      disableErrors: true,
    }),
  )

/** An applicant with an application in `status` and `period`, a photo attached to it. */
async function applicantWith(email: string, status: string, period?: string): Promise<Fixture> {
  const user = await createApplicant(payload, email, `Nama ${email}`)
  const app = await payload.create({
    collection: 'applications',
    data: { track: 'reguler' } as never,
    overrideAccess: false,
    user: user as never,
  })
  const jpeg = await plainJpeg()
  const photo = await storeApplicantFile({
    payload,
    user,
    kind: 'photo',
    file: { data: jpeg, name: 'foto.jpg', mimetype: 'image/jpeg', size: jpeg.length },
  })
  if (!photo.ok) throw new Error('foto tidak tersimpan')
  // Straight to the database: the pipeline's own steps are tested elsewhere.
  await payload.db.updateOne({
    collection: 'applications',
    id: app.id,
    data: {
      status,
      ...(period ? { period } : {}),
      personal: { nik: '3273010101010001', address: 'Jl. Rahasia 1' },
    },
  })
  await payload.create({
    collection: 'application-events',
    data: {
      application: app.id,
      applicant: user.id,
      action: 'status',
      actorType: 'system',
      note: 'catatan',
    } as never,
    overrideAccess: true,
  })
  return { user, applicationId: app.id, fileName: photo.file.filename! }
}

beforeAll(async () => {
  payload = await freshPayload()
  admin = await createStaff(payload, 'admin')
  await payload.updateGlobal({
    slug: 'retention-policy',
    data: POLICY,
    overrideAccess: false,
    user: admin as never,
  })
  rejected = await applicantWith('tolak@contoh.id', 'not_accepted')
  accepted = await applicantWith('terima@contoh.id', 'accepted')
  pastPeriod = await applicantWith('lama@contoh.id', 'registered', '2020/2021')
  const jpeg = await plainJpeg()
  // A replaced photo: uploaded by the accepted applicant, attached to nothing.
  const replaced = await payload.create({
    collection: 'applicant-files',
    data: { owner: accepted.user.id, kind: 'photo' } as never,
    file: { data: jpeg, mimetype: 'image/jpeg', name: 'lama.jpg', size: jpeg.length },
    overrideAccess: true,
  })
  replacedFileName = replaced.filename!
  await payload.create({
    collection: 'contact-messages',
    data: {
      name: 'Tamu',
      email: 'tamu@contoh.id',
      phone: '08123',
      message: 'Halo',
      category: 1,
      status: 'baru',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'page-visits',
    data: { path: '/', visitedAt: new Date(start).toISOString() },
    overrideAccess: true,
  })
  for (const [user, status] of [
    [rejected.user, 'done'],
    [accepted.user, 'open'],
  ] as const) {
    await payload.create({
      collection: 'data-requests',
      data: { applicant: user.id, applicantEmail: user.email, kind: 'deletion', status } as never,
      overrideAccess: true,
    })
  }
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the retention policy', () => {
  it('is changed by admins only and refuses a period outside its limits', async () => {
    const editor = await createStaff(payload, 'editor')
    await expect(
      payload.updateGlobal({
        slug: 'retention-policy',
        data: { pageVisits: 1 },
        overrideAccess: false,
        user: editor as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.updateGlobal({
        slug: 'retention-policy',
        data: { pageVisits: 0 },
        overrideAccess: false,
        user: admin as never,
      }),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('a retention run with the clock moved on', () => {
  it('a dry run 31 days on counts what would go, per kind, and changes nothing', async () => {
    const before = await Promise.all(
      (
        [
          'applications',
          'applicants',
          'applicant-files',
          'contact-messages',
          'page-visits',
          'data-requests',
        ] as const
      ).map(count),
    )
    const report = await applyRetention(payload, {
      now: after(31),
      dryRun: true,
      applications: APPLICATION_RETENTION,
    })
    expect(Object.fromEntries(report.lines.map((l) => [l.kind, l.count]))).toEqual({
      notAcceptedApplications: 1,
      pastPeriodApplications: 0,
      applicantFiles: 0,
      replacedFiles: 1,
      contactMessages: 1,
      pageVisits: 1,
      webVitals: 0,
      consentRecords: 0,
      dataRequests: 1,
    })
    expect(report.failures).toEqual([])
    const nowCounts = await Promise.all(
      (
        [
          'applications',
          'applicants',
          'applicant-files',
          'contact-messages',
          'page-visits',
          'data-requests',
        ] as const
      ).map(count),
    )
    expect(nowCounts).toEqual(before)
    expect((await application(rejected.applicationId)).personal?.nik).toBe('3273010101010001')
    expect(await stored(replacedFileName)).toBe(true)
    expect(await count('retention-runs')).toBe(0)
  })

  it('31 days on: the not-accepted application is anonymised, the rest past goes, the run is recorded', async () => {
    const consentBefore = await count('consent-records')
    expect(consentBefore).toBeGreaterThan(0)
    const report = await runRetention(payload, undefined, after(31))
    expect(report.failures).toEqual([])

    const anonymised = await application(rejected.applicationId)
    expect(anonymised).toMatchObject({
      applicantName: ANONYMISED_NAME,
      applicantEmail: null,
      status: 'not_accepted',
      track: 'reguler',
      period: '2027/2028',
    })
    expect(anonymised.applicant ?? null).toBeNull()
    expect(anonymised.personal?.nik ?? null).toBeNull()
    expect(anonymised.personal?.address ?? null).toBeNull()
    expect(anonymised.documents?.photo ?? null).toBeNull()
    expect(anonymised.anonymisedAt).toBeTruthy()
    expect(await applicantExists(rejected.user)).toBe(false)
    expect(await stored(rejected.fileName)).toBe(false)
    const history = await payload.count({
      collection: 'application-events',
      where: { application: { equals: rejected.applicationId } },
      overrideAccess: true,
    })
    expect(history.totalDocs).toBe(0)

    // Kept: the accepted and the past period's applications (not yet past 60 days), their files.
    expect((await application(accepted.applicationId)).personal?.nik).toBe('3273010101010001')
    expect(await stored(accepted.fileName)).toBe(true)
    expect((await application(pastPeriod.applicationId)).applicantName).not.toBe(ANONYMISED_NAME)
    expect(await stored(replacedFileName)).toBe(false)
    expect(await count('contact-messages')).toBe(0)
    expect(await count('page-visits')).toBe(0)
    const requests = await payload.find({
      collection: 'data-requests',
      overrideAccess: true,
      depth: 0,
    })
    expect(requests.docs.map((r) => r.status)).toEqual(['open'])
    // Consent records outlive the account (their own period, 100 days here).
    expect(await count('consent-records')).toBe(consentBefore)

    const runs = await payload.find({ collection: 'retention-runs', overrideAccess: true })
    expect(runs.docs).toHaveLength(1)
    expect(runs.docs[0]).toMatchObject({ total: 5, ranAt: after(31).toISOString() })
    expect(runs.docs[0]!.lines?.find((l) => l.kind === 'notAcceptedApplications')).toMatchObject({
      action: 'anonymise',
      count: 1,
    })
  })

  it('61 days on: the past period is anonymised too; the current period is kept, nothing is left over', async () => {
    const report = await runRetention(payload, undefined, after(61))
    expect(report.lines.find((l) => l.kind === 'pastPeriodApplications')?.count).toBe(1)
    expect(report.lines.find((l) => l.kind === 'notAcceptedApplications')?.count).toBe(0)
    const old = await application(pastPeriod.applicationId)
    expect(old).toMatchObject({
      applicantName: ANONYMISED_NAME,
      period: '2020/2021',
      status: 'registered',
    })
    expect(await applicantExists(pastPeriod.user)).toBe(false)
    expect(await stored(pastPeriod.fileName)).toBe(false)
    expect(await applicantExists(accepted.user)).toBe(true)
    expect(relationId((await application(accepted.applicationId)).applicant)).toBe(accepted.user.id)

    const again = await applyRetention(payload, {
      now: after(61),
      dryRun: true,
      applications: APPLICATION_RETENTION,
    })
    expect(again.lines.reduce((sum, l) => sum + l.count, 0)).toBe(0)
  })

  it('91 and 101 days on: files of the current period and then consent records go', async () => {
    const files = await applyRetention(payload, {
      now: after(91),
      dryRun: true,
      applications: APPLICATION_RETENTION,
    })
    expect(files.lines.find((l) => l.kind === 'applicantFiles')?.count).toBe(1)
    await runRetention(payload, undefined, after(101))
    expect(await stored(accepted.fileName)).toBe(false)
    expect((await application(accepted.applicationId)).documents?.photo ?? null).toBeNull()
    expect(await count('consent-records')).toBe(0)
  })
})

describe('the admin’s buttons on the policy (dry run, run now)', () => {
  const endpoint = (path: string) =>
    (
      payload.config.globals.find((g) => g.slug === 'retention-policy')!.endpoints as Endpoint[]
    ).find((e) => e.path === path)!
  const call = async (path: string, user: unknown) => {
    const { createLocalReq } = await import('payload')
    const req = await createLocalReq({ user: user as never }, payload)
    return endpoint(path).handler(req)
  }

  it('are refused to anyone but an admin, with an Indonesian message', async () => {
    const editor = { ...(await createStaff(payload, 'admissions')), collection: 'users' }
    for (const path of ['/preview', '/run']) {
      const res = await call(path, editor)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ errors: [{ message: RETENTION_MESSAGES.forbidden }] })
    }
  })

  it('run now is recorded with the admin’s email', async () => {
    const before = await count('retention-runs')
    const res = await call('/run', { ...admin, email: 'admin@utb.test' })
    expect(res.status).toBe(200)
    const { runId } = (await res.json()) as { runId: number }
    expect(await count('retention-runs')).toBe(before + 1)
    const run = await payload.findByID({
      collection: 'retention-runs',
      id: runId,
      overrideAccess: true,
    })
    expect(run).toMatchObject({ trigger: 'manual', ranBy: 'admin@utb.test' })
  })
})

describe('the run records', () => {
  it('are read by admissions staff, not by editors or applicants, and written by nobody', async () => {
    const admissions = (
      await payload.find({ collection: 'users', where: { role: { equals: 'admissions' } } })
    ).docs[0]!
    const editor = (
      await payload.find({ collection: 'users', where: { role: { equals: 'editor' } } })
    ).docs[0]
    const read = (user: unknown) =>
      payload.find({ collection: 'retention-runs', overrideAccess: false, user: user as never })
    expect((await read({ ...admissions, collection: 'users' })).totalDocs).toBeGreaterThan(0)
    await expect(read({ ...editor, collection: 'users' })).rejects.toMatchObject({ status: 403 })
    await expect(read(accepted.user)).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.create({
        collection: 'retention-runs',
        data: { ranAt: new Date().toISOString(), total: 0, trigger: 'manual' },
        overrideAccess: false,
        user: admin as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
