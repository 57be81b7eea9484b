import { auditPersonalReads } from '@/features/privacy/audit-reads'
import { Forbidden, ValidationError } from 'payload'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
} from 'payload'
import { isApplicantUser } from '@/access/applicants'
import {
  CORRECTION_MESSAGES,
  HISTORY_LINES,
  OPEN_DATA_REQUEST_STATUSES,
  requestClosedEmail,
  SECOND_OPEN_REQUEST,
  type DataRequestStatus,
} from '@/features/admissions/data-rights/requests'
import { dataRequestDueAt } from '@/features/admissions/data-rights/deadline'
import type { DataRequest } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { RESTRICTION_MESSAGES, setProcessingRestricted } from '@/features/privacy/restriction'

type User = { id: number | string; collection?: string; email?: string; name?: string }

/**
 * An applicant files a request only for themselves, and only one at a time: a second request
 * while staff still handle the first would only duplicate the work.
 */
const ownSingleRequest: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const user = req.user as User | null
  if (!isApplicantUser(user as never)) return data
  if (
    data.applicant !== undefined &&
    data.applicant !== null &&
    String(relationId(data.applicant)) !== String(user!.id)
  ) {
    throw new Forbidden(req.t)
  }
  data.applicant = user!.id
  // Kept when the account is deleted: the request is the record that it was honoured.
  data.applicantEmail = user!.email
  if (data.kind === 'correction') {
    const errors: { path: string; message: string }[] = []
    if (!String(data.correctionField ?? '').trim())
      errors.push({ path: 'correctionField', message: CORRECTION_MESSAGES.fieldMissing })
    if (!String(data.correctionValue ?? '').trim())
      errors.push({ path: 'correctionValue', message: CORRECTION_MESSAGES.valueMissing })
    if (errors.length) throw new ValidationError({ collection: 'data-requests', errors }, req.t)
  } else {
    if (data.kind === 'restriction' && !String(data.reason ?? '').trim())
      throw new ValidationError(
        {
          collection: 'data-requests',
          errors: [{ path: 'reason', message: RESTRICTION_MESSAGES.reasonMissing }],
        },
        req.t,
      )
    data.correctionField = null
    data.correctionValue = null
  }
  const open = await req.payload.count({
    collection: 'data-requests',
    where: { applicant: { equals: user!.id }, status: { in: [...OPEN_DATA_REQUEST_STATUSES] } },
    overrideAccess: true,
    req,
  })
  if (open.totalDocs > 0) {
    throw new ValidationError(
      { collection: 'data-requests', errors: [{ path: 'kind', message: SECOND_OPEN_REQUEST }] },
      req.t,
    )
  }
  return data
}

const actorOf = (req: { user?: unknown }) => (req.user as User | null)?.email ?? 'sistem'

/**
 * The request's own history: filed (with its deadline), every status change and note by whom,
 * and the email sent when it is closed. Only this hook writes it (the field refuses every API).
 */
const recordHistory: CollectionBeforeChangeHook<DataRequest> = ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const at = new Date().toISOString()
  const by = actorOf(req)
  if (operation === 'create') {
    data.dueAt = dataRequestDueAt(at).toISOString()
    data.history = [{ at, by, what: HISTORY_LINES.filed(data.kind ?? 'deletion') }]
    return data
  }
  if (!originalDoc) return data
  const lines: string[] = []
  const to = data.status ?? originalDoc.status
  if (to !== originalDoc.status) lines.push(HISTORY_LINES.status(originalDoc.status, to))
  if (data.staffNote !== undefined && (data.staffNote ?? '') !== (originalDoc.staffNote ?? ''))
    lines.push(HISTORY_LINES.note)
  if (to !== originalDoc.status && isClosing(to) && originalDoc.applicantEmail)
    lines.push(HISTORY_LINES.mailed(originalDoc.applicantEmail))
  if (originalDoc.kind === 'restriction') {
    const lifted = data.restrictionLifted ?? originalDoc.restrictionLifted ?? false
    // Lifting only means something once granted; before that the box is ignored.
    if (to !== 'done') data.restrictionLifted = false
    else if (to !== originalDoc.status && !lifted) lines.push(HISTORY_LINES.restricted)
    else if (lifted && !originalDoc.restrictionLifted) lines.push(HISTORY_LINES.lifted)
  }
  data.history = [
    ...(originalDoc.history ?? []).map(({ at, by, what }) => ({ at, by, what })),
    ...lines.map((what) => ({ at, by, what })),
  ]
  return data
}

const isClosing = (status: DataRequestStatus) => status === 'done' || status === 'rejected'

/** Done or rejected: the applicant is told by email (queued, retried: ADR 0027). */
const mailWhenClosed: CollectionAfterChangeHook<DataRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || previousDoc?.status === doc.status || !isClosing(doc.status))
    return doc
  if (!doc.applicantEmail) return doc
  const mail = requestClosedEmail(doc)
  await req.payload.sendEmail({ to: doc.applicantEmail, subject: mail.subject, text: mail.text })
  return doc
}

/**
 * A restriction request marked done flags the applicant's account; "Cabut pembatasan" later lifts
 * it. Same transaction as the request, so the history and the flag never disagree.
 */
const applyRestriction: CollectionAfterChangeHook<DataRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || doc.kind !== 'restriction' || doc.applicant == null) return doc
  const restricted = doc.status === 'done' && !doc.restrictionLifted
  const before = previousDoc?.status === 'done' && !previousDoc?.restrictionLifted
  if (restricted !== before)
    await setProcessingRestricted(req, relationId(doc.applicant) as number, restricted)
  return doc
}

/** Who moved a request and when, in the server log (the document itself keeps updatedAt). */
const logStatusChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.status !== doc.status) {
    const user = req.user as User | null
    req.payload.logger.info(
      {
        dataRequest: doc.id,
        from: previousDoc?.status,
        to: doc.status,
        by: user?.email ?? 'sistem',
      },
      'Status permintaan data pribadi diubah',
    )
  }
  return doc
}

export const dataRequestHooks: CollectionConfig['hooks'] = {
  beforeChange: [ownSingleRequest, recordHistory],
  afterChange: [logStatusChange, applyRestriction, mailWhenClosed],
  // Staff reads of requests (by id, lists, populations) in the access audit.
  afterOperation: [auditPersonalReads({ one: 'view-data-request', many: 'read-data-requests' })],
}
