import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPayment, logPayment } from '@/features/payments/record'
import { settlePayment } from '@/features/payments/settle'
import { ORDER_ID_PATTERN } from '@/features/payments/order-id'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'
import { outboxMailsWith } from '../helpers/outbox'

/*
 * The payment record: a payment is settled exactly once however many callers ask at the same
 * time; a paid fee verifies the application through the Applications hooks (one history event,
 * one status email); expired and failed payments never become paid; nobody writes payments or
 * their log through any API, an applicant reads only their own payments and staff of admissions
 * read the log.
 */

let payload: Payload
let staff: Staff
let editor: Staff
const people: Record<string, ApplicantUser> = {}

const VERIFIED_MAIL = 'Pembayaran Anda telah diverifikasi'

const applications: Record<string, number> = {}

/**
 * The application of `who` (one per applicant), made as a script would (no user) and moved to
 * `status`: the pipeline itself is tested elsewhere.
 */
async function applicationOf(who: ApplicantUser, status = 'registered'): Promise<number> {
  if (applications[who.email]) return applications[who.email]!
  const doc = await payload.create({
    collection: 'applications',
    data: { applicant: who.id as number, track: 'reguler' } as never,
  })
  if (status !== 'registered')
    await payload.update({
      collection: 'applications',
      id: doc.id,
      data: { status, paymentRejectionReason: 'Bukti tidak terbaca' } as never,
    })
  return (applications[who.email] = doc.id)
}

const pending = (application: number, provider: 'midtrans' | 'xendit' | 'none' = 'midtrans') =>
  createPayment(payload, {
    application,
    method: provider === 'none' ? 'manual_transfer' : 'va_bca',
    provider,
    amount: 300_000,
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    vaNumber: '12345678901',
  })

const read = (collection: 'payments' | 'applications', id: number) =>
  payload.findByID({ collection, id, depth: 0, overrideAccess: true }) as unknown as Promise<
    Record<string, unknown>
  >

