import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application/service'
import { startOnlinePayment } from '@/features/payments/checkout'
import { TUITION_MESSAGES } from '@/features/payments/messages'
import { reconcilePayments, QUIET_MS } from '@/features/payments/reconcile'
import { receiptOf } from '@/features/payments/receipt-load'
import { startTuitionPayment } from '@/features/payments/tuition-checkout'
import { openReregistration } from '@/features/reregistration/open'
import { instalmentsOf } from '@/features/reregistration/instalments'
import { expectLoggedError } from '../helpers/logged-errors'
import { startSimulatedProviders } from '../helpers/payment-providers'
import { acceptedWithPlan, withPlan } from '../helpers/reregistration'
import {
  createApplicant,
  createStaff,
  freshPayload,
  postCms,
  sessionToken,
  type ApplicantUser,
} from '../helpers/payload'

// The first-semester fee paid in instalments through the payment records: an accepted applicant
// pays the next instalment by VA or QRIS at the simulated providers, or staff record a transfer;
// a paid instalment never moves the application, and the registration fee's attempts and an
// instalment's never close each other.

const PASSWORD = 'Kata-Sandi-Uji-2026'
let payload: Payload
let providers: Awaited<ReturnType<typeof startSimulatedProviders>>
let serial = 0

const user = (person: ApplicantUser) => ({
  id: Number(person.id),
  collection: 'applicants' as const,
})
const paymentStatus = async (id: number) =>
  (await payload.findByID({ collection: 'payments', id, overrideAccess: true })).status
const applicationStatus = async (id: number) =>
  (await payload.findByID({ collection: 'applications', id, overrideAccess: true })).status

/** An applicant on the regular track (registered: the registration fee is still due). */
async function registeredApplicant() {
  const person = await createApplicant(payload, `cicil${++serial}@contoh.id`, `Pencicil ${serial}`)
  expect((await chooseTrack(payload, person, 'reguler')).ok).toBe(true)
  const application = await findApplication(payload, person)
  return { person, applicationId: application!.id as number }
}

/** An accepted applicant: the Applications hook opens the re-registration on acceptance. */
const acceptedApplicant = () =>
  acceptedWithPlan(payload, `terima${++serial}@contoh.id`, `Diterima ${serial}`)

async function payTuition(person: ApplicantUser, method: 'va_bca' | 'qris' | 'va_bri', n: number) {
  const result = await startTuitionPayment(payload, user(person), method, n)
  if (!result.ok) throw new Error(`${result.status} ${result.message}`)
  return result.payment
}

const postTuition = (token: string | null, body: unknown) =>
  postCms(payload, '/payments/tuition', token, body)

beforeAll(async () => {
  expectLoggedError(/reading '_uuid'/, { optional: true })
  providers = await startSimulatedProviders(() => payload)
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  await payload.updateGlobal({
    slug: 'admissions-settings',
    data: { onlinePayment: { provider: 'midtrans' } },
    overrideAccess: true,
  })
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
  await providers?.close()
})

