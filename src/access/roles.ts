import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const STAFF_ROLES = ['admin', 'editor', 'admissions'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type MaybeStaff = { collection?: string; role?: string | null } | null | undefined

export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  return Boolean(user && user.collection === 'users' && user.role && roles.includes(user.role as StaffRole))
}

const userOf = (req: PayloadRequest) => req.user as MaybeStaff

export const anyone: Access = () => true
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
/** Editors run the public site; admins can do everything. */
export const isContentStaff: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')

/** Staff see drafts; everyone else sees only what has been published. */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(userOf(req), ...STAFF_ROLES) ? true : { _status: { equals: 'published' } }
