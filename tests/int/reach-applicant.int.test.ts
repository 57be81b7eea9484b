import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application/service'
import { REACH_MESSAGES } from '@/features/admissions/application/messages'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { expectLoggedError } from '../helpers/logged-errors'
import { mailsFor, waitForMail } from '../helpers/mailbox'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
} from '../helpers/payload'

// From an application, staff open a WhatsApp chat (the applicant's number in
// international form, a message for the current status) and send the status email again; both
// are written in the application's history, and only admissions staff and admins may do either.
let payload: Payload
let sink: { close: () => Promise<void> }
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-reach-'))
let ayu: ApplicantUser
let applicationId: number
const tokens: Record<string, string> = {}

async function call(method: 'GET' | 'POST', id: number | string, token?: string, body?: unknown) {
  const request = new Request(`http://localhost/api/cms/applications/${id}/reach`, {
    method,
    headers: {
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const history = async () =>
  (
    await payload.find({
      collection: 'application-events',
      where: { application: { equals: applicationId } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  // Payload's job update sometimes fails on the first mail's run ("reading '_uuid'" in
  // updateJobs, also seen as a WARN in application-form); the mail is retried through the queue
  // and arrives, which the test waits for. A known race in Payload's jobs, not this feature.
  expectLoggedError(/reading '_uuid'/, { optional: true })
  const port = 27000 + Math.floor(Math.random() * 2000)
  sink = await startMailSink({ port, dir: mailDir })
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?tls=off`
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  ayu = await createApplicant(payload, 'ayu.reach@contoh.id', 'Ayu Lestari')
  for (const role of ['admin', 'editor', 'admissions'] as const) {
    await createStaff(payload, role)
    tokens[role] = await sessionToken(payload, 'users', `${role}@utb.test`, 'Rahasia-Sekali-123')
  }
  tokens.applicant = await sessionToken(payload, 'applicants', ayu.email, 'Kata-Sandi-Uji-2026')
  expect((await chooseTrack(payload, ayu, 'reguler')).ok).toBe(true)
  applicationId = (await findApplication(payload, ayu))!.id as number
  await waitForMail(mailDir, ayu.email, /Terdaftar/)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  await sink?.close()
  delete process.env.SMTP_URL
})

describe('reaching the applicant from an application', () => {
  it('gives staff a wa.me link to the applicant’s number with a message for the current status', async () => {
    const { status, body } = await call('GET', applicationId, tokens.admissions)
    expect(status).toBe(200)
    const url = new URL(String(body.whatsappUrl))
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890')
    const text = url.searchParams.get('text')!
    expect(text).toContain('Halo Ayu Lestari,')
    expect(text).toContain('Status pendaftaran Anda di UTB: Terdaftar.')
    expect(text).toContain('transfer biaya pendaftaran dan unggah bukti pembayarannya')
    expect(body.status).toBe('Terdaftar')
    // Reading the link records nothing.
    expect((await history()).map((e) => e.action)).toEqual(['Pendaftaran dibuat'])
  })

  it('records the WhatsApp chat in the history with the staff member’s name', async () => {
    const { status, body } = await call('POST', applicationId, tokens.admissions, {
      channel: 'whatsapp',
    })
    expect(status).toBe(200)
    expect(String(body.whatsappUrl)).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/)
    const last = (await history()).at(-1)!
    expect(last).toMatchObject({
      action: REACH_MESSAGES.whatsAppAction,
      note: 'Status: Terdaftar',
      actorType: 'staff',
    })
    expect(last.actorStaff).toBeTruthy()
  })

  it('sends the status email again through the queue and records it', async () => {
    const before = mailsFor(mailDir, ayu.email).filter((m) => /Terdaftar/.test(m.subject)).length
    const { status, body } = await call('POST', applicationId, tokens.admin, { channel: 'email' })
    expect(status).toBe(200)
    expect(body.message).toBe(REACH_MESSAGES.emailSent)
    // Queued, then run at once by the server that queued it (ADR 0027).
    await expect
      .poll(() => mailsFor(mailDir, ayu.email).filter((m) => /Terdaftar/.test(m.subject)).length, {
        timeout: 15_000,
      })
      .toBe(before + 1)
    expect((await history()).at(-1)).toMatchObject({
      action: REACH_MESSAGES.emailAction,
      note: 'Status: Terdaftar',
      actorType: 'staff',
    })
  })

  it('refuses editors, applicants, visitors, a wrong channel and an unknown application, in Indonesian', async () => {
    const count = (await history()).length
    for (const token of [tokens.editor, tokens.applicant, undefined]) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await call(
          method,
          applicationId,
          token,
          method === 'POST' ? { channel: 'email' } : undefined,
        )
        expect(res.status).toBe(403)
        expect(res.body).toEqual({ errors: [{ message: REACH_MESSAGES.forbidden }] })
      }
    }
    expect((await call('POST', applicationId, tokens.admissions, { channel: 'sms' })).body).toEqual(
      {
        errors: [{ message: REACH_MESSAGES.badChannel }],
      },
    )
    expect((await call('POST', applicationId, tokens.admissions, 'bukan json')).status).toBe(400)
    for (const id of [999_999, 'abc'])
      expect(await call('GET', id, tokens.admissions)).toEqual({
        status: 404,
        body: { errors: [{ message: REACH_MESSAGES.notFound }] },
      })
    expect((await history()).length).toBe(count)
  })

  it('says so when the applicant’s number cannot be a WhatsApp number', async () => {
    await payload.update({
      collection: 'applicants',
      id: ayu.id,
      data: { whatsapp: 'tidak ada' },
      overrideAccess: true,
    })
    expect((await call('GET', applicationId, tokens.admissions)).body.whatsappUrl).toBeNull()
    const res = await call('POST', applicationId, tokens.admissions, { channel: 'whatsapp' })
    expect(res).toEqual({ status: 422, body: { errors: [{ message: REACH_MESSAGES.noWhatsApp }] } })
  })
})
