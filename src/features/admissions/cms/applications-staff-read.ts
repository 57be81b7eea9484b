import type { PayloadRequest } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { cmsErrorJson } from '@/lib/api-response'
import type { Application } from '@/payload-types'

/**
 * The application of an endpoint's `:id` as the staff member may read it (their own access),
 * or the answer to send: 403 for anyone but admissions staff and admins, 404 when not found.
 */
export async function readForStaff(
  req: PayloadRequest,
  messages: { forbidden: string; notFound: string },
  options: { depth?: number; populate?: Record<string, Record<string, true>> } = {},
): Promise<Application | Response> {
  if (!isAdmissionsUser(req.user as never)) return cmsErrorJson(403, messages.forbidden)
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id) || id < 1) return cmsErrorJson(404, messages.notFound)
  const { docs } = await req.payload.find({
    collection: 'applications',
    where: { id: { equals: id } },
    limit: 1,
    depth: options.depth ?? 0,
    ...(options.populate ? { populate: options.populate as never } : {}),
    overrideAccess: false,
    user: req.user,
    req,
  })
  return docs[0] ?? cmsErrorJson(404, messages.notFound)
}
