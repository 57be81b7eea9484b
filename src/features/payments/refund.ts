import type { PayloadRequest } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { refundDueFor } from '@/features/admissions/application/status'
import { relationId } from '@/lib/relation'
import { feeOf } from './fee-scope'
import { settlePayment } from './settle'

/*
 * A refund staff record against a paid payment: the fee sent back by bank transfer (the date,
 * the bank's reference, the amount). Only for an application that ended "not accepted" whose
 * fee is due back under the refund rule (the Applications hook marks it due). The payment moves
 * paid → refunded once (settlePayment); the caller that moved it then marks the application's
 * refund paid, whose hooks write the history and send the refund email, once.
 *
 * Neither provider module has a refund call: an online payment is refunded the same way, by a
 * transfer staff make and record here.
 */

export const REFUND_MESSAGES = {
  forbidden: 'Hanya panitia penerimaan yang dapat mencatat pengembalian biaya.',
  notFound: 'Pembayaran tidak ditemukan.',
  notPaid: 'Hanya pembayaran yang lunas yang dapat dikembalikan.',
  notDue:
    'Biaya ini tidak dapat dikembalikan: pendaftar belum berstatus "Tidak diterima" atau ' +
    'pengembaliannya tidak jatuh tempo.',
  already: 'Pengembalian biaya ini sudah dicatat.',
  notRegistration:
    'Hanya biaya pendaftaran yang dapat dikembalikan di sini; cicilan biaya daftar ulang tidak.',
  amount:
    'Jumlah pengembalian harus sama dengan jumlah yang dibayar: biaya dikembalikan 100% ' +
    'sesuai ketentuan.',
  reference: 'Isi nomor referensi transfer bank (paling banyak 100 karakter).',
  date: 'Isi tanggal transfer pengembalian (tidak boleh di masa depan).',
  recorded: 'Pengembalian biaya dicatat. Pendaftar diberi tahu melalui email.',
} as const

export type RefundInput = { paymentId: number; date: string; reference: string; amount: number }
export type RefundOutcome =
  { ok: true; message: string } | { ok: false; status: number; message: string }

const refused = (status: number, message: string): RefundOutcome => ({ ok: false, status, message })

/** What is wrong with the details typed, or null; `now` for the test of a date in the future. */
export function refundInputProblem(
  input: RefundInput,
  paid: number,
  now = new Date(),
): string | null {
  // The refund rule gives the whole fee back, and the applicant's email says 100%.
  if (input.amount !== paid) return REFUND_MESSAGES.amount
  const reference = input.reference.trim()
  if (!reference || reference.length > 100) return REFUND_MESSAGES.reference
  const at = Date.parse(input.date)
  if (Number.isNaN(at) || at > now.getTime()) return REFUND_MESSAGES.date
  return null
}

export async function recordRefund(
  req: PayloadRequest,
  input: RefundInput,
): Promise<RefundOutcome> {
  const user = req.user as { id: number } | null
  if (!isAdmissionsUser(user as never)) return refused(403, REFUND_MESSAGES.forbidden)
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { id: { equals: input.paymentId } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
    req,
  })
  const payment = docs[0]
  if (!payment) return refused(404, REFUND_MESSAGES.notFound)
  if (payment.status === 'refunded') return refused(409, REFUND_MESSAGES.already)
  if (payment.status !== 'paid') return refused(409, REFUND_MESSAGES.notPaid)
  // The refund rule and the application's refund record are the registration fee's.
  if (feeOf(payment).purpose !== 'registration')
    return refused(409, REFUND_MESSAGES.notRegistration)
  const problem = refundInputProblem(input, payment.amount)
  if (problem) return refused(400, problem)
  const applicationId = relationId(payment.application)!
  const application = await req.payload.findByID({
    collection: 'applications',
    id: applicationId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!refundDueFor(application.status) || application.refund?.status !== 'due')
    return refused(409, REFUND_MESSAGES.notDue)

  const reference = input.reference.trim()
  const refundedAt = new Date(input.date).toISOString()
  const settled = await settlePayment(req.payload, {
    paymentId: payment.id,
    to: 'refunded',
    confirmedBy: 'staff',
    staffUserId: user!.id,
    note: `Transfer kembali Rp ${input.amount}, referensi ${reference}`,
    refund: { at: refundedAt, amount: input.amount, reference },
    req,
  })
  if (!settled.changed) return refused(409, REFUND_MESSAGES.already)
  // As the staff member: the history names them, and the hook sends the refund email once.
  await req.payload.update({
    collection: 'applications',
    id: applicationId,
    data: { refund: { status: 'paid', paidAt: refundedAt, reference } },
    overrideAccess: false,
    user,
    req,
  })
  return { ok: true, message: REFUND_MESSAGES.recorded }
}