const verifiedEvents = async (application: number) =>
  (
    await payload.find({
      collection: 'application-events',
      where: {
        application: { equals: application },
        toStatus: { equals: 'payment_verified' },
      },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const transitions = async (payment: number) =>
  (
    await payload.find({
      collection: 'payment-logs',
      where: { payment: { equals: payment }, kind: { equals: 'transition' } },
      sort: 'createdAt',
      limit: 100,
      overrideAccess: true,
    })
  ).docs.map((row) => row.outcome)

/** The "payment verified" mails to `to`, once every mail job queued for them has been handled. */
const verifiedMails = (to: string) => outboxMailsWith(payload, to, VERIFIED_MAIL)

async function rest(method: string, url: string, token: string, body?: unknown) {
  const request = new Request(`http://localhost/api/cms${url}`, {
    method,
    headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await handleEndpoints({ config: payload.config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  delete process.env.SMTP_URL
  payload = await freshPayload()
  staff = await createStaff(payload, 'admissions')
  editor = await createStaff(payload, 'editor')
  for (const key of ['ayu', 'bima', 'citra', 'dewi', 'eka', 'fajar'])
    people[key] = await createApplicant(payload, `${key}.bayar@contoh.id`, `${key} Uji`)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('settling a payment', () => {
  it('makes a pending payment under a fresh order id for the application’s applicant', async () => {
    const application = await applicationOf(people.ayu!)
    const payment = await pending(application)
    expect(payment).toMatchObject({ status: 'pending', amount: 300_000, provider: 'midtrans' })
    expect(payment.applicant).toBe(people.ayu!.id)
    expect(payment.orderId).toMatch(ORDER_ID_PATTERN)
    expect(payment.orderId.startsWith(`UTB-${application}-`)).toBe(true)
    await expect(
      createPayment(payload, { application, method: 'qris', provider: 'xendit', amount: 0 }),
    ).rejects.toThrow(/Jumlah pembayaran tidak sah/)
  })

  it('paid: the payment is paid and the application verified, with one event and one mail', async () => {
    const application = await applicationOf(people.bima!)
    const payment = await pending(application)
    const first = await settlePayment(payload, {
      paymentId: payment.id,
      to: 'paid',
      confirmedBy: 'midtrans',
    })
    expect(first).toEqual({ changed: true, status: 'paid' })
    const stored = await read('payments', payment.id)
    expect(stored).toMatchObject({ status: 'paid', confirmedBy: 'midtrans' })
    expect(Date.parse(String(stored.paidAt))).not.toBeNaN()
    expect((await read('applications', application)).status).toBe('payment_verified')
    const events = await verifiedEvents(application)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ actorType: 'system', actorName: 'Midtrans' })
    expect(await verifiedMails(people.bima!.email)).toBe(1)

    // The provider's notification again: nothing moves, nothing is sent again.
    const again = await settlePayment(payload, {
      paymentId: payment.id,
      to: 'paid',
      confirmedBy: 'midtrans',
    })
    expect(again).toEqual({ changed: false, status: 'paid' })
    expect(await verifiedEvents(application)).toHaveLength(1)
    expect(await verifiedMails(people.bima!.email)).toBe(1)
    expect(await transitions(payment.id)).toEqual(['changed', 'unchanged'])

    // A paid payment never expires.
    const expired = await settlePayment(payload, {
      paymentId: payment.id,
      to: 'expired',
      confirmedBy: 'midtrans',
    })
    expect(expired).toEqual({ changed: false, status: 'paid' })
    expect((await read('payments', payment.id)).status).toBe('paid')
  })

  it('never makes an expired payment paid, and leaves its application waiting', async () => {
    const application = await applicationOf(people.citra!)
    const payment = await pending(application, 'xendit')
    expect(
      await settlePayment(payload, { paymentId: payment.id, to: 'expired', confirmedBy: 'xendit' }),
    ).toEqual({ changed: true, status: 'expired' })
    expect(
      await settlePayment(payload, { paymentId: payment.id, to: 'paid', confirmedBy: 'xendit' }),
    ).toEqual({ changed: false, status: 'expired' })
    expect((await read('applications', application)).status).toBe('registered')
    expect(await verifiedEvents(application)).toHaveLength(0)
    expect(await transitions(payment.id)).toEqual(['changed', 'unchanged'])
  })

  it('settles once when 50 callers ask at the same time', async () => {
    const application = await applicationOf(people.dewi!, 'proof_uploaded')
    const payment = await pending(application, 'xendit')
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        settlePayment(payload, { paymentId: payment.id, to: 'paid', confirmedBy: 'xendit' }),
      ),
    )
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    expect(results.every((r) => r.status === 'paid')).toBe(true)
    const events = await verifiedEvents(application)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ actorType: 'system', actorName: 'Xendit' })
    expect(await verifiedMails(people.dewi!.email)).toBe(1)
    const outcomes = await transitions(payment.id)
    expect(outcomes.filter((o) => o === 'changed')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'unchanged')).toHaveLength(49)
  }, 120_000)

  it('a manual transfer confirmed by staff names the staff member; a refund keeps its note', async () => {
    const application = await applicationOf(people.eka!, 'payment_rejected')
    const payment = await pending(application, 'none')
    await settlePayment(payload, {
      paymentId: payment.id,
      to: 'paid',
      confirmedBy: 'staff',
      staffUserId: staff.id as number,
    })
    expect(await read('payments', payment.id)).toMatchObject({
      status: 'paid',
      confirmedBy: 'staff',
      confirmedByStaff: staff.id,
    })
    const events = await verifiedEvents(application)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ actorType: 'staff', actorStaff: staff.id })
    expect((await read('applications', application)).status).toBe('payment_verified')

    const refund = await settlePayment(payload, {
      paymentId: payment.id,
      to: 'refunded',
      confirmedBy: 'staff',
      staffUserId: staff.id as number,
      note: 'Dikembalikan ke rekening BCA 123',
    })
    expect(refund).toEqual({ changed: true, status: 'refunded' })
    const stored = await read('payments', payment.id)
    expect(stored.refundNote).toBe('Dikembalikan ke rekening BCA 123')
    expect(Date.parse(String(stored.refundedAt))).not.toBeNaN()
  })
})

