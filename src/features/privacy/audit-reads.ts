import type { CollectionAfterOperationHook, PayloadRequest, Where } from 'payload'
import { staffOf } from '@/access/roles'
import { auditStaffAccess } from './audit'
import type { AuditAction } from './messages'

/**
 * One open of a record is one entry. The admin's edit view reads the document more than once
 * (the page itself, then its form state and the history table through server functions, each
 * in a request of its own), and a save re-renders it: a second read of the same record by the
 * same staff member within this window is the same open.
 */
export const AUDIT_REPEAT_WINDOW_MS = 60_000

/** Fields the admin's own bookkeeping reads select: the stale-data check, the history table. */
const BOOKKEEPING_FIELDS = ['id', 'updatedAt', 'events']

/**
 * Does a read select only fields that show nobody's personal data? Only a select that names its
 * fields counts: one that leaves fields out (`{ nik: false }`) returns everything else.
 */
export function selectsOnly(select: unknown, fields: readonly string[]): boolean {
  if (!select || typeof select !== 'object') return false
  const entries = Object.entries(select)
  return entries.length > 0 && entries.every(([key, value]) => value && fields.includes(key))
}

/** A read by id that selects only bookkeeping fields shows no personal data: not an open. */
export const readsOnlyBookkeeping = (select: unknown) => selectsOnly(select, BOOKKEEPING_FIELDS)

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

/** Operations that answer one document (a save or a delete answers it too) and many. */
const ONE = new Set(['findByID', 'updateByID', 'deleteByID'])
const MANY = new Set(['find', 'update', 'delete'])

type Doc = { id?: number | string }

/**
 * afterOperation hook of a collection holding applicants' personal data: every operation made
 * with access control for a staff member that answers documents writes one entry.
 * - One record (the admin's edit view, a REST or GraphQL read by id, a save): `one`, once per
 *   open (see AUDIT_REPEAT_WINDOW_MS).
 * - A list (REST, GraphQL, the admin's list view, a custom view's Local API read, a bulk change)
 *   and a population (Payload reads the related documents of a whole answer in one `find` per
 *   collection): `many`, one entry with how many documents and their ids.
 * The server's own reads (overrideAccess: jobs, seeding, hooks), applicants reading their own
 * records, empty answers and reads that select only `impersonal` fields (the dashboard's figures)
 * write nothing.
 */
export const auditPersonalReads = (
  actions: { one: AuditAction; many: AuditAction },
  impersonal: readonly string[] = [],
) =>
  (async ({ args, operation, overrideAccess, req, result, collection }) => {
    // REST and GraphQL leave overrideAccess unset: access is enforced unless it is true.
    if (overrideAccess === true || !result || !staffOf(req)) return result
    const select = (args as { select?: unknown }).select
    const slug = collection.slug
    if (ONE.has(operation)) {
      if (readsOnlyBookkeeping(select) || selectsOnly(select, impersonal)) return result
      const id = (result as Doc).id
      if (id === undefined) return result
      const staff = staffOf(req)!
      const target = `${slug} #${String(id)}`
      const where: Where = {
        user: { equals: staff.id },
        action: { equals: actions.one },
        target: { equals: target },
      }
      const key = `${String(staff.id)}|${actions.one}|${target}`
      if (!(await alreadyAudited(req, key, where, Date.now())))
        await auditStaffAccess(req, actions.one, target, [id])
      return result
    }
    if (!MANY.has(operation) || selectsOnly(select, [...BOOKKEEPING_FIELDS, ...impersonal]))
      return result
    const ids = ((result as { docs?: Doc[] }).docs ?? []).flatMap((d) =>
      d?.id === undefined ? [] : [d.id],
    )
    if (ids.length === 0) return result
    const listed = ids.map((id) => `#${String(id)}`).join(', ')
    await auditStaffAccess(req, actions.many, `${slug}: ${ids.length} data (${listed})`, ids)
    return result
  }) as CollectionAfterOperationHook
