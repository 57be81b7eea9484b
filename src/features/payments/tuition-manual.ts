import type { Payload, PayloadRequest } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { instalmentsOf } from '@/features/reregistration/instalments'
import { nextInstalment } from '@/features/reregistration/fee'
import { relationId } from '@/lib/relation'
import type { Payment } from '@/payload-types'
import { feeFields, feeOf, sameFee, type FeeScope } from './fee-scope'
import { TUITION_MESSAGES as T } from './messages'
import { PAID_SLOT_MESSAGE, PaidSlotTaken } from './paid-slot'
import { createPayment, logPayment } from './record'
import { settlePayment } from './settle'
import { closeOtherAttempts } from './supersede'

/*
 * Without an online provider an instalment is paid by bank transfer, and admissions staff record
 * it: one manual_transfer payment of that instalment, paid, naming them. Recording the same
 * transfer again gives the payment already recorded back (the form may be sent twice); an
 * instalment paid otherwise (a VA, another transfer), before or while this is recorded, is a 409:
 * the applicant may have paid twice, and staff must see that rather than a second "lunas".
 */

export const TUITION_TRANSFER_MESSAGES = {
  forbidden: 'Hanya panitia penerimaan yang dapat mencatat pembayaran cicilan.',
  notFound: 'Daftar ulang tidak ditemukan.',
  input:
    'Isi daftar ulang, nomor cicilan dan nomor referensi transfer (paling banyak 100 karakter).',
  recorded: 'Pembayaran cicilan dicatat sebagai lunas.',
  already: 'Pembayaran cicilan ini sudah tercatat lunas.',
  paidElsewhere: PAID_SLOT_MESSAGE,
} as const

export type TuitionTransferInput = { reregistration: number; instalment: number; reference: string }
export type TuitionTransferOutcome =
  | { ok: true; status: 200 | 201; message: string; payment: Payment }
  | { ok: false; status: number; message: string }

const refused = (status: number, message: string) => ({ ok: false as const, status, message })

async function paidPayment(
  payload: Payload,
  applicationId: number,
  fee: FeeScope,
  req: PayloadRequest,
) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [...sameFee(applicationId, fee), { status: { equals: 'paid' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

/** The form sent again: the instalment is paid by a staff record of this very transfer. */
const isSameTransfer = (payment: Payment, reference: string) =>
  payment.method === 'manual_transfer' && payment.providerReference === reference

export async function recordTuitionTransfer(
  req: PayloadRequest,
  input: TuitionTransferInput,
): Promise<TuitionTransferOutcome> {
  const M = TUITION_TRANSFER_MESSAGES
  const user = req.user as { id: number } | null
  if (!isAdmissionsUser(user as never)) return refused(403, M.forbidden)
  const reference = input.reference.trim()
  if (!reference || reference.length > 100) return refused(400, M.input)
  const { payload } = req
  const { docs } = await payload.find({
    collection: 'reregistrations',
    where: { id: { equals: input.reregistration } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const reregistration = docs[0]
  if (!reregistration) return refused(404, M.notFound)
  const applicationId = relationId(reregistration.application) as number
  const fee: FeeScope = {
    purpose: 'tuition',
    reregistration: reregistration.id,
    instalment: input.instalment,
  }
  const already = await paidPayment(payload, applicationId, fee, req)
  if (already && isSameTransfer(already, reference))
    return { ok: true, status: 200, message: M.already, payment: already }
  if (already) return refused(409, M.paidElsewhere)

  if (reregistration.status === 'withdrawn') return refused(409, T.withdrawn)
  const plan = await instalmentsOf(payload, reregistration, req)
  if (!plan.length) return refused(409, T.noFee)
  const asked = plan.find((state) => state.number === input.instalment)
  if (!asked) return refused(400, T.unknownInstalment)
  // Instalments are paid in order, online or by transfer alike.
  if (nextInstalment(plan)?.number !== asked.number) return refused(409, T.notNext)

  const payment = await createPayment(payload, {
    application: applicationId,
    ...feeFields(fee),
    method: 'manual_transfer',
    provider: 'none',
    amount: asked.amount,
    providerReference: reference,
    req,
  })
  await logPayment(payload, {
    payment: payment.id,
    orderId: payment.orderId,
    kind: 'transition',
    outcome: 'changed',
    toStatus: 'pending',
    note: `Transfer cicilan ke-${asked.number} dicatat panitia, referensi ${reference}.`,
    req,
  })
  try {
    await settlePayment(payload, {
      paymentId: payment.id,
      to: 'paid',
      confirmedBy: 'staff',
      staffUserId: user!.id,
      req,
    })
  } catch (error) {
    // Paid by a VA (or another record) since the check above: the whole record is rolled back.
    if (error instanceof PaidSlotTaken) return refused(409, M.paidElsewhere)
    throw error
  }
  const paid = await payload.findByID({ collection: 'payments', id: payment.id, depth: 0, req })
  return { ok: true, status: 201, message: M.recorded, payment: paid }
}

/** After the record is committed: a VA or QRIS of the same instalment can no longer be paid. */
export const closeOnlineAttempts = (payload: Payload, payment: Payment) =>
  closeOtherAttempts(payload, relationId(payment.application) as number, feeOf(payment), {
    paymentId: payment.id,
  })
