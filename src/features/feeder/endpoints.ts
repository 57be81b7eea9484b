import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { isAdmissionsUser } from '@/access/applicants'
import { cmsErrorJson, jsonAnswer } from '@/lib/api-response'
import { approveBatch, prepareBatch, refreshBatch, type BatchOutcome } from './batches'
import { feederConnection } from './connection'
import { FEEDER_MESSAGES as M } from './vocabulary'

const PrepareBody = z.object({
  intakeYear: z.number().int().min(2000).max(2100),
  programme: z.number().int().positive().optional(),
})
const ApproveBody = z.object({ fingerprint: z.string().regex(/^[0-9a-f]{64}$/) })

const staffIdOf = (req: PayloadRequest) =>
  isAdmissionsUser(req.user as never) ? Number((req.user as { id: number }).id) : null
const idOf = (req: PayloadRequest) => {
  const id = Number(req.routeParams?.id)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}
const answer = (outcome: BatchOutcome) =>
  outcome.ok
    ? jsonAnswer({ message: outcome.message, doc: outcome.batch })
    : cmsErrorJson(outcome.status, outcome.message)
const bodyOf = (req: PayloadRequest) => req.json?.().catch(() => null) ?? Promise.resolve(null)

/** POST /api/cms/feeder-batches/prepare {"intakeYear", "programme"?}: a draft batch. */
export const prepareBatchEndpoint: Endpoint = {
  path: '/prepare',
  method: 'post',
  handler: async (req) => {
    const staff = staffIdOf(req)
    if (staff === null) return cmsErrorJson(403, M.forbidden)
    const parsed = PrepareBody.safeParse(await bodyOf(req))
    if (!parsed.success) return cmsErrorJson(400, M.intakeRequired)
    return answer(await prepareBatch(req.payload, feederConnection(), { ...parsed.data, staff }))
  },
}

/** POST /api/cms/feeder-batches/:id/refresh: a draft's fingerprint and problems from today's data. */
export const refreshBatchEndpoint: Endpoint = {
  path: '/:id/refresh',
  method: 'post',
  handler: async (req) => {
    if (staffIdOf(req) === null) return cmsErrorJson(403, M.forbidden)
    const id = idOf(req)
    if (id === null) return cmsErrorJson(404, M.notFound)
    return answer(await refreshBatch(req.payload, feederConnection(), id))
  },
}

/** POST /api/cms/feeder-batches/:id/approve {"fingerprint"}: approve what was seen, then send. */
export const approveBatchEndpoint: Endpoint = {
  path: '/:id/approve',
  method: 'post',
  handler: async (req) => {
    const staff = staffIdOf(req)
    if (staff === null) return cmsErrorJson(403, M.forbidden)
    const id = idOf(req)
    if (id === null) return cmsErrorJson(404, M.notFound)
    const parsed = ApproveBody.safeParse(await bodyOf(req))
    if (!parsed.success) return cmsErrorJson(400, M.fingerprintRequired)
    const { fingerprint } = parsed.data
    return answer(await approveBatch(req.payload, feederConnection(), { id, fingerprint, staff }))
  },
}
