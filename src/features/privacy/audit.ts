import type { CollectionAfterOperationHook, CollectionConfig, PayloadRequest } from 'payload'
import { hasRole, STAFF_ROLES } from '@/access/roles'
import { clientIp } from '@/lib/client-address'
import { AUDIT_ACTION_LABELS, type AuditAction } from './messages'

type StaffUser = { id: number | string; collection?: string; email?: string; role?: string }

const staffOf = (req: PayloadRequest): StaffUser | null => {
  const user = req.user as StaffUser | null | undefined
  return user && hasRole(user, ...STAFF_ROLES) ? user : null
}

/**
 * Writes one access-audit entry for a staff member's read of personal data: who, what, which
 * record, when, from which address (the one client-address reader). Nobody may write the
 * collection through any API, so the server writes it with overrideAccess, in the request's
 * transaction. Applicants and visitors reading their own data are not staff access: no entry.
 */
export async function auditStaffAccess(
  req: PayloadRequest,
  action: AuditAction,
  target: string,
): Promise<void> {
  const staff = staffOf(req)
  if (!staff) return
  await req.payload.create({
    collection: 'access-audit',
    data: {
      action,
      summary: `${AUDIT_ACTION_LABELS[action]}: ${target}`.slice(0, 300),
      target: target.slice(0, 200),
      user: staff.id as number,
      userEmail: staff.email ?? '',
      ip: clientIp(req.headers) ?? undefined,
    },
    overrideAccess: true,
    req,
  })
}

/**
 * afterOperation hook: a staff member opening one record (the admin's edit view, a REST or
 * GraphQL read by id) is audited. Only reads made with access control count: the server's own
 * lookups (overrideAccess) are not someone looking at the record.
 */
export const auditRecordRead =
  (action: AuditAction): CollectionAfterOperationHook =>
  async ({ operation, overrideAccess, req, result, collection }) => {
    if (operation !== 'findByID' || overrideAccess !== false || !result) return result
    const id = (result as { id?: number | string }).id
    await auditStaffAccess(req, action, `${collection.slug} #${String(id)}`)
    return result
  }

type Upload = Exclude<CollectionConfig['upload'], boolean | undefined>
type Handler = NonNullable<Upload['handlers']>[number]

/**
 * Upload handler of applicant files: Payload runs it after its read-access check, before the
 * file is sent. A staff download is audited; the handler never answers itself.
 */
export const auditFileDownload = (async (req, { params, doc }) => {
  const id = (doc as { id?: number | string } | undefined)?.id
  await auditStaffAccess(
    req,
    'download-applicant-file',
    `${params.collection} ${params.filename}${id !== undefined ? ` (#${String(id)})` : ''}`,
  )
  return undefined
}) as Handler