describe('first-semester instalments paid online', () => {
  it('instalment 1 paid by VA: the payment is paid, the application stays accepted', async () => {
    const { person, applicationId, reregistration } = await acceptedApplicant()
    expect(reregistration.status).toBe('open')
    const payment = await payTuition(person, 'va_bca', 1)
    expect(payment.purpose).toBe('tuition')
    expect(payment.instalment).toBe(1)
    expect(payment.amount).toBe(3_000_000)
    expect(payment.vaNumber).toMatch(/^\d{8,}$/)

    await providers.simulator.pay(payment.orderId, { duplicates: 1 })
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await applicationStatus(applicationId)).toBe('accepted')
    const plan = await instalmentsOf(payload, reregistration)
    expect(plan.map((s) => s.paid)).toEqual([true, false, false])

    const receipt = await receiptOf(
      payload,
      await payload.findByID({ collection: 'payments', id: payment.id, overrideAccess: true }),
    )
    expect(receipt.lines.find((l) => l.label === 'Untuk pembayaran')?.value).toBe(
      'Biaya daftar ulang (semester pertama) — cicilan ke-1 dari 3',
    )

    // Paid: it cannot be paid again; the next one can.
    const again = await startTuitionPayment(payload, user(person), 'va_bca', 1)
    expect(again).toMatchObject({
      ok: false,
      status: 409,
      message: TUITION_MESSAGES.instalmentPaid,
    })
    expect((await payTuition(person, 'qris', 2)).amount).toBe(3_000_000)
  })

  it('only the next instalment, only one’s own, at most one open code of the same method', async () => {
    const { person } = await acceptedApplicant()
    const early = await startTuitionPayment(payload, user(person), 'va_bca', 2)
    expect(early).toMatchObject({ ok: false, status: 409, message: TUITION_MESSAGES.notNext })
    const unknown = await startTuitionPayment(payload, user(person), 'va_bca', 4)
    expect(unknown).toMatchObject({ ok: false, status: 400 })

    const first = await payTuition(person, 'va_bca', 1)
    const same = await startTuitionPayment(payload, user(person), 'va_bca', 1)
    expect(same.ok && same.status).toBe(200)
    expect(same.ok && same.payment.id).toBe(first.id)

    // Another applicant (registered, not accepted) has no re-registration to pay; they never
    // reach someone else's.
    const { person: stranger } = await registeredApplicant()
    const theirs = await startTuitionPayment(payload, user(stranger), 'va_bca', 1)
    expect(theirs).toMatchObject({
      ok: false,
      status: 404,
      message: TUITION_MESSAGES.noReregistration,
    })
  })

  it('a withdrawn or lapsed re-registration is refused', async () => {
    const { person, reregistration } = await acceptedApplicant()
    const later = new Date(Date.parse(reregistration.deadline) + 60_000)
    const lapsed = await startTuitionPayment(payload, user(person), 'va_bca', 1, later)
    expect(lapsed).toMatchObject({ ok: false, status: 409, message: TUITION_MESSAGES.lapsed })
    await payload.update({
      collection: 'reregistrations',
      id: reregistration.id,
      data: { status: 'withdrawn' },
      overrideAccess: true,
    })
    const withdrawn = await startTuitionPayment(payload, user(person), 'va_bca', 1)
    expect(withdrawn).toMatchObject({ ok: false, status: 409, message: TUITION_MESSAGES.withdrawn })
  })

  it('a registration-fee attempt and an instalment attempt stay open side by side', async () => {
    const { person, applicationId } = await registeredApplicant()
    const registration = await startOnlinePayment(payload, user(person), 'va_bca')
    if (!registration.ok) throw new Error(registration.message)
    // Accepted meanwhile (written straight, as the pipeline's moves are tested elsewhere).
    await payload.db.updateOne({
      collection: 'applications',
      id: applicationId,
      data: { status: 'accepted' },
    })
    const application = await payload.findByID({ collection: 'applications', id: applicationId })
    await openReregistration(payload, application)
    await withPlan(payload, applicationId)

    const qris = await payTuition(person, 'qris', 1)
    const bri = await payTuition(person, 'va_bri', 1)
    // The instalment's other method is closed; the registration fee's VA is left alone.
    expect(await paymentStatus(qris.id)).toBe('expired')
    expect(await paymentStatus(bri.id)).toBe('pending')
    expect(await paymentStatus(registration.payment.id)).toBe('pending')

    // Paying the instalment neither verifies the application nor closes the registration fee's.
    await providers.simulator.pay(bri.orderId)
    expect(await paymentStatus(bri.id)).toBe('paid')
    await reconcilePayments(payload, new Date(Date.now() + QUIET_MS + 60_000))
    expect(await paymentStatus(registration.payment.id)).toBe('pending')
    expect(await applicationStatus(applicationId)).toBe('accepted')
  })

  it('a lost notification is settled by the reconciliation job', async () => {
    const { person, applicationId, reregistration } = await acceptedApplicant()
    const payment = await payTuition(person, 'va_bca', 1)
    await providers.simulator.pay(payment.orderId, { drop: true })
    expect(await paymentStatus(payment.id)).toBe('pending')
    const report = await reconcilePayments(payload, new Date(Date.now() + QUIET_MS + 60_000))
    expect(report.changed).toBeGreaterThanOrEqual(1)
    expect(await paymentStatus(payment.id)).toBe('paid')
    expect(await applicationStatus(applicationId)).toBe('accepted')
    expect((await instalmentsOf(payload, reregistration))[0]?.paid).toBe(true)
  })
})

describe('an instalment paid by bank transfer, recorded by staff', () => {
  it('records it paid once; again gives the same payment; others are refused', async () => {
    const { person, reregistration } = await acceptedApplicant()
    const open = await payTuition(person, 'va_bca', 1)
    await createStaff(payload, 'admissions')
    await createStaff(payload, 'editor')
    const staffLogin = (role: string) =>
      sessionToken(payload, 'users', `${role}@utb.test`, 'Rahasia-Sekali-123')
    const [staffToken, editorToken] = [await staffLogin('admissions'), await staffLogin('editor')]
    const applicantToken = await sessionToken(payload, 'applicants', person.email, PASSWORD)
    const body = { reregistration: reregistration.id, instalment: 1, reference: 'TRF-0001' }

    expect((await postTuition(editorToken, body)).status).toBe(403)
    expect((await postTuition(applicantToken, body)).status).toBe(403)
    expect((await postTuition(null, body)).status).toBe(403)
    expect((await postTuition(staffToken, { ...body, instalment: 2 })).status).toBe(409)

    const first = await postTuition(staffToken, body)
    expect(first.status).toBe(201)
    const again = await postTuition(staffToken, body)
    expect(again.status).toBe(200)
    const id = (first.body.doc as { id: number }).id
    expect((again.body.doc as { id: number }).id).toBe(id)

    const payment = await payload.findByID({ collection: 'payments', id, overrideAccess: true })
    expect(payment).toMatchObject({ status: 'paid', method: 'manual_transfer', instalment: 1 })
    expect(payment.confirmedBy).toBe('staff')
    // The VA of the same instalment can no longer be paid.
    expect(await paymentStatus(open.id)).toBe('expired')
    const paid = await payload.count({
      collection: 'payments',
      where: {
        and: [
          { reregistration: { equals: reregistration.id } },
          { instalment: { equals: 1 } },
          { status: { equals: 'paid' } },
        ],
      },
      overrideAccess: true,
    })
    expect(paid.totalDocs).toBe(1)
  })
})
