import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import {
  attachPaymentProof,
  chooseTrack,
  findApplication,
} from '@/features/admissions/application/service'
import {
  REJECTION_REASON_REQUIRED,
  REVIEW_MESSAGES as M,
} from '@/features/admissions/application/messages'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { expectLoggedError } from '../helpers/logged-errors'
import { waitForMail } from '../helpers/mailbox'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  uploadAsApplicant,
  type ApplicantUser,
} from '../helpers/payload'

// The review queue's actions. Verify and reject go through the pipeline's hooks
// (event, email through the jobs queue); tests are scheduled for a selection with a summary of
// what was refused and why; only admissions staff and admins may call any of it.
let payload: Payload
let sink: { close: () => Promise<void> }
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-review-'))
const people: Record<string, ApplicantUser> = {}
const apps: Record<string, number> = {}
const tokens: Record<string, string> = {}

async function call(url: string, token: string | undefined, body?: unknown) {
  const request = new Request(`http://localhost/api/cms/applications/${url}`, {
    method: 'POST',
    headers: {
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body ?? {}),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const errorOf = (body: Record<string, unknown>) =>
  (body.errors as { message: string }[] | undefined)?.[0]?.message
const app = (key: string) =>
  payload.findByID({ collection: 'applications', id: apps[key]!, overrideAccess: true })

async function withProof(key: string) {
  const person = people[key]!
  expect((await chooseTrack(payload, person, 'reguler')).ok).toBe(true)
  apps[key] = (await findApplication(payload, person))!.id as number
  const file = await uploadAsApplicant(payload, person, 'payment_proof')
  expect((await attachPaymentProof(payload, person, file)).ok).toBe(true)
}

/** A submitted application, set as a script would (no user): the form itself is tested elsewhere. */
async function submitted(key: string) {
  await withProof(key)
  for (const status of ['payment_verified', 'submitted'] as const)
    await payload.update({ collection: 'applications', id: apps[key]!, data: { status } })
}

beforeAll(async () => {
  // Payload's job update sometimes fails on the first mail's run (see reach-applicant).
  expectLoggedError(/reading '_uuid'/, { optional: true })
  const port = 29000 + Math.floor(Math.random() * 2000)
  sink = await startMailSink({ port, dir: mailDir })
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?tls=off`
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  for (const key of ['ayu', 'bima', 'citra', 'dewi', 'eka'])
    people[key] = await createApplicant(payload, `${key}.antrean@contoh.id`, `${key} Uji`)
  for (const role of ['admin', 'editor', 'admissions'] as const) {
    await createStaff(payload, role)
    tokens[role] = await sessionToken(payload, 'users', `${role}@utb.test`, 'Rahasia-Sekali-123')
  }
  tokens.applicant = await sessionToken(
    payload,
    'applicants',
    people.ayu!.email,
    'Kata-Sandi-Uji-2026',
  )
  await withProof('ayu')
  await withProof('bima')
  await submitted('citra')
  await submitted('dewi')
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
  await sink?.close()
  delete process.env.SMTP_URL
})

describe('the review queue’s actions', () => {
  it('refuses applicants, editors and visitors, and changes nothing', async () => {
    for (const token of [tokens.applicant, tokens.editor, undefined]) {
      const verify = await call(`${apps.ayu}/verify-payment`, token)
      expect(verify.status).toBe(403)
      expect(errorOf(verify.body)).toBe(M.forbidden)
      const reject = await call(`${apps.ayu}/reject-payment`, token, { reason: 'Tidak jelas' })
      expect(reject.status).toBe(403)
      const schedule = await call('schedule-tests', token, {
        ids: [apps.citra],
        date: '2026-12-10T09:00',
        mode: 'offline',
        place: 'Aula',
      })
      expect(schedule.status).toBe(403)
    }
    expect((await app('ayu')).status).toBe('proof_uploaded')
    expect((await app('citra')).status).toBe('submitted')
  })

  it('verifies a proof through the pipeline: event under the officer, email queued', async () => {
    const { status, body } = await call(`${apps.ayu}/verify-payment`, tokens.admissions)
    expect(status).toBe(200)
    expect(body.message).toBe(M.verified)
    expect((await app('ayu')).status).toBe('payment_verified')
    const events = await payload.find({
      collection: 'application-events',
      where: { application: { equals: apps.ayu } },
      sort: '-createdAt',
      overrideAccess: true,
    })
    expect(events.docs[0]).toMatchObject({ toStatus: 'payment_verified', actorType: 'staff' })
    await waitForMail(mailDir, people.ayu!.email, /Pembayaran terverifikasi/, 15_000)
    // Verified already (by someone else, say): refused, not silently "verified" again.
    const again = await call(`${apps.ayu}/verify-payment`, tokens.admin)
    expect(again.status).toBe(409)
    expect(errorOf(again.body)).toMatch(/sudah "Pembayaran terverifikasi"/)
  })

  it('rejects only with a reason, which the applicant then reads', async () => {
    const empty = await call(`${apps.bima}/reject-payment`, tokens.admin, { reason: '  ' })
    expect(empty.status).toBe(400)
    expect(errorOf(empty.body)).toBe(REJECTION_REASON_REQUIRED)
    const malformed = await call(`${apps.bima}/reject-payment`, tokens.admin, { reason: 5 })
    expect(malformed.status).toBe(400)
    const reason = 'Nominal transfer kurang Rp 50.000.'
    const { status } = await call(`${apps.bima}/reject-payment`, tokens.admin, { reason })
    expect(status).toBe(200)
    const own = await payload.find({
      collection: 'applications',
      overrideAccess: false,
      user: people.bima as never,
    })
    expect(own.docs[0]).toMatchObject({
      status: 'payment_rejected',
      paymentRejectionReason: reason,
    })
    await waitForMail(mailDir, people.bima!.email, /Pembayaran ditolak/, 15_000)
    // A rejected proof cannot be verified from the queue: the hook's rule, in its words.
    const verify = await call(`${apps.bima}/verify-payment`, tokens.admissions)
    expect(verify.status).toBe(400)
    expect(errorOf(verify.body)).toMatch(/tidak dapat mengubah status dari "Pembayaran ditolak"/)
  })

  it('schedules tests in bulk and says which were refused and why', async () => {
    const missing = await call('schedule-tests', tokens.admissions, {
      ids: [apps.citra],
      date: '2026-02-30T09:00',
      mode: 'offline',
    })
    expect(missing.status).toBe(400)
    expect(errorOf(missing.body)).toBe(M.badDate)
    const none = await call('schedule-tests', tokens.admissions, {
      ids: [],
      date: '2026-12-10T09:00',
      mode: 'offline',
    })
    expect(errorOf(none.body)).toBe(M.noSelection)

    const { status, body } = await call('schedule-tests', tokens.admissions, {
      ids: [apps.citra, apps.dewi, apps.bima, 999_999],
      date: '2026-12-10T09:00',
      mode: 'offline',
      place: 'Aula Kampus UTB',
      notes: 'Bawa kartu peserta.',
    })
    expect(status).toBe(200)
    expect(body.message).toBe('2 pendaftaran dijadwalkan; 2 ditolak.')
    expect((body.scheduled as { id: number }[]).map((s) => s.id)).toEqual([apps.citra, apps.dewi])
    const refused = body.refused as { id: number; reason: string }[]
    expect(refused[0]).toMatchObject({ id: apps.bima })
    expect(refused[0]!.reason).toMatch(/tidak dapat mengubah status dari "Pembayaran ditolak"/)
    expect(refused[1]).toEqual({ id: 999_999, name: '#999999', reason: M.notFound })
    const citra = await app('citra')
    expect(citra.status).toBe('test_scheduled')
    // 09:00 typed in the form is 09:00 in Jakarta (UTC+7), whatever the server's time zone.
    expect(new Date(citra.test!.date!).toISOString()).toBe('2026-12-10T02:00:00.000Z')
    expect(citra.test).toMatchObject({ mode: 'offline', place: 'Aula Kampus UTB' })
    await waitForMail(mailDir, people.dewi!.email, /Tes dijadwalkan/, 15_000)
    expect((await app('bima')).status).toBe('payment_rejected')
  })

  it('needs a place or an online link (the hook’s rule)', async () => {
    await submitted('eka')
    const { body } = await call('schedule-tests', tokens.admin, {
      ids: [apps.eka],
      date: '2026-12-11T13:30',
      mode: 'online',
    })
    expect((body.refused as { reason: string }[])[0]!.reason).toBe(
      'Isi tempat tes atau tautan tes daring.',
    )
    expect((await app('eka')).status).toBe('submitted')
    // The last mail queued: the sink stays up until it is delivered.
    await waitForMail(mailDir, people.eka!.email, /Formulir dikirim/, 15_000)
  })
})
