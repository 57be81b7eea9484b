import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isAdmissionsUser } from '@/access/applicants'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { routeId } from '@/lib/route-id'
import { approveReregistration, returnReregistration, type ReviewOutcome } from './review'
import { REREGISTRATION_MESSAGES as M } from './vocabulary'

const ReturnBody = z.object({ reason: z.string().max(1000) })

type Review = (req: PayloadRequest, id: number, staff: number) => Promise<ReviewOutcome | Response>

/** A staff call on one re-registration: admissions staff only, an id that exists, one answer. */
const reviewEndpoint = (path: string, review: Review): Endpoint => ({
  path,
  method: 'post',
  handler: async (req) => {
    if (!isAdmissionsUser(req.user as never)) return cmsErrorJson(403, M.forbidden)
    const id = routeId(req)
    if (id === null) return cmsErrorJson(404, M.notFound)
    const outcome = await review(req, id, Number((req.user as { id: number }).id))
    if (outcome instanceof Response) return outcome
    return outcome.ok
      ? jsonAnswer({ message: outcome.message, doc: outcome.record })
      : cmsErrorJson(outcome.status, outcome.message)
  },
})

/** POST /api/cms/reregistrations/:id/approve: admissions staff approve (the NIM is given). */
export const approveEndpoint = reviewEndpoint('/:id/approve', (req, id, staff) =>
  approveReregistration(req.payload, id, staff),
)

/** POST /api/cms/reregistrations/:id/return {"reason"}: back to the applicant with the reason. */
export const returnEndpoint = reviewEndpoint('/:id/return', async (req, id, staff) => {
  const parsed = ReturnBody.safeParse(await req.json?.().catch(() => null))
  if (!parsed.success) return cmsErrorJson(400, M.reasonRequired)
  return returnReregistration(req.payload, id, staff, parsed.data.reason)
})
