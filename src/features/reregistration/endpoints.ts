import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isAdmissionsUser } from '@/access/applicants'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { approveReregistration, returnReregistration, type ReviewOutcome } from './review'
import { REREGISTRATION_MESSAGES as M } from './vocabulary'

const ReturnBody = z.object({ reason: z.string().max(1000) })
const staffIdOf = (req: PayloadRequest) =>
  isAdmissionsUser(req.user as never) ? Number((req.user as { id: number }).id) : null
const idOf = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
const answer = (outcome: ReviewOutcome) =>
  outcome.ok
    ? jsonAnswer({ message: outcome.message, doc: outcome.record })
    : cmsErrorJson(outcome.status, outcome.message)

/** POST /api/cms/reregistrations/:id/approve: admissions staff approve (the NIM is given). */
export const approveEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: async (req) => {
    const staff = staffIdOf(req)
    if (staff === null) return cmsErrorJson(403, M.forbidden)
    const id = idOf(req)
    if (id === null) return cmsErrorJson(404, M.notFound)
    return answer(await approveReregistration(req.payload, id, staff))
  },
}

/** POST /api/cms/reregistrations/:id/return {"reason"}: back to the applicant with the reason. */
export const returnEndpoint: Endpoint = {
  path: '/:id/return',
  method: 'post',
  handler: async (req) => {
    const staff = staffIdOf(req)
    if (staff === null) return cmsErrorJson(403, M.forbidden)
    const id = idOf(req)
    if (id === null) return cmsErrorJson(404, M.notFound)
    const parsed = ReturnBody.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return cmsErrorJson(400, M.reasonRequired)
    return answer(await returnReregistration(req.payload, id, staff, parsed.data.reason))
  },
}
