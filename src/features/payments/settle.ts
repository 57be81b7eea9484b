import type { Payload, PayloadRequest } from 'payload'
import {
  canTransition,
  SYSTEM_ACTION,
  type SystemAction,
} from '@/features/admissions/application/status'
import { relationId } from '@/lib/relation'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'
import type { Payment } from '@/payload-types'
import { updatePaymentIf } from './conditional-update'
import { feeOf } from './fee-scope'
import { isPaidSlotTaken, PaidSlotTaken, paidSlotKey } from './paid-slot'
import { logPayment } from './record'
import { settleDuplicate } from './settle-duplicate'
import { sourcesOf, type PaymentStatus } from './status'
import { CONFIRMED_BY_LABELS, type ConfirmedBy } from './vocabulary'

export type SettleInput = {
  paymentId: number
  to: Exclude<PaymentStatus, 'pending'>
  confirmedBy: ConfirmedBy
  /** The staff member who confirmed (required when staff confirm a payment as paid). */
  staffUserId?: number
  note?: string
  /** A refund staff made by bank transfer: when, how much, the bank's reference. */
  refund?: { at: string; amount: number; reference: string }
  req?: PayloadRequest
}
/** `duplicate`: the provider's payment of a fee another payment had paid (settle-duplicate.ts). */
export type SettleResult = { changed: boolean; status: PaymentStatus; duplicate?: boolean }

/** The columns the settling update sets besides the status (drizzle keys of `payments`). */
function columnsFor(input: SettleInput, now: string, payment: Payment): Record<string, unknown> {
  const base = { status: input.to, updatedAt: now }
  // The fee's key while paid (unique: the database refuses a second paid payment of the fee).
  if (input.to === 'paid')
    return {
      ...base,
      paidSlot: paidSlotKey(payment),
      paidAt: now,
      paidAt_tz: JAKARTA_TIME_ZONE,
      confirmedBy: input.confirmedBy,
      confirmedByStaff: input.confirmedBy === 'staff' ? input.staffUserId : null,
    }
  if (input.to === 'refunded')
    return {
      ...base,
      paidSlot: null,
      refundedAt: input.refund?.at ?? now,
      refundedAt_tz: JAKARTA_TIME_ZONE,
      refundNote: input.note ?? null,
      refundAmount: input.refund?.amount ?? null,
      refundReference: input.refund?.reference ?? null,
      refundedBy: input.confirmedBy === 'staff' ? (input.staffUserId ?? null) : null,
    }
  return base
}

/** Who the application's history names: the provider as the system, or the staff member. */
async function actorFor(payload: Payload, input: SettleInput): Promise<SystemAction['actor']> {
  if (input.confirmedBy !== 'staff')
    return { actorType: 'system', actorName: CONFIRMED_BY_LABELS[input.confirmedBy] }
  const staff = await payload.findByID({
    collection: 'users',
    id: input.staffUserId!,
    depth: 0,
    overrideAccess: true,
    req: input.req,
  })
  return { actorType: 'staff', actorName: staff.name || staff.email, actorStaff: staff.id }
}

/**
 * A paid fee verifies the application if it still waits for the payment, through the
 * Applications hooks (the history event and the status email, once), which accept the move only
 * under the SYSTEM_ACTION flag set here.
 */
async function verifyApplication(payload: Payload, payment: Payment, input: SettleInput) {
  const { req } = input
  const id = relationId(payment.application)!
  const application = await payload.findByID({
    collection: 'applications',
    id,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!canTransition(application.status, 'payment_verified', 'system')) return
  const flag: SystemAction = { kind: 'paymentSettled', actor: await actorFor(payload, input) }
  const context = req?.context
  try {
    await payload.update({
      collection: 'applications',
      id,
      data: { status: 'payment_verified' },
      overrideAccess: true,
      req,
      context: { [SYSTEM_ACTION]: flag },
    })
  } finally {
    // Payload merges the flag into the caller's request: it must not outlive this move.
    if (req) req.context = context ?? {}
  }
}

/**
 * Moves a payment to `to` exactly once, however many callers (notifications, status checks,
 * staff) ask at the same time: only the caller whose conditional update changed the row goes on
 * (a paid registration fee verifies the application). Every call appends a transition row to the payment log.
 */
export async function settlePayment(payload: Payload, input: SettleInput): Promise<SettleResult> {
  const { paymentId, to, req } = input
  if (to === 'paid' && input.confirmedBy === 'staff' && input.staffUserId === undefined)
    throw new Error('settlePayment: staffUserId is required when staff confirm a payment')
  const from = sourcesOf(to)
  const now = new Date().toISOString()
  const read = () =>
    payload.findByID({ collection: 'payments', id: paymentId, depth: 0, overrideAccess: true, req })
  const before = await read()
  let changed: boolean
  try {
    changed = await updatePaymentIf(payload, paymentId, from, columnsFor(input, now, before), req)
  } catch (error) {
    if (!isPaidSlotTaken(error)) throw error
    // Staff get a 409, and their transaction (spoiled by the failed statement on PostgreSQL) is
    // rolled back; a provider's money is kept on record for staff to refund.
    if (input.confirmedBy === 'staff' || req?.transactionID) throw new PaidSlotTaken()
    return settleDuplicate(payload, before)
  }
  const payment = await read()
  const entry = {
    payment: paymentId,
    orderId: payment.orderId,
    provider: payment.provider,
    kind: 'transition' as const,
    fromStatus: changed ? from.join(', ') : payment.status,
    toStatus: to,
    req,
  }
  // Only the registration fee verifies the application; a tuition instalment leaves it as it is.
  if (changed && to === 'paid' && feeOf(payment).purpose === 'registration') {
    try {
      await verifyApplication(payload, payment, input)
    } catch (error) {
      await logPayment(payload, { ...entry, outcome: 'error', note: String(error) })
      throw error
    }
  }
  await logPayment(payload, {
    ...entry,
    outcome: changed ? 'changed' : 'unchanged',
    note: input.note,
  })
  return { changed, status: payment.status }
}
