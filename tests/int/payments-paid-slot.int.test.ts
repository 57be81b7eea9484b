import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { feeFields, type FeeScope } from '@/features/payments/fee-scope'
import { PAID_SLOT_MESSAGE, PaidSlotTaken } from '@/features/payments/paid-slot'
import { createPayment } from '@/features/payments/record'
import { settlePayment } from '@/features/payments/settle'
import { inTransaction } from '@/features/payments/transaction'
import { expectLoggedError } from '../helpers/logged-errors'
import { acceptedWithPlan } from '../helpers/reregistration'
import { createStaff, freshPayload, postCms, sessionToken } from '../helpers/payload'

// At most one paid payment per fee, held by the database (the unique `paidSlot`): two
// settlements of one instalment at once end with one paid payment and one clear refusal (the
// provider's money logged for staff to refund, staff answered 409), and a refund gives the slot back.

let payload: Payload
let staffId: number
let staffToken: string
let serial = 0

/** An accepted applicant's re-registration with the fee in three instalments. */
const reregistrationOfNewApplicant = () =>
  acceptedWithPlan(payload, `slot${++serial}@contoh.id`, `Pelunas ${serial}`)

/** A pending VA attempt of a fee (as the checkout leaves one once the provider answered). */
const pendingVa = (applicationId: number, fee: FeeScope, amount = 3_000_000) =>
  createPayment(payload, {
    application: applicationId,
    ...feeFields(fee),
    method: 'va_bca',
    provider: 'midtrans',
    amount,
  })

const byProvider = (paymentId: number) =>
  settlePayment(payload, { paymentId, to: 'paid', confirmedBy: 'midtrans' })

const paymentOf = (id: number) =>
  payload.findByID({ collection: 'payments', id, depth: 0, overrideAccess: true })

async function paidOfInstalment(reregistration: number, instalment: number) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { reregistration: { equals: reregistration } },
        { instalment: { equals: instalment } },
        { status: { equals: 'paid' } },
      ],
    },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

