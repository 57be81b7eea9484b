import { BasePayload, handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { assignNim, withdrawStudent } from '@/features/enrolment/assign-nim'
import { ENROLMENT_MESSAGES } from '@/features/enrolment/vocabulary'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'
import { enrolmentSetup, type ProgrammeChoice } from '../helpers/enrolment'

/*
 * NIMs: 200 approvals at once, spread over two Payload instances on one database, give 200
 * distinct numbers 1…200 in the configured pattern; approving again gives the same NIM; a
 * withdrawn student keeps theirs and the next approval takes the next number; a full sequence
 * is refused without using a number; only admissions staff and the student's own applicant read
 * the records, and nobody writes them through the API.
 */

let payload: Payload
let second: Payload
let staff: Staff
let editor: Staff
let programme: ProgrammeChoice
let otherProgramme: ProgrammeChoice
const PASSWORD = 'Kata-Sandi-Uji-2026'
const STAFF_PASSWORD = 'Rahasia-Sekali-123'

async function acceptedApplication(
  email: string,
  status = 'accepted',
  major = programme,
): Promise<{ id: number; owner: ApplicantUser }> {
  const owner = await createApplicant(payload, email)
  const app = await payload.create({
    collection: 'applications',
    data: {
      applicant: owner.id as number,
      period: '2027/2028',
      track: 'magang',
      status,
      programme: { major: major.id, faculty: major.faculty, category: major.category },
    } as never,
  })
  return { id: app.id, owner }
}

/**
 * Many accepted applications, written straight through the database adapter: the pipeline's
 * hooks (and their status emails) are tested elsewhere and would only slow this file down.
 */
async function acceptedApplications(count: number): Promise<number[]> {
  const ids: number[] = []
  for (let i = 0; i < count; i += 1) {
    const owner = await payload.db.create({
      collection: 'applicants',
      data: {
        email: `nim${i}@nim.test`,
        fullName: `Mahasiswa ${i}`,
        whatsapp: '6281234567890',
        privacyConsentVersion: '1',
        privacyConsentAt: new Date().toISOString(),
      },
    })
    const app = await payload.db.create({
      collection: 'applications',
      data: {
        applicant: owner.id,
        applicantName: owner.fullName,
        applicantEmail: owner.email,
        period: '2027/2028',
        track: 'magang',
        status: 'accepted',
        programme: {
          major: programme.id,
          faculty: programme.faculty,
          category: programme.category,
        },
      },
    })
    ids.push(app.id as number)
  }
  return ids
}

async function counterOf(programmeId: number): Promise<number> {
  const { docs } = await payload.find({
    collection: 'nim-counters',
    where: { scope: { equals: `${programmeId}:20271` } },
    overrideAccess: true,
  })
  return Number(docs[0]?.last ?? 0)
}

async function enrolAs(token: string, body: unknown) {
  const request = new Request('http://localhost/api/cms/students/enrol', {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const firstError = (body: Record<string, unknown>) =>
  (body.errors as { message: string }[] | undefined)?.[0]?.message

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['program studi'])
  const { informatika, bisnis } = await enrolmentSetup(payload)
  programme = informatika
  otherProgramme = bisnis
  staff = await createStaff(payload, 'admissions')
  editor = await createStaff(payload, 'editor')
  // A second server on the same database: its own adapter and its own connections.
  second = new BasePayload()
  await second.init({ config: payload.config })
}, 300_000)

afterAll(async () => {
  await second?.destroy()
  await payload?.destroy()
})

describe('assignNim', () => {
  it('gives 200 approvals at once on two instances 200 distinct, gap-free NIMs', async () => {
    const apps = await acceptedApplications(200)
    // Every tenth application approved twice at the same moment, once on each instance.
    const calls = [...apps, ...apps.filter((_, i) => i % 10 === 0)].map((id, i) =>
      assignNim(i % 2 === 0 ? payload : second, id, Number(staff.id)),
    )
    const outcomes = await Promise.all(calls)
    const byApplication = new Map<number, string>()
    for (const outcome of outcomes) {
      if (!outcome.ok) throw new Error(outcome.message)
      const { application, nim } = outcome.student
      const seen = byApplication.get(application as number)
      if (seen) expect(nim, 'the same application, the same NIM').toBe(seen)
      byApplication.set(application as number, nim)
    }
    expect(outcomes.filter((o) => o.ok && o.created)).toHaveLength(200)
    const nims = [...byApplication.values()].sort()
    expect(new Set(nims).size).toBe(200)
    // 27 = 2027, 01 = the faculty, the programme's code, 2 = magang, 1 = odd semester.
    const prefix = `2701${programme.nimCode}21`
    const expected = Array.from({ length: 200 }, (_, i) => prefix + String(i + 1).padStart(3, '0'))
    expect(nims).toEqual(expected)
    expect(await counterOf(programme.id)).toBe(200)
  }, 300_000)

  it('gives an application approved again the NIM it already has', async () => {
    const { id } = await acceptedApplication('lagi@nim.test', 'accepted', otherProgramme)
    const first = await assignNim(payload, id, Number(staff.id))
    const again = await assignNim(second, id, Number(staff.id))
    expect(first.ok && again.ok).toBe(true)
    if (!first.ok || !again.ok) return
    expect(first.student.nim).toBe(`2702${otherProgramme.nimCode}21001`)
    expect(again).toMatchObject({
      created: false,
      student: { id: first.student.id, nim: `2702${otherProgramme.nimCode}21001` },
    })
    const token = await sessionToken(payload, 'users', 'admissions@utb.test', STAFF_PASSWORD)
    const answer = await enrolAs(token, { application: id })
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe(`${ENROLMENT_MESSAGES.already} ${first.student.nim}.`)
  })

  it('keeps a withdrawn student’s NIM and gives the next approval the next number', async () => {
    const { docs } = await payload.find({
      collection: 'students',
      where: { sequence: { equals: 5 }, programme: { equals: programme.id } },
      overrideAccess: true,
    })
    const withdrawn = await withdrawStudent(payload, docs[0]!.id)
    expect(withdrawn).toMatchObject({ status: 'withdrawn', nim: docs[0]!.nim })
    const { id } = await acceptedApplication('berikut@nim.test')
    const next = await assignNim(payload, id, Number(staff.id))
    expect(next.ok && next.student.nim).toBe(`2701${programme.nimCode}21201`)
  })

  it('refuses a full sequence without using up a number', async () => {
    await payload.updateGlobal({
      slug: 'admissions-settings',
      data: { nim: { pattern: 'YY PP XX' } } as never,
    })
    const { id } = await acceptedApplication('penuh@nim.test')
    const outcome = await assignNim(payload, id, Number(staff.id))
    expect(outcome).toMatchObject({ ok: false, status: 409 })
    expect(!outcome.ok && outcome.message).toMatch(
      /^Nomor urut NIM habis: pola ini memberi 99 nomor/,
    )
    expect(await counterOf(programme.id)).toBe(201)
    expect(
      await payload.count({ collection: 'students', where: { application: { equals: id } } }),
    ).toMatchObject({ totalDocs: 0 })
    await payload.updateGlobal({
      slug: 'admissions-settings',
      data: { nim: { pattern: 'TTFFPPJSXXX' } } as never,
    })
  })
})

describe('deleting an applicant', () => {
  it('removes their student record and never gives its NIM again', async () => {
    const { id, owner } = await acceptedApplication('hapus@nim.test', 'accepted', otherProgramme)
    const enrolled = await assignNim(payload, id, Number(staff.id))
    if (!enrolled.ok) throw new Error(enrolled.message)
    await payload.delete({ collection: 'applicants', id: owner.id, overrideAccess: true })
    const left = await payload.count({
      collection: 'students',
      where: { nim: { equals: enrolled.student.nim } },
    })
    expect(left.totalDocs).toBe(0)
    const next = await acceptedApplication('setelah-hapus@nim.test', 'accepted', otherProgramme)
    const outcome = await assignNim(payload, next.id, Number(staff.id))
    expect(outcome.ok && outcome.student.sequence).toBe(enrolled.student.sequence + 1)
  })
})

describe('POST /api/cms/students/enrol', () => {
  it('enrols an accepted application and refuses the rest in Indonesian', async () => {
    const token = await sessionToken(payload, 'users', 'admissions@utb.test', STAFF_PASSWORD)
    const { id } = await acceptedApplication('titik@nim.test')
    const done = await enrolAs(token, { application: id })
    expect(done.status).toBe(201)
    expect(done.body.message).toBe(`${ENROLMENT_MESSAGES.enrolled} 2701${programme.nimCode}21202.`)
    const waiting = await acceptedApplication('tes@nim.test', 'test_scheduled')
    const refused = await enrolAs(token, { application: waiting.id })
    expect(refused.status).toBe(409)
    expect(firstError(refused.body)).toBe(ENROLMENT_MESSAGES.notAccepted)
    expect((await enrolAs(token, { application: 999_999 })).status).toBe(404)
    const bad = await enrolAs(token, { application: 'satu' })
    expect([bad.status, firstError(bad.body)]).toEqual([400, ENROLMENT_MESSAGES.body])
    const editorToken = await sessionToken(
      payload,
      'users',
      'editor@utb.test',
      'Rahasia-Sekali-123',
    )
    const asEditor = await enrolAs(editorToken, { application: waiting.id })
    expect([asEditor.status, firstError(asEditor.body)]).toEqual([
      403,
      ENROLMENT_MESSAGES.forbidden,
    ])
    const applicantToken = await sessionToken(payload, 'applicants', waiting.owner.email, PASSWORD)
    expect((await enrolAs(applicantToken, { application: waiting.id })).status).toBe(403)
  })
})

describe('access to student records', () => {
  it('lets an applicant read only their own, editors none, and nobody write', async () => {
    const mine = await acceptedApplication('sendiri@nim.test')
    const other = await acceptedApplication('orang-lain@nim.test')
    const enrolled = await assignNim(payload, mine.id, Number(staff.id))
    if (!enrolled.ok) throw new Error(enrolled.message)
    const own = await payload.find({
      collection: 'students',
      overrideAccess: false,
      user: mine.owner as never,
    })
    expect(own.docs.map((d) => d.nim)).toEqual([enrolled.student.nim])
    const theirs = await payload.find({
      collection: 'students',
      overrideAccess: false,
      user: other.owner as never,
    })
    expect(theirs.totalDocs).toBe(0)
    await expect(
      payload.find({ collection: 'students', overrideAccess: false, user: editor as never }),
    ).rejects.toThrow()
    const all = await payload.count({
      collection: 'students',
      overrideAccess: false,
      user: staff as never,
    })
    expect(all.totalDocs).toBeGreaterThan(200)
    await expect(
      payload.update({
        collection: 'students',
        id: enrolled.student.id,
        data: { nim: '1' },
        overrideAccess: false,
        user: staff as never,
      }),
    ).rejects.toThrow()
    await expect(
      payload.find({ collection: 'nim-counters', overrideAccess: false, user: staff as never }),
    ).rejects.toThrow()
  })
})
