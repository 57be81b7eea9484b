import type { CollectionAfterOperationHook, CollectionConfig, PayloadRequest, Where } from 'payload'
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
 * `staff` names the member when the session has no role yet (a second step in progress).
 */
export async function auditStaffAccess(
  req: PayloadRequest,
  action: AuditAction,
  target: string,
  staff: StaffUser | null = staffOf(req),
): Promise<void> {
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
 * One open of a record is one entry. The admin's edit view reads the document more than once
 * (the page itself, then its form state and the history table through server functions, each
 * in a request of its own), and a save re-renders it: a second read of the same record by the
 * same staff member within this window is the same open.
 */
export const AUDIT_REPEAT_WINDOW_MS = 60_000

/** Fields the admin's own bookkeeping reads select: the stale-data check, the history table. */
const BOOKKEEPING_FIELDS = new Set(['id', 'updatedAt', 'events'])

/** A read by id that selects only bookkeeping fields shows no personal data: not an open. */
export function readsOnlyBookkeeping(select: unknown): boolean {
  if (!select || typeof select !== 'object') return false
  const keys = Object.keys(select)
  return keys.length > 0 && keys.every((key) => BOOKKEEPING_FIELDS.has(key))
}

/** Opens this server recorded lately (user, action, record → time): concurrent reads of one open. */
const recentOpens = new Map<string, number>()

/** Was this open recorded within the window? Checks this server's memory, then the log itself. */
async function alreadyAudited(req: PayloadRequest, key: string, where: Where, now: number) {
  for (const [k, at] of recentOpens) if (now - at >= AUDIT_REPEAT_WINDOW_MS) recentOpens.delete(k)
  if (recentOpens.has(key)) return true
  recentOpens.set(key, now)
  const since = new Date(now - AUDIT_REPEAT_WINDOW_MS).toISOString()
  const { totalDocs } = await req.payload.count({
    collection: 'access-audit',
    where: { and: [where, { createdAt: { greater_than: since } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * afterOperation hook: a staff member opening one record (the admin's edit view, a REST or
 * GraphQL read by id) is audited once per open (see AUDIT_REPEAT_WINDOW_MS). Only reads made with
 * access control count: the server's own lookups (overrideAccess) are not someone looking at the
 * record, nor are the admin's bookkeeping reads (readsOnlyBookkeeping).
 */
export const auditRecordRead =
  (action: AuditAction): CollectionAfterOperationHook =>
  async ({ args, operation, overrideAccess, req, result, collection }) => {
    if (operation !== 'findByID' || overrideAccess !== false || !result) return result
    if (readsOnlyBookkeeping((args as { select?: unknown }).select)) return result
    const staff = staffOf(req)
    if (!staff) return result
    const target = `${collection.slug} #${String((result as { id?: number | string }).id)}`
    const where: Where = {
      user: { equals: staff.id },
      action: { equals: action },
      target: { equals: target },
    }
    const key = `${String(staff.id)}|${action}|${target}`
    if (await alreadyAudited(req, key, where, Date.now())) return result
    await auditStaffAccess(req, action, target)
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
