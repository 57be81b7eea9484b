import { inflateSync } from 'node:zlib'
import { handleEndpoints, type Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { attachPaymentProof, chooseTrack } from '@/features/admissions/application/service'
import { MANUAL_NOTES } from '@/features/payments/manual'
import { createPayment } from '@/features/payments/record'
import { REFUND_MESSAGES } from '@/features/payments/refund'
import { settlePayment } from '@/features/payments/settle'
import { seed } from '@/seed'
import type { Payment } from '@/payload-types'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  uploadAsApplicant,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'
import { setPayloadClient } from '../helpers/payload-client-stub'
import { outboxMailsWith } from '../helpers/outbox'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

/*
 * The manual transfer on the payment record: an uploaded proof opens one pending attempt; staff
 * verifying it make it paid (named, once, with one history event and one mail), rejecting it
 * makes it failed with the reason; a new upload after a rejection is a new attempt. The receipt
 * PDF of a paid payment for its applicant and staff only; the refund staff record once.
 */

const PASSWORD = 'Kata-Sandi-Uji-2026'
const COLLEGE = 'Universitas Teknologi Bandung'
let payload: Payload
let staff: Staff
let staffToken: string
let editorToken: string
const people: Record<string, ApplicantUser> = {}
const applicationIds: Record<string, number> = {}

async function cms(method: string, url: string, token: string, body?: unknown) {
  const request = new Request(`http://localhost/api/cms${url}`, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function uploadProof(who: string) {
  const file = await uploadAsApplicant(payload, people[who]!, 'payment_proof')
  expect((await attachPaymentProof(payload, people[who]!, file)).ok).toBe(true)
}

const attempts = async (who: string): Promise<Payment[]> =>
  (
    await payload.find({
      collection: 'payments',
      where: { application: { equals: applicationIds[who] } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const logNotes = async (payment: number) =>
  (
    await payload.find({
      collection: 'payment-logs',
      where: { payment: { equals: payment } },
      sort: 'createdAt',
      overrideAccess: true,
    })
  ).docs.map((row) => `${row.outcome}:${row.toStatus}:${row.note ?? ''}`)

const eventsTo = async (who: string, toStatus: string) =>
  (
    await payload.find({
      collection: 'application-events',
      where: { application: { equals: applicationIds[who] }, toStatus: { equals: toStatus } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** The text pdf-lib drew (hex strings of its standard fonts, in Flate streams). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const texts: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)> Tj/g))
      texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'))
  }
  return texts.join('\n')
}

async function receipt(paymentId: number | string, token?: string) {
  const { GET } = await import('@/app/api/pendaftar/pembayaran/[id]/kuitansi/route')
  // As a browser sends a same-site download (Payload reads the cookie only then: CSRF).
  const headers = token
    ? { cookie: `${payload.config.cookiePrefix}-token=${token}`, 'sec-fetch-site': 'same-origin' }
    : undefined
  return GET(
    new Request(`http://localhost/api/pendaftar/pembayaran/${paymentId}/kuitansi`, {
      headers,
    }),
    { params: Promise.resolve({ id: String(paymentId) }) },
  )
}

beforeAll(async () => {
  delete process.env.SMTP_URL
  payload = await freshPayload()
  setPayloadClient(payload)
  await seed(payload, () => {}, ['pengaturan situs'])
  staff = await createStaff(payload, 'admissions')
  await payload.update({
    collection: 'users',
    id: staff.id,
    data: { name: 'Sari Panitia' },
    overrideAccess: true,
  })
  await createStaff(payload, 'editor')
  staffToken = await sessionToken(payload, 'users', 'admissions@utb.test', 'Rahasia-Sekali-123')
  editorToken = await sessionToken(payload, 'users', 'editor@utb.test', 'Rahasia-Sekali-123')
  for (const key of ['ayu', 'bima', 'citra']) {
    people[key] = await createApplicant(payload, `${key}.manual@contoh.id`, `${key} Manual`)
    expect((await chooseTrack(payload, people[key]!, 'reguler')).ok).toBe(true)
    const { docs } = await payload.find({
      collection: 'applications',
      where: { applicant: { equals: people[key]!.id } },
      overrideAccess: true,
    })
    applicationIds[key] = docs[0]!.id
  }
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the manual transfer on the payment record', () => {
  it('an uploaded proof opens one pending manual attempt; a replaced proof keeps it', async () => {
    await uploadProof('ayu')
    let [attempt, ...more] = await attempts('ayu')
    expect(more).toEqual([])
    expect(attempt).toMatchObject({
      status: 'pending',
      method: 'manual_transfer',
      provider: 'none',
      amount: 300_000,
      applicant: people.ayu!.id,
    })
    await uploadProof('ayu')
    ;[attempt, ...more] = await attempts('ayu')
    expect(more).toEqual([])
    expect(await logNotes(attempt!.id)).toEqual([
      expect.stringMatching(/^changed:pending:Bukti transfer diunggah/),
      expect.stringMatching(/^unchanged:pending:Bukti transfer diganti/),
    ])
  })

  it('staff verifying the proof make the attempt paid once, naming them, with one mail', async () => {
    const id = applicationIds.ayu!
    expect((await cms('POST', `/applications/${id}/verify-payment`, staffToken)).status).toBe(200)
    const [attempt] = await attempts('ayu')
    expect(attempt).toMatchObject({
      status: 'paid',
      confirmedBy: 'staff',
      confirmedByStaff: staff.id,
    })
    expect(Date.parse(String(attempt!.paidAt))).not.toBeNaN()
    expect((await cms('POST', `/applications/${id}/verify-payment`, staffToken)).status).toBe(409)
    expect(await eventsTo('ayu', 'payment_verified')).toHaveLength(1)
    expect(
      await outboxMailsWith(payload, people.ayu!.email, 'Pembayaran Anda telah diverifikasi'),
    ).toBe(1)
    expect((await logNotes(attempt!.id)).filter((n) => n.startsWith('changed:paid'))).toHaveLength(
      1,
    )
  })

  it('a rejection fails the attempt with its reason; a new upload is a new attempt', async () => {
    const id = applicationIds.bima!
    await uploadProof('bima')
    const reason = 'Nominal transfer tidak sesuai'
    expect(
      (await cms('POST', `/applications/${id}/reject-payment`, staffToken, { reason })).status,
    ).toBe(200)
    const [rejected] = await attempts('bima')
    expect(rejected!.status).toBe('failed')
    expect((await logNotes(rejected!.id)).at(-1)).toBe(`changed:failed:${reason}`)

    await uploadProof('bima')
    const [first, second, ...more] = await attempts('bima')
    expect(more).toEqual([])
    expect([first!.status, second!.status]).toEqual(['failed', 'pending'])
    expect(second!.orderId).not.toBe(first!.orderId)
    expect((await cms('POST', `/applications/${id}/verify-payment`, staffToken)).status).toBe(200)
    expect((await attempts('bima')).map((p) => p.status)).toEqual(['failed', 'paid'])
  })
})

describe('an online payment settled while a proof waits', () => {
  it('closes the manual attempt as failed, and the application moves once', async () => {
    await uploadProof('citra')
    const online = await createPayment(payload, {
      application: applicationIds.citra!,
      method: 'va_bca',
      provider: 'midtrans',
      amount: 300_000,
    })
    await settlePayment(payload, { paymentId: online.id, to: 'paid', confirmedBy: 'midtrans' })
    const [manual, paid] = await attempts('citra')
    expect([manual!.method, manual!.status, paid!.status]).toEqual([
      'manual_transfer',
      'failed',
      'paid',
    ])
    expect((await logNotes(manual!.id)).at(-1)).toBe(`changed:failed:${MANUAL_NOTES.paidOnline}`)
    expect(await eventsTo('citra', 'payment_verified')).toHaveLength(1)
  })
})

describe('the receipt (kuitansi)', () => {
  it('is a PDF for the applicant who paid, with what a receipt must say', async () => {
    const [paid] = await attempts('ayu')
    const token = await sessionToken(payload, 'applicants', people.ayu!.email, PASSWORD)
    const res = await receipt(paid!.id, token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const year = new Date().getFullYear()
    const number = `KW-${year}-${String(paid!.id).padStart(6, '0')}`
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="kuitansi-${number}.pdf"`,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
    const text = pdfText(bytes)
    for (const expected of [
      COLLEGE,
      number,
      'ayu Manual',
      `PMB-${String(applicationIds.ayu).padStart(6, '0')}`,
      'Rp 300.000',
      'Tiga ratus ribu rupiah',
      'Transfer manual',
      'Diverifikasi panitia: Sari Panitia',
    ])
      expect(text).toContain(expected)
  })

  it('staff read it; another applicant, an editor, a visitor and an unpaid attempt do not', async () => {
    const [paid] = await attempts('ayu')
    expect((await receipt(paid!.id, staffToken)).status).toBe(200)
    const other = await sessionToken(payload, 'applicants', people.citra!.email, PASSWORD)
    const refusals = [
      [await receipt(paid!.id, other), 404, 'Pembayaran tidak ditemukan.'],
      [await receipt(paid!.id, editorToken), 403, 'Kuitansi hanya dapat diunduh'],
      [await receipt(paid!.id), 401, 'Sesi Anda telah berakhir'],
      [await receipt('abc', staffToken), 404, 'Pembayaran tidak ditemukan.'],
    ] as const
    for (const [res, status, message] of refusals) {
      expect(res.status).toBe(status)
      const body = (await res.json()) as { meta: { status: number; message: string } }
      expect(body.meta.status).toBe(status)
      expect(body.meta.message).toContain(message)
    }
    const [failed] = await attempts('citra')
    const unpaid = await receipt(failed!.id, other)
    expect(unpaid.status).toBe(409)
    expect(((await unpaid.json()) as { meta: { message: string } }).meta.message).toBe(
      'Kuitansi tersedia setelah pembayaran lunas.',
    )
  })
})

describe('a refund staff record', () => {
  const refund = (id: number, body: unknown, token = staffToken) =>
    cms('POST', `/payments/${id}/refund`, token, body)
  const today = () => new Date().toISOString()

  it('only when the application ended not accepted, once, and the applicant is told once', async () => {
    const [paid] = await attempts('ayu')
    const details = { date: today(), reference: 'BCA-REF-7781', amount: 300_000 }
    expect(await refund(paid!.id, details)).toEqual({
      status: 409,
      body: { errors: [{ message: REFUND_MESSAGES.notDue }] },
    })
    // The rest of the pipeline as a script would move it: submitted, tested, not accepted.
    for (const status of ['submitted', 'test_scheduled', 'not_accepted'])
      await payload.update({
        collection: 'applications',
        id: applicationIds.ayu!,
        data: { status, test: { date: today(), place: 'Kampus A' } } as never,
        overrideAccess: true,
      })
    expect((await refund(paid!.id, details, editorToken)).status).toBe(403)
    expect((await refund(paid!.id, { ...details, amount: 300_001 })).status).toBe(400)
    expect((await refund(paid!.id, { ...details, reference: ' ' })).status).toBe(400)
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString()
    expect((await refund(paid!.id, { ...details, date: tomorrow })).status).toBe(400)

    expect(await refund(paid!.id, details)).toEqual({
      status: 200,
      body: { message: REFUND_MESSAGES.recorded },
    })
    expect((await refund(paid!.id, details)).body).toEqual({
      errors: [{ message: REFUND_MESSAGES.already }],
    })
    const stored = (await attempts('ayu'))[0]!
    expect(stored).toMatchObject({
      status: 'refunded',
      refundAmount: 300_000,
      refundReference: 'BCA-REF-7781',
      refundedBy: staff.id,
    })
    const application = await payload.findByID({
      collection: 'applications',
      id: applicationIds.ayu!,
      overrideAccess: true,
    })
    expect(application.refund).toMatchObject({ status: 'paid', reference: 'BCA-REF-7781' })
    const logged = await logNotes(stored.id)
    expect(logged.filter((n) => n.startsWith('changed:refunded'))).toHaveLength(1)
    expect(await outboxMailsWith(payload, people.ayu!.email, 'BCA-REF-7781')).toBe(1)
  })
})
