import type { Payload } from 'payload'
import type { Payment } from '@/payload-types'
import { updatePaymentIf } from './conditional-update'
import type { Charge } from './providers/types'

/*
 * Writes to one column set of a pending attempt, never a whole document: a whole-document write
 * could put back a status a notification settled between its read and its write.
 */

/** The provider's answer to a charge, on the attempt while it is pending: what the applicant pays to. */
export async function recordCharge(payload: Payload, id: number, charge: Charge): Promise<Payment> {
  await updatePaymentIf(payload, id, ['pending'], {
    providerReference: charge.providerReference,
    vaNumber: charge.vaNumber ?? null,
    billerCode: charge.billerCode ?? null,
    billKey: charge.billKey ?? null,
    qrString: charge.qrString ?? null,
    expiresAt: new Date(charge.expiresAt).toISOString(),
    updatedAt: new Date().toISOString(),
  })
  return payload.findByID({ collection: 'payments', id, depth: 0, overrideAccess: true })
}

/** When the provider was last asked about a pending attempt (the reconciliation job's pace). */
export async function markChecked(payload: Payload, id: number, at: Date): Promise<void> {
  await updatePaymentIf(payload, id, ['pending'], { lastCheckedAt: at.toISOString() })
}
