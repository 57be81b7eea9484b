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

type Handler = (req: PayloadRequest, staff: number, id: number) => Promise<BatchOutcome>

/**
 * One endpoint of the batches for admissions staff and admins only; `withId` for those on one
 * batch (`/:id/…`). Answers the outcome as JSON or as the CMS's error shape.
 */
function staffEndpoint(path: string, handler: Handler): Endpoint {
  return {
    path,
    method: 'post',
    handler: async (req) => {
      const user = req.user as { id: number } | null
      if (!isAdmissionsUser(req.user as never) || !user) return cmsErrorJson(403, M.forbidden)
      const id = path.startsWith('/:id') ? Number(req.routeParams?.id) : 0
      if (!Number.isSafeInteger(id) || id < 0 || (path.startsWith('/:id') && id === 0))
        return cmsErrorJson(404, M.notFound)
      const outcome = await handler(req, Number(user.id), id)
      return outcome.ok
        ? jsonAnswer({ message: outcome.message, doc: outcome.batch })
        : cmsErrorJson(outcome.status, outcome.message)
    },
  }
}

const bodyOf = (req: PayloadRequest) => req.json?.().catch(() => null) ?? Promise.resolve(null)
const invalid = (message: string): BatchOutcome => ({ ok: false, status: 400, message })

/** POST /api/cms/feeder-batches/prepare {"intakeYear", "programme"?}: a draft batch. */
export const prepareBatchEndpoint = staffEndpoint('/prepare', async (req, staff) => {
  const parsed = PrepareBody.safeParse(await bodyOf(req))
  if (!parsed.success) return invalid(M.intakeRequired)
  return prepareBatch(req.payload, feederConnection(), { ...parsed.data, staff })
})

/** POST /api/cms/feeder-batches/:id/refresh: a draft's fingerprint and problems from today's data. */
export const refreshBatchEndpoint = staffEndpoint('/:id/refresh', (req, _staff, id) =>
  refreshBatch(req.payload, feederConnection(), id),
)

/** POST /api/cms/feeder-batches/:id/approve {"fingerprint"}: approve what was seen, then send. */
export const approveBatchEndpoint = staffEndpoint('/:id/approve', async (req, staff, id) => {
  const parsed = ApproveBody.safeParse(await bodyOf(req))
  if (!parsed.success) return invalid(M.fingerprintRequired)
  const { fingerprint } = parsed.data
  return approveBatch(req.payload, feederConnection(), { id, fingerprint, staff })
})
