import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'
import { hasRole, nobody } from './roles'

type MaybeUser =
  { id?: number | string; collection?: string; role?: string | null } | null | undefined
const userOf = (req: PayloadRequest) => req.user as MaybeUser

export const isApplicantUser = (user: MaybeUser): boolean =>
  Boolean(user && user.collection === 'applicants')
/** Admissions staff and admins run the admissions back-office; editors do not see applicants. */
export const isAdmissionsUser = (user: MaybeUser): boolean =>
  hasRole(user as never, 'admin', 'admissions')

export const admissionsStaff: Access = ({ req }) => isAdmissionsUser(userOf(req))
/** Applicants open their own records (the hooks tie them to the applicant); admissions staff any. */
export const applicantOrAdmissions: Access = ({ req }) =>
  isApplicantUser(userOf(req)) || isAdmissionsUser(userOf(req))
export const applicantOnly: Access = ({ req }) => isApplicantUser(userOf(req))

/** An applicant changes only their own account (never a staff account with the same id); admins any. */
export const ownAccountOrAdmin: Access = ({ req }) => {
  const user = userOf(req)
  if (hasRole(user as never, 'admin')) return true
  return isApplicantUser(user) && user?.id !== undefined ? { id: { equals: user.id } } : false
}
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

/**
 * Records only a service writes about an application (payments, the student record): admissions
 * staff read all, the applicant their own, and no API creates, changes or deletes one.
 */
export const serviceWrittenApplicantRecords = {
  read: ownRecordsOrAdmissions('applicant'),
  create: nobody,
  update: nobody,
  delete: nobody,
} satisfies CollectionConfig['access']
