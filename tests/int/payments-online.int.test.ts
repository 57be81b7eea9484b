import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application/service'
import { startOnlinePayment } from '@/features/payments/checkout'
import { receiveNotification, STATUS_CHECK_MS } from '@/features/payments/notifications'
import { loadApplicantPayments } from '@/features/payments/load'
import { reconcilePayments, QUIET_MS } from '@/features/payments/reconcile'
import { payThroughSimulator, simulatorUrl } from '@/features/payments/simulator'
import { recordCharge } from '@/features/payments/attempt'
import { paymentProvider } from '@/features/payments/providers/config'
import { createPayment } from '@/features/payments/record'
import { startMailSink } from '../../scripts/mail-sink.mjs'
import { expectLoggedError } from '../helpers/logged-errors'
import { startSimulatedProviders, type NotificationAnswerLog } from '../helpers/payment-providers'
import { mailsFor, waitForMail } from '../helpers/mailbox'
import { createApplicant, freshPayload, type ApplicantUser } from '../helpers/payload'

// Online payment end to end against the providers' simulators: the applicant asks for a virtual
// account or a QRIS code, the simulator "pays" and notifies the app, and the record and the
// application move exactly once, whatever the notifications do (forged, duplicated, reordered,
// lost, a wrong amount, an unknown order, fifty at once).

let payload: Payload
let sink: { close: () => Promise<void> }
let simulator: Awaited<ReturnType<typeof startSimulatedProviders>>['simulator']
let providers: Awaited<ReturnType<typeof startSimulatedProviders>>
let answers: NotificationAnswerLog
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-pay-'))
let serial = 0

async function useProvider(provider: 'midtrans' | 'xendit' | 'none') {
  await payload.updateGlobal({
    slug: 'admissions-settings',
    data: { onlinePayment: { provider } },
    overrideAccess: true,
  })
}

/** A new applicant on the regular track, as the track page makes one. */
async function applicantWithTrack(): Promise<{ person: ApplicantUser; applicationId: number }> {
  const person = await createApplicant(payload, `bayar${++serial}@contoh.id`, `Pembayar ${serial}`)
  expect((await chooseTrack(payload, person, 'reguler')).ok).toBe(true)
  const application = await findApplication(payload, person)
  return { person, applicationId: application!.id as number }
}

const user = (person: ApplicantUser) => ({
  id: Number(person.id),
  collection: 'applicants' as const,
})

async function startPaying(method: Parameters<typeof startOnlinePayment>[2]) {
  const { person, applicationId } = await applicantWithTrack()
  const result = await startOnlinePayment(payload, user(person), method)
  if (!result.ok) throw new Error(`${result.status} ${result.message}`)
  return { person, applicationId, payment: result.payment }
}

const applicationStatus = async (id: number) =>
  (await payload.findByID({ collection: 'applications', id, overrideAccess: true })).status
const paymentStatus = async (id: number) =>
  (await payload.findByID({ collection: 'payments', id, overrideAccess: true })).status
const eventsTo = async (applicationId: number, toStatus: string) =>
  (
    await payload.find({
      collection: 'application-events',
      where: {
        and: [{ application: { equals: applicationId } }, { toStatus: { equals: toStatus } }],
      },
      overrideAccess: true,
    })
  ).totalDocs
const logsOf = async (orderId: string, outcome: string) =>
  (
    await payload.find({
      collection: 'payment-logs',
      where: { and: [{ orderId: { equals: orderId } }, { outcome: { equals: outcome } }] },
      overrideAccess: true,
    })
  ).totalDocs

