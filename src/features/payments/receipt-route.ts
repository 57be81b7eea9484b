import 'server-only'
import { isAdmissionsUser, isApplicantUser } from '@/access/applicants'
import { apiJson } from '@/lib/api-response'
import { getPayloadClient } from '@/lib/payload'
import type { Payment } from '@/payload-types'
import { PAYMENT_MESSAGES as M } from './messages'
import { receiptOf } from './receipt-load'
import { receiptPdf } from './receipt-pdf'

/** A receipt states a fee that was received: a paid payment, or one paid and since refunded. */
const RECEIPT_STATUSES: readonly Payment['status'][] = ['paid', 'refunded']

/**
 * GET /api/pendaftar/pembayaran/[id]/kuitansi: the receipt PDF, for the applicant who paid and
 * for admissions staff. Another applicant's payment is a 404, as if it did not exist.
 */
export async function receiptRoute(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return apiJson({ status: 401, message: M.signedOut })
  if (!isApplicantUser(user as never) && !isAdmissionsUser(user as never))
    return apiJson({ status: 403, message: M.receiptForbidden })
  const id = Number((await params).id)
  const { docs } = Number.isSafeInteger(id)
    ? await payload.find({
        collection: 'payments',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        overrideAccess: false,
        user,
      })
    : { docs: [] }
  const payment = docs[0]
  if (!payment) return apiJson({ status: 404, message: M.receiptNotFound })
  if (!RECEIPT_STATUSES.includes(payment.status) || !payment.paidAt)
    return apiJson({ status: 409, message: M.receiptNotPaid })
  const receipt = await receiptOf(payload, payment)
  return new Response(Buffer.from(await receiptPdf(receipt)), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receipt.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
