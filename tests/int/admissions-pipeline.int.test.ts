import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { relationId } from '@/lib/relation'
import {
  attachPaymentProof,
  chooseTrack,
  findApplication,
} from '@/features/admissions/application/service'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { waitForMail } from '../helpers/mailbox'
import { storedBytes } from '../helpers/storage'
import { SEED_NOW } from '../helpers/seed-day'
import {
  createApplicant,
  createStaff,
  freshPayload,
  validationMessages,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

let payload: Payload
let sink: { close: () => Promise<void> }
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-mail-'))
let a: ApplicantUser
let b: ApplicantUser
let admissions: Staff
let editor: Staff

async function proofFor(owner: ApplicantUser) {
  const data = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'applicant-files',
    data: { owner: owner.id as number, kind: 'payment_proof' },
    file: { data, mimetype: 'image/png', name: 'bukti.png', size: data.length },
    overrideAccess: false,
    user: owner as never,
  })
  return doc.id
}

const asStaff = (user: Staff) => ({ overrideAccess: false, user: user as never })
const events = async (applicationId: number | string) =>
  (
    await payload.find({
      collection: 'application-events',
      where: { application: { equals: applicationId } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  const port = 25000 + Math.floor(Math.random() * 2000)
  sink = await startMailSink({ port, dir: mailDir })
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?tls=off`
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'], SEED_NOW)
  a = await createApplicant(payload, 'ayu@contoh.id', 'Ayu Lestari')
  b = await createApplicant(payload, 'bima@contoh.id', 'Bima Sakti')
  admissions = await createStaff(payload, 'admissions')
  editor = await createStaff(payload, 'editor')
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  await sink?.close()
  delete process.env.SMTP_URL
})

describe('the application pipeline', () => {
  it('opens an application on the chosen track in the configured period and mails the applicant', async () => {
    const result = await chooseTrack(payload, a, 'magang')
    expect(result.ok).toBe(true)
    const app = await findApplication(payload, a)
    expect(app).toMatchObject({
      track: 'magang',
      status: 'registered',
      period: '2027/2028',
      applicantName: 'Ayu Lestari',
      applicantEmail: 'ayu@contoh.id',
    })
    const mail = await waitForMail(mailDir, 'ayu@contoh.id', /Terdaftar/)
    expect(mail.html).toContain('Ayu Lestari')
    expect((await events(app!.id)).map((e) => e.action)).toEqual(['Pendaftaran dibuat'])
  })

  it('lets an applicant switch track before paying, but never set their own status', async () => {
    expect((await chooseTrack(payload, a, 'reguler')).ok).toBe(true)
    const app = (await findApplication(payload, a))!
    const updated = await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'accepted', period: '1999' },
      overrideAccess: false,
      user: a as never,
    })
    expect(updated).toMatchObject({ track: 'reguler', status: 'registered', period: '2027/2028' })
  })

  it('keeps applicant B out of A’s application', async () => {
    const app = (await findApplication(payload, a))!
    expect(await findApplication(payload, b)).toBeNull()
    await expect(
      payload.findByID({
        collection: 'applications',
        id: app.id,
        overrideAccess: false,
        user: b as never,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'applications',
        id: app.id,
        data: { personal: { nik: '1' } },
        overrideAccess: false,
        user: b as never,
      }),
    ).rejects.toThrow()
    // B's own application cannot be opened in A's name.
    const own = await payload.create({
      collection: 'applications',
      data: { applicant: a.id, track: 'jepang' } as never,
      overrideAccess: false,
      user: b as never,
    })
    expect(relationId(own.applicant)).toBe(b.id)
  })

  it('never lets an applicant attach a file that is not theirs, or of another kind', async () => {
    await chooseTrack(payload, b, 'jepang').catch(() => undefined)
    const app = (await findApplication(payload, a))!
    const bProof = await proofFor(b)
    const aProof = await proofFor(a)
    expect(
      await validationMessages(
        payload.update({
          collection: 'applications',
          id: app.id,
          data: { documents: { idCard: bProof } },
          overrideAccess: false,
          user: a as never,
        }),
      ),
    ).toMatch(/tidak ditemukan di unggahan Anda/)
    expect(
      await validationMessages(
        payload.update({
          collection: 'applications',
          id: app.id,
          data: { documents: { photo: aProof } },
          overrideAccess: false,
          user: a as never,
        }),
      ),
    ).toMatch(/tidak ditemukan di unggahan Anda/)
    expect(await attachPaymentProof(payload, a, bProof)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/tidak ditemukan/),
    })
  })

  it('moves through proof upload, rejection with a reason, re-upload and verification', async () => {
    const app = (await findApplication(payload, a))!
    expect((await attachPaymentProof(payload, a, await proofFor(a))).ok).toBe(true)
    expect((await findApplication(payload, a))!.status).toBe('proof_uploaded')

    expect(
      await validationMessages(
        payload.update({
          collection: 'applications',
          id: app.id,
          data: { status: 'payment_rejected' },
          ...asStaff(admissions),
        }),
      ),
    ).toMatch(/alasan/i)
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: {
        status: 'payment_rejected',
        paymentRejectionReason: 'Nominal transfer kurang Rp 50.000.',
      },
      ...asStaff(admissions),
    })
    const rejected = await waitForMail(mailDir, 'ayu@contoh.id', /Pembayaran ditolak/)
    expect(rejected.html).toContain('Nominal transfer kurang Rp 50.000.')

    expect((await attachPaymentProof(payload, a, await proofFor(a))).ok).toBe(true)
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'payment_verified' },
      ...asStaff(admissions),
    })
    await waitForMail(mailDir, 'ayu@contoh.id', /Pembayaran terverifikasi/)
    // A new proof is refused already at the upload (the ApplicantFiles hook), and so is attaching an earlier one.
    expect(await validationMessages(proofFor(a))).toMatch(/sudah diverifikasi/)
    const earlier = (
      await payload.find({
        collection: 'applicant-files',
        where: { owner: { equals: a.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    expect(await attachPaymentProof(payload, a, earlier.id)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/sudah diverifikasi/),
    })
  })

  it('holds staff to the pipeline and keeps editors out', async () => {
    const app = (await findApplication(payload, a))!
    expect(
      await validationMessages(
        payload.update({
          collection: 'applications',
          id: app.id,
          data: { status: 'accepted' },
          ...asStaff(admissions),
        }),
      ),
    ).toMatch(/tidak dapat mengubah status dari "Pembayaran terverifikasi" ke "Diterima"/)
    await expect(
      payload.update({
        collection: 'applications',
        id: app.id,
        data: { status: 'payment_rejected' },
        ...asStaff(editor),
      }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'applications', ...asStaff(editor) })).rejects.toThrow()
  })

  it('schedules the test, decides, marks the refund and records who did what', async () => {
    const app = (await findApplication(payload, a))!
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'submitted' },
      overrideAccess: true,
    })
    expect(
      await validationMessages(
        payload.update({
          collection: 'applications',
          id: app.id,
          data: { status: 'test_scheduled' },
          ...asStaff(admissions),
        }),
      ),
    ).toMatch(/tanggal/)
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: {
        status: 'test_scheduled',
        test: {
          date: '2027-05-10T02:00:00.000Z',
          mode: 'offline',
          place: 'Gedung A Lt. 2, Kampus UTB',
          examNumber: 'UTB-27-0001',
        },
      },
      ...asStaff(admissions),
    })
    const scheduled = await waitForMail(mailDir, 'ayu@contoh.id', /Tes dijadwalkan/)
    expect(scheduled.html).toContain('Gedung A Lt. 2, Kampus UTB')
    expect(scheduled.html).toContain('09.00')

    const decided = await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'not_accepted', decisionNote: 'Nilai tes di bawah ambang.' },
      ...asStaff(admissions),
    })
    expect(decided.refund?.status).toBe('due')
    await waitForMail(mailDir, 'ayu@contoh.id', /Tidak diterima/)
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { refund: { status: 'paid', reference: 'TRF-889' } },
      ...asStaff(admissions),
    })
    await waitForMail(mailDir, 'ayu@contoh.id', /dikembalikan/)

    const history = await events(app.id)
    expect(history.map((e) => e.toStatus).filter(Boolean)).toEqual([
      'registered',
      'proof_uploaded',
      'payment_rejected',
      'proof_uploaded',
      'payment_verified',
      'submitted',
      'test_scheduled',
      'not_accepted',
    ])
    expect(history.find((e) => e.toStatus === 'payment_verified')).toMatchObject({
      actorType: 'staff',
      actorName: 'admissions',
    })
    expect(history.at(-1)).toMatchObject({
      action: 'Biaya pendaftaran dikembalikan',
      note: 'TRF-889',
    })
    // The applicant reads their own history, never edits it.
    const own = await payload.find({
      collection: 'application-events',
      overrideAccess: false,
      user: a as never,
    })
    expect(own.totalDocs).toBe(history.length)
    expect(
      (
        await payload.find({
          collection: 'application-events',
          overrideAccess: false,
          user: b as never,
        })
      ).docs.every(
        (e) => (typeof e.applicant === 'object' ? e.applicant.id : e.applicant) === b.id,
      ),
    ).toBe(true)
  })

  it('deleting an applicant (a UU PDP request, by an admin) removes their data and keeps the request', async () => {
    const admin = await createStaff(payload, 'admin')
    const app = (await findApplication(payload, a))!
    const request = await payload.create({
      collection: 'data-requests',
      data: { kind: 'deletion', reason: 'Tidak jadi mendaftar' } as never,
      overrideAccess: false,
      user: a as never,
    })
    const files = await payload.find({
      collection: 'applicant-files',
      where: { owner: { equals: a.id } },
      overrideAccess: true,
    })
    expect(files.totalDocs).toBeGreaterThan(0)
    const stored = async () =>
      Promise.all(
        files.docs.map(
          async (f) => (await storedBytes(payload, 'applicant-files', f.filename!)) !== null,
        ),
      )
    expect(await stored()).toEqual(files.docs.map(() => true))

    await expect(
      payload.delete({
        collection: 'applicants',
        id: a.id,
        overrideAccess: false,
        user: admissions as never,
      }),
    ).rejects.toThrow()
    await payload.delete({
      collection: 'applicants',
      id: a.id,
      overrideAccess: false,
      user: admin as never,
    })

    expect(
      (
        await payload.count({
          collection: 'applications',
          where: { id: { equals: app.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'application-events',
          where: { application: { equals: app.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'applicant-files',
          where: { owner: { equals: a.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(0)
    expect(await stored()).toEqual(files.docs.map(() => false))
    const kept = await payload.findByID({
      collection: 'data-requests',
      id: request.id,
      overrideAccess: true,
      depth: 0,
    })
    expect(kept).toMatchObject({ applicant: null, applicantEmail: 'ayu@contoh.id', status: 'open' })
    // B is untouched.
    expect(
      (
        await payload.count({
          collection: 'applicants',
          where: { id: { equals: b.id } },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })
})
