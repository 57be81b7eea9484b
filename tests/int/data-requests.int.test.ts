import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CORRECTION_MESSAGES,
  HISTORY_LINES,
  requestCorrection,
  requestDeletion,
} from '@/features/admissions/data-rights/requests'
import {
  DATA_REQUEST_RESPONSE_HOURS,
  overdueWhere,
} from '@/features/admissions/data-rights/deadline'
import {
  createApplicant,
  createStaff,
  freshPayload,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

/*
 * A data request carries its 3 × 24 h deadline, is found by the "overdue" filter once
 * late, logs every step (who, when, what) in its own history, and tells the applicant by email
 * when staff close it. A correction request names the data and the right value.
 */

let payload: Payload
let staff: Staff
let ani: ApplicantUser
let budi: ApplicantUser
const HOUR = 60 * 60 * 1000

/** Mails written to DATA_DIR/outbox (no SMTP_URL in tests), as text, for `to`. */
async function outboxFor(to: string, phrase: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(process.env.DATA_DIR!, 'outbox')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
      : []
    const found = mails.find((m) => m.includes(to) && m.includes(phrase))
    if (found) return found
    if (Date.now() > deadline) throw new Error(`Tidak ada email "${phrase}" untuk ${to}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

beforeAll(async () => {
  payload = await freshPayload()
  staff = await createStaff(payload, 'admissions')
  ani = await createApplicant(payload, 'ani.hapus@contoh.id', 'Ani')
  budi = await createApplicant(payload, 'budi.koreksi@contoh.id', 'Budi')
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('a deletion request', () => {
  it('stores its deadline (3 × 24 h after filing) and starts its history with the applicant', async () => {
    const result = await requestDeletion(payload, ani, 'Tidak jadi kuliah.')
    expect(result.ok).toBe(true)
    const request = result.ok ? result.request : null
    const due = new Date(request!.dueAt!).getTime() - new Date(request!.createdAt).getTime()
    expect(Math.abs(due - DATA_REQUEST_RESPONSE_HOURS * HOUR)).toBeLessThan(5000)
    expect(request!.history).toMatchObject([
      { by: ani.email, what: HISTORY_LINES.filed('deletion') },
    ])
  })

  it('is found by the overdue filter only once its deadline has passed and while it is open', async () => {
    const overdue = (hours: number) =>
      payload
        .find({
          collection: 'data-requests',
          where: overdueWhere(new Date(Date.now() + hours * HOUR)),
          overrideAccess: false,
          user: staff as never,
        })
        .then(({ docs }) => docs.map((d) => d.applicantEmail))
    expect(await overdue(1)).toEqual([])
    expect(await overdue(DATA_REQUEST_RESPONSE_HOURS + 1)).toEqual([ani.email])
  })

  it('logs every step by the staff member and emails the applicant when done', async () => {
    const [request] = (
      await payload.find({ collection: 'data-requests', where: { applicant: { equals: ani.id } } })
    ).docs
    const asStaff = { overrideAccess: false, user: staff as never }
    await payload.update({
      collection: 'data-requests',
      id: request!.id,
      data: { status: 'in_progress', staffNote: 'Ditangani Sari.' },
      ...asStaff,
    })
    const done = await payload.update({
      collection: 'data-requests',
      id: request!.id,
      data: { status: 'done', staffNote: 'Ditangani Sari. Pendaftaran dan berkas dihapus.' },
      ...asStaff,
    })
    expect(done.history?.map(({ by, what }) => ({ by, what }))).toEqual([
      { by: ani.email, what: HISTORY_LINES.filed('deletion') },
      { by: 'admissions@utb.test', what: HISTORY_LINES.status('open', 'in_progress') },
      { by: 'admissions@utb.test', what: HISTORY_LINES.note },
      { by: 'admissions@utb.test', what: HISTORY_LINES.status('in_progress', 'done') },
      { by: 'admissions@utb.test', what: HISTORY_LINES.note },
      { by: 'admissions@utb.test', what: HISTORY_LINES.mailed(ani.email) },
    ])
    const mail = await outboxFor(ani.email, 'sudah selesai kami laksanakan')
    expect(mail).toContain('Pendaftaran dan berkas dihapus.')
    // Done requests are never late.
    const late = await payload.count({
      collection: 'data-requests',
      where: overdueWhere(new Date(Date.now() + 100 * HOUR)),
      overrideAccess: true,
    })
    expect(late.totalDocs).toBe(0)
  })

  it('keeps its history and deadline out of reach of every API writer', async () => {
    const [request] = (
      await payload.find({ collection: 'data-requests', where: { applicant: { equals: ani.id } } })
    ).docs
    const updated = await payload.update({
      collection: 'data-requests',
      id: request!.id,
      data: { history: [], dueAt: new Date(0).toISOString() } as never,
      overrideAccess: false,
      user: staff as never,
    })
    expect(updated.history!.length).toBe(request!.history!.length)
    expect(updated.dueAt).toBe(request!.dueAt)
  })
})

describe('a correction request after submission', () => {
  it('needs the data and the right value, in Indonesian', async () => {
    expect(await requestCorrection(payload, budi, '', 'Bandung')).toEqual({
      ok: false,
      message: CORRECTION_MESSAGES.fieldMissing,
    })
    expect(await requestCorrection(payload, budi, 'Tempat lahir', ' ')).toEqual({
      ok: false,
      message: CORRECTION_MESSAGES.valueMissing,
    })
  })

  it('is filed with the field and the value, tracked like any request', async () => {
    const result = await requestCorrection(payload, budi, 'Tempat lahir', 'Bandung')
    expect(result).toMatchObject({
      ok: true,
      request: {
        kind: 'correction',
        correctionField: 'Tempat lahir',
        correctionValue: 'Bandung',
        status: 'open',
        applicantEmail: budi.email,
      },
    })
    expect(result.ok && result.request.history?.[0]?.what).toBe(HISTORY_LINES.filed('correction'))
  })
})