beforeAll(async () => {
  expectLoggedError(/reading '_uuid'/, { optional: true })
  const port = 31000 + Math.floor(Math.random() * 2000)
  sink = await startMailSink({ port, dir: mailDir })
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?tls=off`
  providers = await startSimulatedProviders(() => payload)
  ;({ simulator, answers } = providers)
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  await useProvider('midtrans')
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
  await providers?.close()
  await sink?.close()
  delete process.env.SMTP_URL
})

describe('online payment through Midtrans (simulated)', () => {
  it('a VA paid once moves the payment and the application once, with one status email', async () => {
    const { person, applicationId, payment } = await startPaying('va_bca')
    expect(payment.status).toBe('pending')
    expect(payment.vaNumber).toMatch(/^\d{8,}$/)
    expect(payment.amount).toBe(300_000)

    await simulator.pay(payment.orderId, { duplicates: 3 })
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await applicationStatus(applicationId)).toBe('payment_verified')
    expect(await eventsTo(applicationId, 'payment_verified')).toBe(1)
    await waitForMail(mailDir, person.email, /Pembayaran terverifikasi/, 15_000)
    expect(
      mailsFor(mailDir, person.email).filter((m) => /terverifikasi/.test(m.subject)),
    ).toHaveLength(1)
    expect(await logsOf(payment.orderId, 'duplicate')).toBe(3)
  })

  it('asking again while an account number is open gives the same one', async () => {
    const { person, payment } = await startPaying('va_bni')
    const again = await startOnlinePayment(payload, user(person), 'va_bni')
    expect(again.ok && again.status).toBe(200)
    expect(again.ok && again.payment.id).toBe(payment.id)
  })

  it('a forged signature, a wrong amount and an unknown order are refused and change nothing', async () => {
    const { applicationId, payment } = await startPaying('va_bri')
    const before = answers.length
    await simulator.sendStale(payment.orderId, 'paid', { amount: 3_000 })
    await simulator.pay(payment.orderId, { signature: 'wrong' })
    expect(answers.slice(before).map((a) => a.status)).toEqual([400, 401])
    expect(await logsOf(payment.orderId, 'refused_amount')).toBeGreaterThan(0)
    expect(await applicationStatus(applicationId)).toBe('registered')
    expect(await paymentStatus(payment.id)).toBe('pending')

    const unknown = await receiveNotification(
      payload,
      'midtrans',
      JSON.stringify({ order_id: 'UTB-0-tidakada', status_code: '200', gross_amount: '300000.00' }),
      new Headers({ 'content-type': 'application/json' }),
    )
    expect(unknown.status).toBeGreaterThanOrEqual(400)
    expect(unknown.status).toBeLessThan(500)
  })

  it('an expired attempt never becomes paid, and a paid one never expires', async () => {
    const expired = await startPaying('va_permata')
    await simulator.expire(expired.payment.orderId)
    await simulator.idle()
    expect(await paymentStatus(expired.payment.id)).toBe('expired')
    // A correctly signed "paid" for it (a replay, or a provider's mistake): the provider's own
    // status says expired, and expired never becomes paid.
    await simulator.sendStale(expired.payment.orderId, 'paid')
    expect(await paymentStatus(expired.payment.id)).toBe('expired')
    expect(await applicationStatus(expired.applicationId)).toBe('registered')

    const paid = await startPaying('va_mandiri')
    expect(paid.payment.billKey).toBeTruthy()
    await simulator.pay(paid.payment.orderId)
    await simulator.sendStale(paid.payment.orderId, 'expired')
    await simulator.sendStale(paid.payment.orderId, 'pending')
    expect(await paymentStatus(paid.payment.id)).toBe('paid')
    expect(await applicationStatus(paid.applicationId)).toBe('payment_verified')
    expect(await eventsTo(paid.applicationId, 'payment_verified')).toBe(1)
  })

  it('a lost notification is settled by the reconciliation job', async () => {
    const { applicationId, payment } = await startPaying('qris')
    expect(payment.qrString).toBeTruthy()
    await simulator.pay(payment.orderId, { drop: true })
    expect(await paymentStatus(payment.id)).toBe('pending')
    const report = await reconcilePayments(payload, new Date(Date.now() + QUIET_MS + 60_000))
    expect(report.changed).toBeGreaterThanOrEqual(1)
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await applicationStatus(applicationId)).toBe('payment_verified')
  })

  it('one fee, one payable code: choosing another method closes the first at the provider', async () => {
    const { person, applicationId, payment: first } = await startPaying('va_bca')
    const second = await startOnlinePayment(payload, user(person), 'qris')
    expect(second.ok).toBe(true)
    expect(await paymentStatus(first.id)).toBe('expired')
    // The account number is closed at the provider too: nobody can pay it any more.
    await expect(simulator.pay(first.orderId)).rejects.toThrow(/cannot pay/)
    expect(await applicationStatus(applicationId)).toBe('registered')
  })

  it('a code still open after another attempt paid the fee is closed by the reconciliation job', async () => {
    const { applicationId, payment: paid } = await startPaying('va_bni')
    // Two codes open at once (two tabs racing past the close): the second charged directly.
    const provider = paymentProvider('midtrans')!
    const other = await createPayment(payload, {
      application: applicationId,
      method: 'qris',
      provider: 'midtrans',
      amount: paid.amount,
      expiresAt: paid.expiresAt ?? undefined,
    })
    await recordCharge(
      payload,
      other.id,
      await provider.createCharge({
        orderId: other.orderId,
        amount: other.amount,
        method: 'qris',
        customer: { name: 'Pembayar', email: 'pembayar@contoh.id' },
        expiresAt: new Date(Date.now() + 60 * 60_000),
      }),
    )
    await simulator.pay(paid.orderId)
    await simulator.idle()
    expect(await paymentStatus(paid.id)).toBe('paid')
    expect(await paymentStatus(other.id)).toBe('pending')
    await reconcilePayments(payload, new Date(Date.now() + QUIET_MS + 60_000))
    expect(await paymentStatus(other.id)).toBe('expired')
    await expect(simulator.pay(other.orderId)).rejects.toThrow(/cannot pay/)
    expect(await eventsTo(applicationId, 'payment_verified')).toBe(1)
  })

  it('a status check slower than the wait answers 503 and changes nothing; sent again, it settles', async () => {
    const { applicationId, payment } = await startPaying('va_bri')
    const { notification } = await simulator.pay(payment.orderId, { drop: true })
    const headers = new Headers({ 'content-type': 'application/json' })
    // The providers give up on an answer after a few seconds: the app does not wait for Midtrans.
    expect(STATUS_CHECK_MS).toBeLessThan(5000)
    simulator.slowNext(STATUS_CHECK_MS + 8000)
    const asked = Date.now()
    const answer = await receiveNotification(payload, 'midtrans', notification.body, headers)
    expect(answer.status).toBe(503)
    expect(Date.now() - asked).toBeLessThan(STATUS_CHECK_MS + 8000)
    expect(await paymentStatus(payment.id)).toBe('pending')
    // Logged twice: the status check that got no answer, and the notification it left unanswered.
    expect(await logsOf(payment.orderId, 'error')).toBe(2)
    // Midtrans sends a notification answered 503 again.
    expect(
      (await receiveNotification(payload, 'midtrans', notification.body, headers)).status,
    ).toBe(200)
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await eventsTo(applicationId, 'payment_verified')).toBe(1)
  })

  it('fifty copies of one notification at once make one transition', async () => {
    const { applicationId, payment } = await startPaying('va_bca')
    const { notification } = await simulator.pay(payment.orderId, { drop: true })
    const body = notification.body
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        receiveNotification(
          payload,
          'midtrans',
          body,
          new Headers({ 'content-type': 'application/json' }),
        ),
      ),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await eventsTo(applicationId, 'payment_verified')).toBe(1)
  })

  it('the payment screen reads the attempt as the applicant; its demo button pays it', async () => {
    const { person, applicationId, payment } = await startPaying('va_mandiri')
    const shown = await loadApplicantPayments(payload, user(person))
    expect(shown).toHaveLength(1)
    expect(shown[0]).toMatchObject({ id: payment.id, method: 'va_mandiri', status: 'pending' })
    expect(shown[0]!.billerCode).toMatch(/^\d+$/)
    expect(shown[0]!.billKey).toMatch(/^\d+$/)
    expect(Object.keys(shown[0]!)).not.toContain('providerReference')

    // The app talks to the simulator here, so the screen's "Bayar (simulasi)" exists and pays.
    const base = simulatorUrl('midtrans')
    expect(base).toBe(simulator.url)
    expect(await payThroughSimulator(base!, payment.orderId)).toBe(true)
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await applicationStatus(applicationId)).toBe('payment_verified')
    expect(await payThroughSimulator(base!, payment.orderId)).toBe(false)
  })

  it('a provider that is down gets the applicant a clear message and leaves nothing payable', async () => {
    const { person, applicationId } = await applicantWithTrack()
    simulator.failNext()
    const result = await startOnlinePayment(payload, user(person), 'va_bca')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.status).toBe(503)
    const { docs } = await payload.find({
      collection: 'payments',
      where: { application: { equals: applicationId } },
      overrideAccess: true,
    })
    expect(docs.map((d) => d.status)).toEqual(['failed'])
  })
})

describe('online payment through Xendit (simulated)', () => {
  beforeAll(() => useProvider('xendit'))

  it('a QRIS payment is paid once; a wrong callback token is refused', async () => {
    const { applicationId, payment } = await startPaying('qris')
    expect(payment.provider).toBe('xendit')
    const before = answers.length
    await simulator.sendStale(payment.orderId, 'paid', { signature: 'wrong' })
    expect(answers.slice(before).map((a) => a.status)).toEqual([401])
    expect(await paymentStatus(payment.id)).toBe('pending')
    await simulator.pay(payment.orderId, { duplicates: 2 })
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await eventsTo(applicationId, 'payment_verified')).toBe(1)
  })

  it('with no provider chosen, only manual transfer is offered', async () => {
    await useProvider('none')
    const { person } = await applicantWithTrack()
    const result = await startOnlinePayment(payload, user(person), 'va_bca')
    expect(result.ok).toBe(false)
    expect(!result.ok && result.status).toBe(409)
  })
})
