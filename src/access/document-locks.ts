import type { Access, CollectionSlug, PayloadRequest, Where } from 'payload'
import { hasRole, staffOf } from './roles'

/*
 * Who may write the admin panel's document locks (`payload-locked-documents`). Payload writes a
 * lock itself when a staff member opens a document (no access check); over the API, the panel
 * only takes a lock over ("Ambil alih": PATCH with the user set to the caller) and releases the
 * caller's own lock on leaving (DELETE). So a staff member writes locks only in their own name
 * and only on what they may edit; admins may also release anyone's lock.
 */

type Staff = { id: number | string; collection?: string; role?: string | null }
type LockData = {
  user?: unknown
  document?: { relationTo?: unknown; value?: unknown } | null
  globalSlug?: unknown
}

/** A lock's user: only the caller's own staff account. */
const isSelf = (value: unknown, staff: Staff) => {
  const user = value as { relationTo?: unknown; value?: unknown } | null | undefined
  if (!user || typeof user !== 'object' || user.relationTo !== 'users') return false
  const id = typeof user.value === 'object' ? (user.value as { id?: unknown })?.id : user.value
  return String(id) === String(staff.id)
}

const ownLocks = (staff: Staff): Where => ({
  and: [{ 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: staff.id } }],
})

/** May the caller edit this document or global (its own update rule, their own request)? */
async function mayEdit(req: PayloadRequest, data: LockData): Promise<boolean> {
  if (typeof data.globalSlug === 'string') {
    const global = req.payload.config.globals.find((g) => g.slug === data.globalSlug)
    return Boolean(global && (await global.access.update?.({ req })))
  }
  const slug = data.document?.relationTo
  // Both databases number their documents.
  const id = Number(data.document?.value)
  const collection =
    typeof slug === 'string' ? req.payload.collections[slug as CollectionSlug] : undefined
  if (!collection || !Number.isSafeInteger(id)) return false
  const rule = await collection.config.access.update?.({ id, req })
  if (!rule) return false
  if (rule === true) return true
  const { totalDocs } = await req.payload.count({
    collection: collection.config.slug as CollectionSlug,
    where: { and: [{ id: { equals: id } }, rule] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * A lock names its user and its document or global: only the caller, and only what the caller may
 * edit. What a lock leaves out, the collection's validation refuses.
 */
async function namesOnlyCallerAndEditable(req: PayloadRequest, staff: Staff, lock: LockData) {
  if ('user' in lock && !isSelf(lock.user, staff)) return false
  return !(lock.document || lock.globalSlug) || (await mayEdit(req, lock))
}

/** A new lock: in the caller's own name, on a document or global they may edit. */
export const createLock: Access = async ({ req, data }) => {
  const staff = staffOf<Staff>(req)
  if (!staff) return false
  return namesOnlyCallerAndEditable(req, staff, (data ?? {}) as LockData)
}

/**
 * Changing a lock by id: taking it over (the user becomes the caller) where the caller may edit
 * the locked document or global, or changing the caller's own lock; either only to a document the
 * caller may edit. Several at once (no id): only the caller's own locks.
 */
export const updateLock: Access = async ({ req, id, data }) => {
  const staff = staffOf<Staff>(req)
  if (!staff) return false
  const change = (data ?? {}) as LockData
  if (!(await namesOnlyCallerAndEditable(req, staff, change))) return false
  if (id === undefined) return ownLocks(staff)
  const lock = (await req.payload.findByID({
    collection: 'payload-locked-documents',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })) as LockData | null
  // Payload answers "not found" for a lock that does not exist.
  if (!lock) return true
  return 'user' in change ? mayEdit(req, lock) : isSelf(lock.user, staff)
}

/** Releasing a lock: the caller's own; admins release anyone's. */
export const deleteLock: Access = ({ req }) => {
  const staff = staffOf<Staff>(req)
  if (!staff) return false
  return hasRole(staff, 'admin') ? true : ownLocks(staff)
}
