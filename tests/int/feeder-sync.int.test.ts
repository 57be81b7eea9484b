import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { assignNim } from '@/features/enrolment/assign-nim'
import { createFeederClient } from '@/features/feeder/client'
import { setFeederConnection, type FeederConnection } from '@/features/feeder/connection'
import { reconcileFeeder } from '@/features/feeder/reconcile'
import { cachedReferences } from '@/features/feeder/references'
import { FEEDER_MESSAGES } from '@/features/feeder/vocabulary'
import type { FeederBatch, FeederRecord } from '@/payload-types'
import {
  DUPLICATE_ERROR,
  startFeederSimulator,
  type FeederSimulator,
} from '../../scripts/lib/feeder-simulator.mjs'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type Staff,
} from '../helpers/payload'

/*
 * The Feeder sync against the simulator: a batch of complete students is confirmed with the
 * Feeder's ids; an answer lost after the Feeder stored the biodata leaves the record unknown
 * until the reconciliation's read confirms it (one biodata per NIK, never a second send); an
 * expired token is renewed once; the Feeder's refusal shows its error_desc on the record; a batch
 * whose data changed refuses the fingerprint the approver saw; only admissions staff act.
 */

let payload: Payload
let sim: FeederSimulator
let connection: FeederConnection
let staff: Staff
let staffToken: string
let editorToken: string
let programme: { id: number; faculty: number; category: number }
let admissionsId: number
const STAFF_PASSWORD = 'Rahasia-Sekali-123'
let serial = 0

/** An accepted application, enrolled as a student, with complete re-registration data. */
async function student(nik: string, overrides: Record<string, unknown> = {}) {
  serial += 1
  const owner = await createApplicant(payload, `feeder${serial}@feeder.test`, `Mahasiswa ${serial}`)
  const application = await payload.create({
    collection: 'applications',
    data: {
      applicant: owner.id as number,
      applicantName: `Mahasiswa Feeder ${serial}`,
      applicantEmail: owner.email,
      period: '2027/2028',
      track: 'reguler',
      status: 'accepted',
      personal: { gender: 'female' },
      programme: { major: programme.id, faculty: programme.faculty, category: programme.category },
    } as never,
  })
  const { docs } = await payload.find({
    collection: 'reregistrations',
    where: { application: { equals: application.id } },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'reregistrations',
    id: docs[0]!.id,
    data: {
      feeTotal: 7_500_000,
      data: {
        nik,
        birthPlace: 'Bandung',
        birthDate: '2009-05-01T17:00:00.000Z',
        religion: 'Islam',
        motherName: 'Siti Aminah',
        address: 'Jl. Dago No. 1',
        village: 'Dago',
        district: 'Coblong',
        city: 'Kota Bandung',
        postalCode: '40135',
        father: { name: 'Budi', education: 's1', occupation: 'civil', income: '2m-5m' },
        mother: { education: 'sma', occupation: 'none', income: 'none' },
        specialNeeds: 'none',
        financing: 'self',
        ...overrides,
      },
    } as never,
    overrideAccess: true,
  })
  const enrolled = await assignNim(payload, application.id, admissionsId)
  if (!enrolled.ok) throw new Error(enrolled.message)
  return { student: enrolled.student, reregistration: docs[0]!.id }
}

