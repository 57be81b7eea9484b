import type { CollectionConfig, PayloadRequest } from 'payload'
import { staffOf } from '@/access/roles'
import { clientIp } from '@/lib/client-address'
import { AUDIT_ACTION_LABELS, type AuditAction } from './messages'

type StaffUser = { id: number | string; collection?: string; email?: string; role?: string }

const staffUserOf = (req: PayloadRequest) => staffOf<StaffUser>(req)

/**
 * Which way the data went out: a REST call (method and path), GraphQL, or the server's own Local
 * API call in an admin page (its path) or in an admin server function (no path of its own).
 */
function via(req: PayloadRequest): string {
  const path = req.pathname && req.pathname !== '/' ? req.pathname : ''
  if (req.payloadAPI === 'REST') return `REST ${req.method ?? 'GET'} ${path}`.trim()
  if (req.payloadAPI === 'GraphQL') return 'GraphQL'
  return `Local API ${path}`.trim()
}

/**
 * Writes one access-audit entry for a staff member's read of personal data: who, what, which
 * records (their ids and how many), when, from which address (the one client-address reader) and
 * which way (`via`). Nobody may write the collection through any API, so the server writes it
 * with overrideAccess, in the request's transaction. Applicants and visitors reading their own
 * data are not staff access: no entry. `staff` names the member when the session has no role yet
 * (a second step in progress).
 */
export async function auditStaffAccess(
  req: PayloadRequest,
  action: AuditAction,
  target: string,
  records?: (number | string)[],
  staff: StaffUser | null = staffUserOf(req),
): Promise<void> {
  if (!staff) return
  await req.payload.create({
    collection: 'access-audit',
    data: {
      action,
      summary: `${AUDIT_ACTION_LABELS[action]}: ${target}`.slice(0, 300),
      target: target.slice(0, 200),
      ...(records ? { count: records.length, records: records.map(Number) } : {}),
      via: via(req),
      user: staff.id as number,
      userEmail: staff.email ?? '',
      ip: clientIp(req.headers) ?? undefined,
    },
    overrideAccess: true,
    // In the request's transaction, but not through its request object: the entry may be written
    // in the middle of Payload populating an answer, whose pending lookups are keyed by the
    // request's transaction as it stood (a transaction begun and ended here would change it).
    req: { transactionID: req.transactionID },
  })
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
    id !== undefined ? [id] : undefined,
  )
  return undefined
}) as Handler
