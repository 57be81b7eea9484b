import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { SYSTEM_ACTION } from '@/features/admissions/application/status'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { toRegistrationFee } from '@/features/admissions-info/fee'
import { relationId } from '@/lib/relation'
import type { Application, Payment } from '@/payload-types'
import { REGISTRATION_FEE, sameFee } from './fee-scope'
import { createPayment, logPayment } from './record'
import { settlePayment } from './settle'

/*
 * The manual bank transfer on the payment record. The application's status still moves by the
 * applicant (the proof upload) and by staff (verify, reject), through the Applications hooks
 * that write the history and send the mail; this hook only follows those moves on the payment:
 *   a proof uploaded          → the open manual attempt (one per application), else a new one;
 *   staff verify the proof    → that attempt paid, confirmed by the staff member (settlePayment:
 *                               exactly once; the application is already verified, so it does not
 *                               move again and no second mail goes out);
 *   staff reject the proof    → that attempt failed, the reason in its log.
 * A re-upload after a rejection opens a new attempt: a failed payment never becomes paid
 * (`canMove`), and each proof keeps its own verdict in the log.
 */

export const MANUAL_NOTES = {
  opened: 'Bukti transfer diunggah; menunggu verifikasi panitia.',
  replaced: 'Bukti transfer diganti; menunggu verifikasi panitia.',
  paidOnline: 'Biaya sudah lunas lewat pembayaran online; bukti transfer ini tidak diverifikasi.',
} as const

export async function openManualAttempt(
  req: PayloadRequest,
  applicationId: number,
): Promise<Payment | null> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    // The proof upload is the registration fee's: a tuition instalment staff record is never it.
    where: {
      and: [
        ...sameFee(applicationId, REGISTRATION_FEE),
        { method: { equals: 'manual_transfer' } },
        { status: { equals: 'pending' } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

async function onProofUploaded(req: PayloadRequest, doc: Application, replaced: boolean) {
  const open = await openManualAttempt(req, doc.id)
  if (open) {
    if (replaced)
      await logPayment(req.payload, {
        payment: open.id,
        orderId: open.orderId,
        kind: 'transition',
        outcome: 'unchanged',
        fromStatus: 'pending',
        toStatus: 'pending',
        note: MANUAL_NOTES.replaced,
        req,
      })
    return
  }
  const { fee } = toRegistrationFee(await loadAdmissionsSettings(req.payload, req))
  const payment = await createPayment(req.payload, {
    application: doc.id,
    method: 'manual_transfer',
    provider: 'none',
    amount: fee,
    req,
  })
  await logPayment(req.payload, {
    payment: payment.id,
    orderId: payment.orderId,
    kind: 'transition',
    outcome: 'changed',
    toStatus: 'pending',
    note: MANUAL_NOTES.opened,
    req,
  })
}

/**
 * The open manual attempt follows the application's status (Applications `afterChange`, after
 * the hooks that record the change, in the same transaction).
 */
export const followManualTransfer: CollectionAfterChangeHook<Application> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const moved = previousDoc.status !== doc.status
  const newProof = relationId(previousDoc.paymentProof) !== relationId(doc.paymentProof)
  const hasProof = relationId(doc.paymentProof) !== undefined
  if (doc.status === 'proof_uploaded' && hasProof && (moved || newProof)) {
    await onProofUploaded(req, doc, !moved)
    return doc
  }
  if (!moved || (doc.status !== 'payment_verified' && doc.status !== 'payment_rejected')) return doc
  const open = await openManualAttempt(req, doc.id)
  if (!open) return doc
  // Settled online meanwhile (the system's move): this proof is not the payment.
  if (req.context?.[SYSTEM_ACTION]) {
    if (doc.status === 'payment_verified')
      await settlePayment(req.payload, {
        paymentId: open.id,
        to: 'failed',
        confirmedBy: 'staff',
        note: MANUAL_NOTES.paidOnline,
        req,
      })
    return doc
  }
  const user = req.user as { id: number } | null
  const staffUserId = isAdmissionsUser(user as never) ? user!.id : undefined
  // A script that moves an application without a staff member names nobody as the confirmer.
  if (doc.status === 'payment_verified' && staffUserId === undefined) return doc
  await settlePayment(req.payload, {
    paymentId: open.id,
    to: doc.status === 'payment_verified' ? 'paid' : 'failed',
    confirmedBy: 'staff',
    staffUserId,
    note: doc.status === 'payment_rejected' ? (doc.paymentRejectionReason ?? undefined) : undefined,
    req,
  })
  return doc
}