async function post(path: string, token: string, body: unknown) {
  const request = new Request(`http://localhost/api/cms/feeder-batches${path}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  const json = (await response.json()) as { doc?: FeederBatch; errors?: { message: string }[] }
  return { status: response.status, doc: json.doc, error: json.errors?.[0]?.message }
}

const prepare = () => post('/prepare', staffToken, { intakeYear: 2027 })

/** Prepares a batch of the students not yet sent, approves it as shown, and runs its job. */
async function prepareApproveAndRun(before?: () => void) {
  const prepared = await prepare()
  expect(prepared.status).toBe(200)
  const batch = prepared.doc!
  const approved = await post(`/${batch.id}/approve`, staffToken, {
    fingerprint: batch.fingerprint,
  })
  expect(approved.status).toBe(200)
  before?.()
  await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'feederSync' } } })
  return batch.id
}

async function recordsOf(batch: number): Promise<FeederRecord[]> {
  const { docs } = await payload.find({
    collection: 'feeder-records',
    where: { batch: { equals: batch } },
    sort: 'nim',
    overrideAccess: true,
  })
  return docs
}

const biodataWithNik = (nik: string) => sim.students().filter((s) => s.nik === nik)
const biodataInserts = () =>
  sim.log().filter((entry) => entry.act === 'InsertBiodataMahasiswa').length
const logins = () => sim.log().filter((entry) => entry.act === 'GetToken').length

beforeAll(async () => {
  sim = await startFeederSimulator({ username: 'operator', password: 'rahasia-feeder' })
  const client = createFeederClient({
    url: sim.url,
    username: 'operator',
    password: 'rahasia-feeder',
    timeoutMs: 3_000,
  })
  connection = { client, references: cachedReferences(client) }
  setFeederConnection(connection)
  payload = await freshPayload()
  await seed(payload, () => {}, ['program studi'])
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { slug: { equals: 'teknik-informatika' } },
    depth: 0,
    overrideAccess: true,
  })
  programme = {
    id: docs[0]!.id,
    faculty: docs[0]!.faculty as number,
    category: docs[0]!.category as number,
  }
  staff = await createStaff(payload, 'admissions')
  admissionsId = Number(staff.id)
  await createStaff(payload, 'editor')
  staffToken = await sessionToken(payload, 'users', 'admissions@utb.test', STAFF_PASSWORD)
  editorToken = await sessionToken(payload, 'users', 'editor@utb.test', STAFF_PASSWORD)
  await payload.updateGlobal({
    slug: 'admissions-settings',
    data: { referenceDate: '2027-09-01', nim: { pattern: 'TTFFPPJSXXX', semester: '1' } } as never,
  })
}, 300_000)

afterAll(async () => {
  setFeederConnection(null)
  await payload?.destroy()
  await sim?.close()
})

describe('Feeder sync', () => {
  it('confirms a batch of complete students and stores the Feeder’s ids', async () => {
    const niks = ['3273014105090001', '3273014105090002', '3273014105090003']
    for (const nik of niks) await student(nik)
    const batchId = await prepareApproveAndRun()
    const records = await recordsOf(batchId)
    expect(records.map((r) => r.state)).toEqual(['confirmed', 'confirmed', 'confirmed'])
    for (const record of records) {
      const [stored] = biodataWithNik(record.nik!)
      expect(record.idMahasiswa).toBe(stored!.id_mahasiswa)
      expect(record.idRegistrasiMahasiswa).toBe(stored!.id_registrasi_mahasiswa)
      // The parents' data went by the Feeder's ids, found by name.
      expect(stored).toMatchObject({
        nama_ayah: 'Budi',
        id_pendidikan_ayah: 30,
        id_pekerjaan_ayah: 5,
      })
    }
    const batch = await payload.findByID({
      collection: 'feeder-batches',
      id: batchId,
      overrideAccess: true,
    })
    expect(batch).toMatchObject({ status: 'done', total: 3, counts: { confirmed: 3, pending: 0 } })
    expect(batch.approvedFingerprint).toBe(batch.fingerprint)
    expect(batch).toMatchObject({
      approvedBy: { id: admissionsId },
      createdBy: { id: admissionsId },
    })
  })

  it('renews an expired token once and goes on', async () => {
    await student('3273014105090011')
    const before = logins()
    const batchId = await prepareApproveAndRun(() => sim.expireTokens())
    expect((await recordsOf(batchId)).map((r) => r.state)).toEqual(['confirmed'])
    expect(logins()).toBe(before + 1)
  })

  it('leaves a lost answer unknown and settles it by a read, without a second biodata', async () => {
    const nik = '3273014105090021'
    await student(nik)
    const batchId = await prepareApproveAndRun(() => sim.hangNext())
    const [lost] = await recordsOf(batchId)
    expect(lost).toMatchObject({ state: 'unknown', step: 'biodata' })
    // The Feeder did store it: the answer was what got lost.
    expect(biodataWithNik(nik)).toHaveLength(1)

    const insertsBefore = biodataInserts()
    const report = await reconcileFeeder(payload, connection)
    expect(report).toMatchObject({ found: 1 })
    const [settled] = await recordsOf(batchId)
    const stored = biodataWithNik(nik)
    expect(stored).toHaveLength(1)
    expect(settled).toMatchObject({ state: 'confirmed', idMahasiswa: stored[0]!.id_mahasiswa })
    // Settled by GetListMahasiswa: the biodata was not sent a second time.
    expect(biodataInserts()).toBe(insertsBefore)
  })

  it('refuses approval with a fingerprint older than the data, and approves the fresh one', async () => {
    const { reregistration } = await student('3273014105090031')
    const prepared = await prepare()
    const seen = prepared.doc!.fingerprint
    await payload.update({
      collection: 'reregistrations',
      id: reregistration,
      data: { data: { motherName: 'Siti Rahayu' } } as never,
      overrideAccess: true,
    })
    const stale = await post(`/${prepared.doc!.id}/approve`, staffToken, { fingerprint: seen })
    expect(stale).toMatchObject({ status: 409, error: FEEDER_MESSAGES.changed })

    const refreshed = await post(`/${prepared.doc!.id}/refresh`, staffToken, {})
    expect(refreshed.doc!.fingerprint).not.toBe(seen)
    const approved = await post(`/${prepared.doc!.id}/approve`, staffToken, {
      fingerprint: refreshed.doc!.fingerprint,
    })
    expect(approved.status).toBe(200)
    await payload.jobs.run({ queue: 'default', where: { taskSlug: { equals: 'feederSync' } } })
    expect((await recordsOf(prepared.doc!.id)).map((r) => r.state)).toEqual(['confirmed'])
  })

  it('shows the Feeder’s error_desc on a refused student (a NIK already reported)', async () => {
    await student('3273014105090001')
    const batchId = await prepareApproveAndRun()
    const [refused] = await recordsOf(batchId)
    expect(refused).toMatchObject({
      state: 'failed',
      errorDesc: 'Data mahasiswa dengan NIK 3273014105090001 sudah ada',
    })
    expect(biodataWithNik('3273014105090001')).toHaveLength(1)
    const { docs: log } = await payload.find({
      collection: 'feeder-logs',
      where: { record: { equals: refused!.id } },
      overrideAccess: true,
    })
    expect(log).toMatchObject([
      { act: 'InsertBiodataMahasiswa', outcome: 'refused', errorCode: DUPLICATE_ERROR },
    ])
    expect(JSON.stringify(log)).not.toContain(await connection.client.getToken())
  })

  it('lets only admissions staff prepare or approve, and nobody write through the API', async () => {
    expect(await post('/prepare', editorToken, { intakeYear: 2027 })).toMatchObject({
      status: 403,
      error: FEEDER_MESSAGES.forbidden,
    })
    const { docs } = await payload.find({
      collection: 'feeder-batches',
      limit: 1,
      overrideAccess: true,
    })
    const approve = await post(`/${docs[0]!.id}/approve`, editorToken, {
      fingerprint: docs[0]!.fingerprint,
    })
    expect(approve.status).toBe(403)
    const editor = {
      ...(
        await payload.find({
          collection: 'users',
          where: { role: { equals: 'editor' } },
          overrideAccess: true,
        })
      ).docs[0]!,
      collection: 'users' as const,
    }
    await expect(
      payload.find({ collection: 'feeder-records', overrideAccess: false, user: editor }),
    ).rejects.toThrow()
    const admissions = { ...staff, collection: 'users' as const }
    const { docs: records } = await payload.find({
      collection: 'feeder-records',
      limit: 1,
      overrideAccess: true,
    })
    await expect(
      payload.update({
        collection: 'feeder-records',
        id: records[0]!.id,
        data: { state: 'confirmed' },
        overrideAccess: false,
        user: admissions as never,
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'feeder-batches',
        data: { title: 'x', intakeYear: 2027 } as never,
        overrideAccess: false,
        user: admissions as never,
      }),
    ).rejects.toThrow()
  })
})