describe('the system’s move of an application', () => {
  it('cannot be asked for through REST: staff are still held to the pipeline', async () => {
    const application = await applicationOf(people.fajar!)
    const token = await sessionToken(payload, 'users', 'admissions@utb.test', 'Rahasia-Sekali-123')
    const answer = await rest('PATCH', `/applications/${application}?context=systemAction`, token, {
      status: 'payment_verified',
      context: { systemAction: { kind: 'paymentSettled', actor: { actorType: 'system' } } },
      systemAction: { kind: 'paymentSettled' },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(answer.body)).toContain(
      'Staf tidak dapat mengubah status dari \\"Terdaftar\\" ke \\"Pembayaran terverifikasi\\"',
    )
    expect((await read('applications', application)).status).toBe('registered')
  })
})

describe('who reads and writes payments and their log', () => {
  const as = (user: ApplicantUser | Staff) => ({ overrideAccess: false, user: user as never })

  it('an applicant reads their own payments only', async () => {
    const own = await pending(await applicationOf(people.ayu!))
    const other = await pending(await applicationOf(people.fajar!))
    const mine = await payload.findByID({ collection: 'payments', id: own.id, ...as(people.ayu!) })
    expect(mine.orderId).toBe(own.orderId)
    await expect(
      payload.findByID({ collection: 'payments', id: other.id, ...as(people.ayu!) }),
    ).rejects.toThrow()
    const listed = await payload.find({
      collection: 'payments',
      limit: 100,
      depth: 0,
      ...as(people.ayu!),
    })
    expect(listed.docs.length).toBeGreaterThan(0)
    expect(listed.docs.every((doc) => doc.applicant === people.ayu!.id)).toBe(true)
  })

  it('nobody creates, changes or deletes a payment or a log row through the API', async () => {
    const own = await pending(await applicationOf(people.ayu!))
    for (const user of [people.ayu!, staff]) {
      await expect(
        payload.create({
          collection: 'payments',
          data: { ...own, id: undefined, orderId: 'UTB-1-palsu000' } as never,
          ...as(user),
        }),
      ).rejects.toThrow(/not allowed|tidak diizinkan/i)
      await expect(
        payload.update({
          collection: 'payments',
          id: own.id,
          data: { status: 'paid' },
          ...as(user),
        }),
      ).rejects.toThrow(/not allowed|tidak diizinkan/i)
      await expect(
        payload.delete({ collection: 'payments', id: own.id, ...as(user) }),
      ).rejects.toThrow(/not allowed|tidak diizinkan/i)
      await expect(
        payload.create({
          collection: 'payment-logs',
          data: { kind: 'notification', outcome: 'accepted', provider: 'none' },
          ...as(user),
        }),
      ).rejects.toThrow(/not allowed|tidak diizinkan/i)
    }
    expect((await read('payments', own.id)).status).toBe('pending')
  })

  it('editors read neither; applicants do not read the log; admissions staff read both', async () => {
    const row = await logPayment(payload, {
      orderId: 'UTB-0-tidakada',
      provider: 'midtrans',
      kind: 'notification',
      outcome: 'refused_unknown_order',
      rawBody: '{"order_id":"UTB-0-tidakada"}',
      headers: { 'content-type': 'application/json', authorization: 'Basic rahasia' },
    })
    expect(row.payment ?? null).toBeNull()
    expect(row.headers).toEqual({ 'content-type': 'application/json' })
    await expect(payload.find({ collection: 'payments', ...as(editor) })).rejects.toThrow()
    await expect(payload.find({ collection: 'payment-logs', ...as(editor) })).rejects.toThrow()
    await expect(payload.find({ collection: 'payment-logs', ...as(people.ayu!) })).rejects.toThrow()
    const logs = await payload.find({ collection: 'payment-logs', limit: 500, ...as(staff) })
    expect(logs.docs.some((doc) => doc.id === row.id)).toBe(true)
    const payments = await payload.find({
      collection: 'payments',
      limit: 500,
      depth: 0,
      ...as(staff),
    })
    expect(new Set(payments.docs.map((doc) => doc.applicant)).size).toBeGreaterThan(1)
  })
})
