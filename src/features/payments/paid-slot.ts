import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relation'
import type { Payment } from '@/payload-types'
import { feeOf } from './fee-scope'
import type { PaymentStatus } from './status'

/*
 * At most one paid payment per fee, held by the database: a paid payment carries its fee's key in
 * `paidSlot` (unique), every other one null, so of two writers settling the same fee at once
 * (a staff transfer record and a VA notification on two app servers) the second one's statement
 * fails. A refunded payment gives its key back: the money went back, so the fee is unpaid again
 * (the instalment plan and the receipt count only `paid`) and a new payment must be able to pay it.
 */

type SlotSource = Pick<Payment, 'purpose' | 'reregistration' | 'instalment' | 'application'>

/** `registration:<application>` or `tuition:<reregistration>:<instalment>`. */
export function paidSlotKey(payment: SlotSource): string {
  const fee = feeOf(payment)
  if (fee.purpose === 'tuition') return `tuition:${fee.reregistration}:${fee.instalment}`
  return `registration:${relationId(payment.application)}`
}

/** The `paidSlot` a payment in `status` holds: its key while paid, else none. */
export const paidSlotFor = (payment: SlotSource, status: PaymentStatus | null | undefined) =>
  status === 'paid' ? paidSlotKey(payment) : null

/** Keeps `paidSlot` in step with the status on every write through Payload (settling writes it too). */
export const setPaidSlot: CollectionBeforeChangeHook<Payment> = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data } as Payment
  return { ...data, paidSlot: paidSlotFor(merged, merged.status) }
}

export const PAID_SLOT_MESSAGE =
  'Biaya ini sudah tercatat lunas lewat pembayaran lain. Muat ulang halaman untuk melihatnya.'

/** The fee was paid by another payment while this one was being settled (409 for staff). */
export class PaidSlotTaken extends APIError {
  constructor() {
    super(PAID_SLOT_MESSAGE, 409, null, true)
  }
}

type DbError = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown }

/**
 * Whether a database error is the unique index of `paid_slot` refusing a second paid payment:
 * PostgreSQL's 23505 on that index, SQLite's UNIQUE constraint on that column (drizzle wraps the
 * driver's error in `cause`).
 */
export function isPaidSlotTaken(error: unknown): boolean {
  for (let e = error as DbError | undefined, depth = 0; e && depth < 5; depth++) {
    const text = `${String(e.constraint ?? '')} ${String(e.message ?? '')}`
    const unique = e.code === '23505' || /UNIQUE constraint failed/i.test(text)
    if (unique && /paid_slot/i.test(text)) return true
    e = e.cause as DbError | undefined
  }
  return false
}
