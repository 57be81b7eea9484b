import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { hasRole } from './roles'

type MaybeUser = { id?: number | string; collection?: string; role?: string | null } | null | undefined
const userOf = (req: PayloadRequest) => req.user as MaybeUser

export const isApplicantUser = (user: MaybeUser): boolean => Boolean(user && user.collection === 'applicants')
/** Admissions staff and admins run the admissions back-office; editors do not see applicants. */
export const isAdmissionsUser = (user: MaybeUser): boolean => hasRole(user as never, 'admin', 'admissions')

export const admissionsStaff: Access = ({ req }) => isAdmissionsUser(userOf(req))
export const admissionsStaffField: FieldAccess = ({ req }) => isAdmissionsUser(userOf(req))

/**
 * Staff see every record; an applicant sees only the records whose `ownerField` is them;
 * anyone else sees nothing. Used for read and update of every applicant collection.
 */
export const ownRecordsOrAdmissions =
  (ownerField: string, extra?: Where): Access =>
  ({ req }) => {
    const user = userOf(req)
    if (isAdmissionsUser(user)) return true
    if (isApplicantUser(user) && user?.id !== undefined) {
      const own: Where = { [ownerField]: { equals: user.id } }
      return extra ? { and: [own, extra] } : own
    }
    return false
  }
