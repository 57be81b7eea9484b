import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { recordRefund, REFUND_MESSAGES as M } from './refund'
import { inTransaction } from './transaction'

const RefundBody = z.object({
  date: z.string().max(40),
  reference: z.string().max(200),
  amount: z.coerce.number(),
})

/**
 * POST /api/cms/payments/:id/refund {"date", "reference", "amount"}: admissions staff record the
 * transfer that returned the fee. The payment's move and the application's refund are one
 * transaction: either both are recorded or neither.
 */
export const refundEndpoint: Endpoint = {
  path: '/:id/refund',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const paymentId = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(paymentId) || paymentId < 1) return cmsErrorJson(404, M.notFound)
    const parsed = RefundBody.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return cmsErrorJson(400, M.amount)
    const outcome = await inTransaction(req, () => recordRefund(req, { paymentId, ...parsed.data }))
    return outcome.ok
      ? jsonAnswer({ message: outcome.message })
      : cmsErrorJson(outcome.status, outcome.message)
  },
}
