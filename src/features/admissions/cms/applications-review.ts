import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isAdmissionsUser } from '@/access/applicants'
import { REVIEW_MESSAGES as M } from '@/features/admissions/application/messages'
import {
  rejectPayment,
  scheduleTests,
  verifyPayment,
  type ReviewOutcome,
} from '@/features/admissions/application/review'
import { TEST_MODES } from '@/features/admissions/application/test-schedule'
import { jakartaLocalToIso } from '@/lib/format'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { routeId } from '@/lib/route-id'

/*
 * The review queue's actions (admin view "Antrean verifikasi"), admissions staff and admins only:
 *   POST /api/cms/applications/:id/verify-payment
 *   POST /api/cms/applications/:id/reject-payment   {"reason": "…"}
 *   POST /api/cms/applications/schedule-tests       {"ids": [1, 2], "date": "2026-12-10T09:00",
 *                                                    "mode": "offline", "place": "…", …}
 * Each parses, checks the role, and calls the review service (which acts with the staff
 * member's access, so the Applications hooks validate, record and mail).
 */

const body = async (req: PayloadRequest): Promise<unknown> => req.json?.().catch(() => null)

const idOf = routeId

const answer = (outcome: ReviewOutcome) =>
  outcome.ok
    ? jsonAnswer({ message: outcome.message })
    : cmsErrorJson(outcome.status, outcome.message)

const staffOnly =
  (handler: (req: PayloadRequest) => Promise<Response>): Endpoint['handler'] =>
  async (req) =>
    isAdmissionsUser(req.user as never) ? handler(req) : cmsErrorJson(403, M.forbidden)

export const verifyPaymentEndpoint: Endpoint = {
  path: '/:id/verify-payment',
  method: 'post',
  handler: staffOnly(async (req) => {
    const id = idOf(req)
    return id ? answer(await verifyPayment(req, id)) : cmsErrorJson(404, M.notFound)
  }),
}

const RejectBody = z.object({ reason: z.string().max(2000) })

export const rejectPaymentEndpoint: Endpoint = {
  path: '/:id/reject-payment',
  method: 'post',
  handler: staffOnly(async (req) => {
    const id = idOf(req)
    if (!id) return cmsErrorJson(404, M.notFound)
    const parsed = RejectBody.safeParse(await body(req))
    if (!parsed.success) return cmsErrorJson(400, M.badRequest)
    return answer(await rejectPayment(req, id, parsed.data.reason))
  }),
}

const text = (max: number) => z.string().max(max).optional()
const ScheduleBody = z.object({
  ids: z.array(z.number().int().positive()).max(100, M.tooMany).min(1, M.noSelection),
  date: z.string().refine((value) => jakartaLocalToIso(value) !== null, M.badDate),
  mode: z.enum(TEST_MODES, M.badMode),
  place: text(200),
  onlineUrl: text(500),
  notes: text(1000),
})

export const scheduleTestsEndpoint: Endpoint = {
  path: '/schedule-tests',
  method: 'post',
  handler: staffOnly(async (req) => {
    const parsed = ScheduleBody.safeParse(await body(req))
    if (!parsed.success) {
      const custom = parsed.error.issues.find((issue) => issue.message in REVERSE)
      return cmsErrorJson(400, custom?.message ?? M.badRequest)
    }
    const { ids, date, ...rest } = parsed.data
    const result = await scheduleTests(req, ids, { ...rest, date: jakartaLocalToIso(date)! })
    return jsonAnswer(result)
  }),
}

/** Our own messages, told apart from zod's English defaults. */
const REVERSE = Object.fromEntries(Object.values(M).map((message) => [message, true]))
