import { auditRecordRead } from '@/features/privacy/audit'
import { Forbidden, ValidationError } from 'payload'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
} from 'payload'
import { isApplicantUser } from '@/access/applicants'
import {
  OPEN_DATA_REQUEST_STATUSES,
  SECOND_OPEN_REQUEST,
} from '@/features/admissions/data-rights/requests'
import { relationId } from '@/lib/relation'

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
  beforeChange: [ownSingleRequest],
  afterChange: [logStatusChange],
  // A staff member opening one request (the admin's edit view, REST or GraphQL by id).
  afterOperation: [auditRecordRead('view-data-request')],
}
