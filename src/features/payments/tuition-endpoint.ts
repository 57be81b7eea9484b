import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { inTransaction } from './transaction'
import {
  closeOnlineAttempts,
  recordTuitionTransfer,
  TUITION_TRANSFER_MESSAGES as M,
} from './tuition-manual'

const TuitionBody = z.object({
  reregistration: z.coerce.number().int().positive(),
  instalment: z.coerce.number().int().positive(),
  reference: z.string().max(200),
})

/**
 * POST /api/cms/payments/tuition {"reregistration", "instalment", "reference"}: admissions staff
 * record an instalment of the first-semester fee paid by bank transfer (one transaction); sent
 * again for the same instalment it answers the payment already recorded.
 */
export const tuitionTransferEndpoint: Endpoint = {
  path: '/tuition',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const parsed = TuitionBody.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return cmsErrorJson(400, M.input)
    const outcome = await inTransaction(req, () => recordTuitionTransfer(req, parsed.data))
    if (!outcome.ok) return cmsErrorJson(outcome.status, outcome.message)
    if (outcome.status === 201) await closeOnlineAttempts(req.payload, outcome.payment)
    return jsonAnswer(
      { message: outcome.message, doc: { id: outcome.payment.id, status: outcome.payment.status } },
      { status: outcome.status },
    )
  },
}
