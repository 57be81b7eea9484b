import { unzipSync } from 'fflate'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import {
  loadReregistration,
  saveReregistration,
  submitReregistration,
  type ApplicantRef,
} from '@/features/reregistration/applicant'
import { reregistrationInput, type ReregistrationInput } from '@/features/reregistration/form-input'
import { lapseReregistrations } from '@/features/reregistration/lapse'
import { REREGISTRATION_MESSAGES as M } from '@/features/reregistration/vocabulary'
import { attachFinalDiploma, REREGISTRATION_UPLOADS } from '@/features/reregistration/final-diploma'
import { storeApplicantFile } from '@/features/admissions/uploads/store'
import { UPLOAD_MESSAGES } from '@/features/admissions/uploads/rules'
import { REFUSALS } from '@/features/admissions/uploads/refusals'
import { purgeUnattachedFiles } from '@/jobs/purge-unattached-files'
import { buildApplicantExport } from '@/features/admissions/data-rights/export'
import * as f from '../helpers/upload-fixtures'
import { seatsTaken } from '@/features/admissions/waves/load'
import {
  createApplicant,
  createStaff,
  type Staff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
} from '../helpers/payload'

/*
 * Re-registration from the applicant's and staff's side on a real database: it opens when an
 * application is accepted (deadline from the wave), the fee comes from the tuition list, the
 * statement is a consent record, sending needs the first instalment paid, staff approve (a NIM)
 * or return it with a reason, the plan is fixed once paid, nobody else reads or writes it, and the
 * deadline job withdraws an unfinished one and frees its seat.
 */

let payload: Payload
let programme: { id: number; faculty: number; category: number }
let wave: number
let admissions: Staff
const PERIOD = '2027/2028'
const STAFF_PASSWORD = 'Rahasia-Sekali-123'

const ref = (owner: ApplicantUser): ApplicantRef => ({
  id: Number(owner.id),
  collection: 'applicants',
})

async function accepted(email: string, personal: Record<string, unknown> = {}) {
  const owner = await createApplicant(payload, email, `Pendaftar ${email}`)
  const application = await payload.create({
    collection: 'applications',
    data: {
      applicant: owner.id as number,
      period: PERIOD,
      track: 'reguler',
      wave,
      status: 'accepted',
      personal: { nik: '3273010101010001', birthPlace: 'Bandung', religion: 'Islam', ...personal },
      programme: { major: programme.id, faculty: programme.faculty, category: programme.category },
    } as never,
    overrideAccess: true,
  })
  return { owner, application }
}

const complete = (over: Partial<Record<string, string>> = {}): ReregistrationInput =>
  reregistrationInput.parse({
    nik: '3273010101010001',
    nisn: '',
    birthPlace: 'Bandung',
    birthDate: '2008-05-17',
    religion: 'Islam',
    motherName: 'Siti Aminah',
    address: 'Jl. Soekarno-Hatta No. 10, RT 02/RW 05',
    village: 'Cipamokolan',
    district: 'Rancasari',
    city: 'Kota Bandung',
    postalCode: '40292',
    fatherName: '',
    fatherEducation: 'sma',
    fatherOccupation: 'private',
    fatherIncome: '2m-5m',
    motherEducation: '',
    motherOccupation: '',
    motherIncome: '',
    specialNeeds: 'none',
    financing: 'self',
    instalmentCount: '3',
    statement: true,
    ...over,
  })

/** The applicant's final diploma, uploaded as through POST /api/pendaftar/berkas (kind final_diploma). */
const uploadDiploma = async (owner: ApplicantUser, data?: Buffer) => {
  const bytes = data ?? f.pdf()
  return storeApplicantFile({
    payload,
    user: ref(owner),
    kind: 'final_diploma',
    file: { data: bytes, name: 'ijazah.pdf', mimetype: 'application/pdf', size: bytes.length },
    holders: REREGISTRATION_UPLOADS,
  })
}

