import type { Access, CollectionConfig, FieldAccess, PayloadRequest } from 'payload'
import { secondStepState, type SecondStepUser } from '@/features/accounts/second-factor/rule'
import { env } from '@/lib/env'

export const STAFF_ROLES = ['admin', 'editor', 'admissions'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

type MaybeStaff = (SecondStepUser & { id?: number | string; _strategy?: string }) | null | undefined

/** Payload marks a request signed with an account's API key (`Authorization: users API-Key …`). */
const signedWithApiKey = (user: MaybeStaff) => user?._strategy === 'api-key'

/**
 * A staff member of one of `roles` whose session has passed its second step (or needs none):
 * a session that gave only the password, or must still enrol a factor, has no role at all, so
 * every rule built on this one refuses it (ADR 0041). A request signed with an API key has no
 * role here either: a key opens only the calls that ask for it (`apiKeyHasRole`).
 */
export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  return Boolean(
    user &&
    user.collection === 'users' &&
    !signedWithApiKey(user) &&
    user.role &&
    roles.includes(user.role as StaffRole) &&
    secondStepState(user, env().isProduction) === 'done',
  )
}

/**
 * A request signed with the API key of a staff account of one of `roles`: another system's
 * credential (the academic system pulling the new students), with no session and so no second
 * step. Only the calls that check this rule accept it; hasRole refuses it everywhere else.
 */
export function apiKeyHasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  return Boolean(
    user &&
    user.collection === 'users' &&
    signedWithApiKey(user) &&
    roles.includes(user.role as StaffRole),
  )
}

const userOf = (req: PayloadRequest) => req.user as MaybeStaff

/** The signed-in staff member of a request (any staff role, second step done), or null. */
export function staffOf<T extends { id: number | string }>(req: PayloadRequest): T | null {
  const user = req.user as unknown as T | null | undefined
  return user && hasRole(user as MaybeStaff, ...STAFF_ROLES) ? user : null
}

export const anyone: Access = () => true
export const nobody: Access = () => false
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin')
/** Any staff role. Payload's own default ("any signed-in user") would let applicants in too. */
export const isStaff: Access = ({ req }) => hasRole(userOf(req), ...STAFF_ROLES)
/**
 * Admins manage every staff account; other staff only their own. The id alone is not enough:
 * applicants count their ids separately, so applicant 1 would otherwise be staff account 1.
 */
export const adminOrOwnStaffAccount: Access = ({ req }) => {
  const user = userOf(req)
  if (hasRole(user, 'admin')) return true
  return hasRole(user, ...STAFF_ROLES) && user?.id !== undefined
    ? { id: { equals: user.id } }
    : false
}
/**
 * Reading one's own staff account needs no second step: Payload's `/me`, which the admin asks on
 * every page (the second-step view too), reads it with access control. Changing it does.
 */
export const adminOrOwnStaffAccountRead: Access = ({ req }) => {
  const user = userOf(req)
  if (hasRole(user, 'admin')) return true
  return user?.collection === 'users' && user.id !== undefined ? { id: { equals: user.id } } : false
}
/**
 * Records the server appends (consent records, the staff access audit): admins read them, only
 * `create` (the server's own path) adds one, and nobody changes or deletes one through any API.
 */
export const appendOnlyAccess = (create: Access) =>
  ({ read: isAdmin, create, update: nobody, delete: nobody }) satisfies CollectionConfig['access']
/** Editors run the public site; admins can do everything. */
export const isContentStaff: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor')
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin')

/** Staff see drafts; everyone else sees only what has been published. */
export const publishedOrStaff: Access = ({ req }) =>
  hasRole(userOf(req), ...STAFF_ROLES) ? true : { _status: { equals: 'published' } }

/** A collection the public site shows: anyone reads it, content staff write it. */
export const publicContentAccess = {
  read: anyone,
  create: isContentStaff,
  update: isContentStaff,
  delete: isContentStaff,
} satisfies CollectionConfig['access']

/**
 * The same for a collection with drafts: visitors read published items only. Versions hold the
 * drafts, and Payload's default would show them to any signed-in applicant.
 */
export const draftContentAccess = {
  ...publicContentAccess,
  read: publishedOrStaff,
  readVersions: isStaff,
} satisfies CollectionConfig['access']