beforeAll(async () => {
  // The acceptance mail's job may still run while the database closes (as in payments-tuition).
  expectLoggedError(/reading '_uuid'/, { optional: true })
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  staffId = (await createStaff(payload, 'admissions')).id as number
  staffToken = await sessionToken(payload, 'users', 'admissions@utb.test', 'Rahasia-Sekali-123')
}, 240_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('one paid payment per instalment', () => {
  it('two codes of one instalment settled at once: one paid, the other closed and logged', async () => {
    const { applicationId, reregistration } = await reregistrationOfNewApplicant()
    const fee: FeeScope = { purpose: 'tuition', reregistration: reregistration.id, instalment: 1 }
    const [a, b] = [await pendingVa(applicationId, fee), await pendingVa(applicationId, fee)]

    const results = await Promise.all([byProvider(a.id), byProvider(b.id)])
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    const loser = results.find((r) => !r.changed)!
    expect(loser).toMatchObject({ duplicate: true, status: 'failed' })

    const paid = await paidOfInstalment(reregistration.id, 1)
    expect(paid).toHaveLength(1)
    expect(paid[0]!.paidSlot).toBe(`tuition:${reregistration.id}:1`)
    const lost = paid[0]!.id === a.id ? b : a
    expect((await paymentOf(lost.id)).paidSlot ?? null).toBeNull()
    // The money that arrived for the lost code is in the log for staff to give back.
    const { docs: logs } = await payload.find({
      collection: 'payment-logs',
      where: { and: [{ payment: { equals: lost.id } }, { outcome: { equals: 'duplicate' } }] },
      overrideAccess: true,
    })
    expect(logs).toHaveLength(1)
    expect(logs[0]!.note).toContain(paid[0]!.orderId)
    expect(logs[0]!.note).toMatch(/dikembalikan panitia/)

    // A late notification of the lost code changes nothing and does not throw.
    expect(await byProvider(lost.id)).toMatchObject({ changed: false, status: 'failed' })
  })

  it('staff confirming a second payment of a paid instalment get a 409, not a second "lunas"', async () => {
    const { applicationId, reregistration } = await reregistrationOfNewApplicant()
    const fee: FeeScope = { purpose: 'tuition', reregistration: reregistration.id, instalment: 1 }
    const [va, transfer] = [
      await pendingVa(applicationId, fee),
      await pendingVa(applicationId, fee),
    ]
    await byProvider(va.id)
    // Past every check a service makes first, in the staff action's transaction: the database
    // itself refuses, and the transaction (spoiled on PostgreSQL) is rolled back.
    const req = await createLocalReq({}, payload)
    let refusal: unknown
    const outcome = await inTransaction(req, async () => {
      try {
        await settlePayment(payload, {
          paymentId: transfer.id,
          to: 'paid',
          confirmedBy: 'staff',
          staffUserId: staffId,
          req,
        })
        return { ok: true }
      } catch (error) {
        refusal = error
        return { ok: false }
      }
    })
    expect(outcome.ok).toBe(false)
    expect(refusal).toBeInstanceOf(PaidSlotTaken)
    expect(refusal).toMatchObject({ status: 409, message: PAID_SLOT_MESSAGE })
    expect((await paymentOf(transfer.id)).status).toBe('pending')
    expect(await paidOfInstalment(reregistration.id, 1)).toHaveLength(1)
  })

  it('recording a transfer of an instalment the VA paid answers 409 in the envelope', async () => {
    const { applicationId, reregistration } = await reregistrationOfNewApplicant()
    const fee: FeeScope = { purpose: 'tuition', reregistration: reregistration.id, instalment: 1 }
    await byProvider((await pendingVa(applicationId, fee)).id)
    const body = { reregistration: reregistration.id, instalment: 1, reference: 'TRF-SLOT-1' }
    const answer = await postCms(payload, '/payments/tuition', staffToken, body)
    expect(answer.status).toBe(409)
    expect(JSON.stringify(answer.body)).toContain(PAID_SLOT_MESSAGE)
    expect(await paidOfInstalment(reregistration.id, 1)).toHaveLength(1)
  })

  it('a staff record and a VA notification of one instalment at once: one paid, one refusal', async () => {
    const { applicationId, reregistration } = await reregistrationOfNewApplicant()
    const fee: FeeScope = { purpose: 'tuition', reregistration: reregistration.id, instalment: 1 }
    const va = await pendingVa(applicationId, fee)
    const body = { reregistration: reregistration.id, instalment: 1, reference: 'TRF-SLOT-2' }
    const [staff, provider] = await Promise.all([
      postCms(payload, '/payments/tuition', staffToken, body),
      byProvider(va.id),
    ])
    expect(await paidOfInstalment(reregistration.id, 1)).toHaveLength(1)
    // Whichever came second was refused clearly: staff with a 409, the provider's code closed.
    if (staff.status === 201) expect(provider).toMatchObject({ changed: false, duplicate: true })
    else {
      expect(staff.status).toBe(409)
      expect(provider.changed).toBe(true)
    }
  })
})

describe('the registration fee', () => {
  it('one paid payment per application; a refund gives the slot back', async () => {
    const { applicationId } = await reregistrationOfNewApplicant()
    const fee: FeeScope = { purpose: 'registration' }
    const first = await pendingVa(applicationId, fee, 300_000)
    const second = await pendingVa(applicationId, fee, 300_000)
    expect((await byProvider(first.id)).changed).toBe(true)
    expect((await paymentOf(first.id)).paidSlot).toBe(`registration:${applicationId}`)
    expect(await byProvider(second.id)).toMatchObject({ changed: false, duplicate: true })

    const refund = { at: new Date().toISOString(), amount: 300_000, reference: 'RFD-1' }
    const refunded = await settlePayment(payload, {
      paymentId: first.id,
      to: 'refunded',
      confirmedBy: 'staff',
      staffUserId: staffId,
      refund,
    })
    expect(refunded.changed).toBe(true)
    expect((await paymentOf(first.id)).paidSlot ?? null).toBeNull()
    const third = await pendingVa(applicationId, fee, 300_000)
    expect((await byProvider(third.id)).changed).toBe(true)
  })
})