async function payInstalment(
  reregistration: number,
  application: number,
  applicant: number,
  n: number,
) {
  await payload.create({
    collection: 'payments',
    data: {
      application,
      applicant,
      purpose: 'tuition',
      reregistration,
      instalment: n,
      method: 'va_bca',
      provider: 'midtrans',
      amount: 1,
      orderId: `UTB-UJI-${reregistration}-${n}`,
      status: 'paid',
      paidAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
}

async function callAs(token: string, path: string, body?: unknown) {
  const request = new Request(`http://localhost/api/cms/reregistrations${path}`, {
    method: 'POST',
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}
const messageOf = (body: Record<string, unknown>) =>
  (body.message as string | undefined) ??
  (body.errors as { message: string }[] | undefined)?.[0]?.message

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['program studi'])
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { slug: { equals: 'teknik-informatika' } },
    depth: 0,
    overrideAccess: true,
  })
  const doc = docs[0]!
  programme = { id: doc.id, faculty: doc.faculty as number, category: doc.category as number }
  admissions = await createStaff(payload, 'admissions')
  await createStaff(payload, 'editor')
  const created = await payload.create({
    collection: 'selection-schedules',
    data: {
      wave: 'Gelombang 1',
      academicYear: PERIOD,
      track: 'semua',
      registrationStart: '2027-01-05T00:00:00Z',
      registrationEnd: '2027-03-05T00:00:00Z',
      testDate: '2027-03-10T00:00:00Z',
      announcementDate: '2027-03-20T00:00:00Z',
      reRegistrationEnd: '2099-04-10T05:00:00Z',
      quotas: [{ programme: programme.id, quota: 40 }],
      _status: 'published',
    } as never,
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  wave = created.id
  await payload.create({
    collection: 'tuition-fees',
    data: {
      programme: programme.id,
      label: 'S1 Teknik Informatika',
      track: 'semua',
      academicYear: PERIOD,
      developmentFee: 5_000_000,
      semesterFee: 7_500_000,
      practicumFee: 500_000,
      _status: 'published',
    } as never,
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('re-registration', () => {
  it('opens on acceptance with the wave’s deadline, the form’s answers and the tuition fee', async () => {
    const { owner } = await accepted('buka@daftarulang.test')
    const view = await loadReregistration(payload, ref(owner))
    expect(view?.record).toMatchObject({
      status: 'open',
      deadline: '2099-04-10T16:59:59.999Z',
      feeTotal: 13_000_000,
      instalmentCount: 1,
      data: { nik: '3273010101010001', birthPlace: 'Bandung', religion: 'Islam' },
    })
    expect(view?.instalments).toEqual([{ number: 1, amount: 13_000_000, paid: false }])
    expect(view?.missing.data).toContain('nama ibu kandung')
    expect(view?.missing.statement).toBe(true)
  })

  it('opens also when the form’s religion was free text, asking for it again', async () => {
    const { owner } = await accepted('agama@daftarulang.test', { religion: 'Kristen' })
    const view = await loadReregistration(payload, ref(owner))
    expect(view?.record.data?.religion ?? null).toBeNull()
    expect(view?.missing.data).toContain('agama')
  })

  it('saves the plan and the statement as a consent record, refuses more instalments than allowed', async () => {
    const { owner } = await accepted('simpan@daftarulang.test')
    const tooMany = await saveReregistration(
      payload,
      ref(owner),
      complete({ instalmentCount: '4' }),
    )
    expect(tooMany).toEqual({ ok: false, status: 400, message: M.instalments(3) })
    const saved = await saveReregistration(payload, ref(owner), complete())
    expect(saved.ok).toBe(true)
    if (!saved.ok) return
    expect(saved.view.missing).toEqual({
      data: [],
      statement: false,
      firstInstalmentPaid: false,
      finalDiploma: true,
    })
    expect(saved.view.instalments.map((i) => i.amount)).toEqual([4_333_000, 4_333_000, 4_334_000])
    const consents = await payload.find({
      collection: 'consent-records',
      where: { applicant: { equals: owner.id }, kind: { equals: 'reregistration-statement' } },
      overrideAccess: true,
    })
    expect(consents.totalDocs).toBe(1)
  })

  it('is sent only with the first instalment paid, then staff approve it with a NIM', async () => {
    const { owner, application } = await accepted('kirim@daftarulang.test')
    const saved = await saveReregistration(payload, ref(owner), complete())
    if (!saved.ok) throw new Error(saved.message)
    expect(await submitReregistration(payload, ref(owner))).toMatchObject({
      ok: false,
      status: 409,
      message: M.incomplete,
    })
    const record = saved.view.record
    await payInstalment(record.id, application.id, Number(owner.id), 1)
    expect((await uploadDiploma(owner)).ok).toBe(true)
    // The plan is fixed once an instalment is paid.
    expect(
      await saveReregistration(payload, ref(owner), complete({ instalmentCount: '2' })),
    ).toMatchObject({ ok: false, status: 409, message: M.planLocked })
    const sent = await submitReregistration(payload, ref(owner))
    expect(sent.ok && sent.view.record.status).toBe('submitted')
    expect(await saveReregistration(payload, ref(owner), complete())).toMatchObject({
      ok: false,
      message: M.notEditable,
    })

    const editor = await sessionToken(payload, 'users', 'editor@utb.test', STAFF_PASSWORD)
    expect((await callAs(editor, `/${record.id}/approve`)).status).toBe(403)
    const staff = await sessionToken(payload, 'users', 'admissions@utb.test', STAFF_PASSWORD)
    const approved = await callAs(staff, `/${record.id}/approve`)
    expect(approved.status).toBe(200)
    const { docs: students } = await payload.find({
      collection: 'students',
      where: { application: { equals: application.id } },
      overrideAccess: true,
    })
    expect(students).toHaveLength(1)
    expect(messageOf(approved.body)).toBe(`${M.approved} ${students[0]!.nim}.`)
    const after = await loadReregistration(payload, ref(owner))
    expect(after?.record).toMatchObject({ status: 'approved', student: students[0]!.id })
    expect((await callAs(staff, `/${record.id}/approve`)).status).toBe(409)
  })

  it('goes back to the applicant with the reason staff give', async () => {
    const { owner, application } = await accepted('kembali@daftarulang.test')
    const saved = await saveReregistration(payload, ref(owner), complete({ instalmentCount: '1' }))
    if (!saved.ok) throw new Error(saved.message)
    await payInstalment(saved.view.record.id, application.id, Number(owner.id), 1)
    expect((await uploadDiploma(owner)).ok).toBe(true)
    expect((await submitReregistration(payload, ref(owner))).ok).toBe(true)
    const staff = await sessionToken(payload, 'users', 'admissions@utb.test', STAFF_PASSWORD)
    const path = `/${saved.view.record.id}/return`
    const noReason = await callAs(staff, path, { reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(messageOf(noReason.body)).toBe(M.reasonRequired)
    expect((await callAs(staff, path, { reason: 'Nama ibu tidak sesuai akta.' })).status).toBe(200)
    const view = await loadReregistration(payload, ref(owner))
    expect(view).toMatchObject({
      editable: true,
      record: { status: 'returned', returnReason: 'Nama ibu tidak sesuai akta.' },
    })
    // Staff may ask for another diploma: a returned re-registration takes a new one.
    const replaced = await uploadDiploma(owner, await f.plainPng())
    expect(replaced.ok).toBe(true)
    const again = await loadReregistration(payload, ref(owner))
    expect(again?.record.finalDiploma).toBe(replaced.ok && replaced.file.id)
  })

  it('takes the final diploma from its applicant alone, needs it to send and keeps it from the purge', async () => {
    const { owner, application } = await accepted('ijazah@daftarulang.test')
    const saved = await saveReregistration(payload, ref(owner), complete({ instalmentCount: '1' }))
    if (!saved.ok) throw new Error(saved.message)
    await payInstalment(saved.view.record.id, application.id, Number(owner.id), 1)
    expect(await submitReregistration(payload, ref(owner))).toEqual({
      ok: false,
      status: 409,
      message: M.finalDiplomaMissing,
    })

    // Checked like every applicant file (a PDF with JavaScript is refused), then attached.
    expect(await uploadDiploma(owner, f.pdfWithJavaScript())).toEqual({
      ok: false,
      ...REFUSALS.pdfActive,
    })
    const first = await uploadDiploma(owner)
    const second = await uploadDiploma(owner, await f.plainPng())
    if (!first.ok || !second.ok) throw new Error('unggahan ijazah ditolak')
    const view = await loadReregistration(payload, ref(owner))
    expect(view?.record.finalDiploma).toBe(second.file.id)
    expect(view?.missing.finalDiploma).toBe(false)

    // Another applicant can neither read it nor attach it to their own re-registration.
    const other = await accepted('ijazah-lain@daftarulang.test')
    await loadReregistration(payload, ref(other.owner))
    const read = await payload.find({
      collection: 'applicant-files',
      where: { id: { equals: second.file.id } },
      overrideAccess: false,
      user: other.owner,
    })
    expect(read.totalDocs).toBe(0)
    expect(await attachFinalDiploma(payload, ref(other.owner), second.file.id as number)).toEqual({
      ok: false,
      message: M.finalDiplomaNotFound,
    })
    // Admissions staff open it like the application's documents.
    const staffRead = await payload.findByID({
      collection: 'applicant-files',
      id: second.file.id,
      overrideAccess: false,
      user: admissions as never,
    })
    expect(staffRead.kind).toBe('final_diploma')

    // Not before acceptance.
    const applicant = await createApplicant(payload, 'belum@daftarulang.test')
    await payload.create({
      collection: 'applications',
      data: { applicant: applicant.id as number, period: PERIOD, track: 'reguler', wave } as never,
      overrideAccess: true,
    })
    expect(await uploadDiploma(applicant)).toMatchObject({
      ok: false,
      message: UPLOAD_MESSAGES.acceptedOnly,
    })

    // The purge of unused files removes the replaced one and keeps the one the record holds.
    await purgeUnattachedFiles(payload, undefined, Date.now() + 2 * 24 * 60 * 60 * 1000)
    const left = await payload.find({
      collection: 'applicant-files',
      where: { owner: { equals: owner.id } },
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([second.file.id])

    const sent = await submitReregistration(payload, ref(owner))
    expect(sent.ok && sent.view.record.status).toBe('submitted')
    // Once sent it is fixed: a new upload is refused and not kept.
    expect(await uploadDiploma(owner)).toMatchObject({ ok: false, message: M.notEditable })
    const after = await payload.count({
      collection: 'applicant-files',
      where: { owner: { equals: owner.id } },
      overrideAccess: true,
    })
    expect(after.totalDocs).toBe(1)

    // The personal-data export holds it; erasing the applicant removes it with the record.
    const zip = unzipSync((await buildApplicantExport(payload, ref(owner))).zip)
    expect(Object.keys(zip)).toContain('berkas/ijazah-akhir-1.png')
    await payload.delete({ collection: 'applicants', id: owner.id, overrideAccess: true })
    const gone = await payload.count({
      collection: 'applicant-files',
      where: { id: { equals: second.file.id } },
      overrideAccess: true,
    })
    expect(gone.totalDocs).toBe(0)
  })

  it('is read by its applicant and staff alone, and written by nobody through the API', async () => {
    const { owner } = await accepted('pemilik@daftarulang.test')
    const other = await createApplicant(payload, 'lain@daftarulang.test')
    const mine = await loadReregistration(payload, ref(owner))
    const seen = await payload.find({
      collection: 'reregistrations',
      where: { id: { equals: mine!.record.id } },
      overrideAccess: false,
      user: other,
    })
    expect(seen.totalDocs).toBe(0)
    await expect(
      payload.update({
        collection: 'reregistrations',
        id: mine!.record.id,
        data: { status: 'approved' } as never,
        overrideAccess: false,
        user: owner,
      }),
    ).rejects.toThrow()
  })

  it('ends when its applicant opens it past a deadline staff moved, before the job runs', async () => {
    const { owner, application } = await accepted('dibuka@daftarulang.test')
    const view = await loadReregistration(payload, ref(owner))
    const { docs: staff } = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admissions@utb.test' } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'reregistrations',
      id: view!.record.id,
      data: { deadline: '2020-01-01T00:00:00.000Z' },
      overrideAccess: false,
      user: { ...staff[0]!, collection: 'users' },
    })
    const after = await loadReregistration(payload, ref(owner))
    expect(after).toMatchObject({ editable: false, record: { status: 'withdrawn' } })
    expect(
      (
        await payload.findByID({
          collection: 'applications',
          id: application.id,
          overrideAccess: true,
        })
      ).status,
    ).toBe('withdrawn')
  })

  it('withdraws an unfinished re-registration past its deadline and frees the seat', async () => {
    const { owner, application } = await accepted('lewat@daftarulang.test')
    const view = await loadReregistration(payload, ref(owner))
    const before = await seatsTaken(payload, wave, programme.id)
    const after = new Date('2099-04-11T00:00:00Z')
    expect((await lapseReregistrations(payload, after)).lapsed).toBeGreaterThanOrEqual(1)
    const record = await payload.findByID({
      collection: 'reregistrations',
      id: view!.record.id,
      overrideAccess: true,
    })
    expect(record.status).toBe('withdrawn')
    const moved = await payload.findByID({
      collection: 'applications',
      id: application.id,
      overrideAccess: true,
    })
    expect(moved.status).toBe('withdrawn')
    expect(await seatsTaken(payload, wave, programme.id)).toBeLessThan(before)
    const { docs: events } = await payload.find({
      collection: 'application-events',
      where: { application: { equals: application.id }, toStatus: { equals: 'withdrawn' } },
      overrideAccess: true,
    })
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ actorType: 'system', actorName: 'Batas daftar ulang' })
    // A second run finds nothing more to do for it.
    await lapseReregistrations(payload, after)
    const { totalDocs } = await payload.count({
      collection: 'application-events',
      where: { application: { equals: application.id }, toStatus: { equals: 'withdrawn' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })
})
