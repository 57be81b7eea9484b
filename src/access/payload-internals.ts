import type { PayloadRequest, SanitizedConfig } from 'payload'
import { hasRole, isStaff } from './roles'

/**
 * Payload 3 gives the collections it adds itself "any signed-in user" access, and applicants are
 * signed-in users: they could read and delete the admin panel's document locks, or lock editors
 * out of a page. Those collections only exist after Payload has built the config, so their rules
 * are set here, on the built config, before any request reads them.
 */
export function closePayloadInternals(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: isStaff, read: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff }
  // When each scheduled job last ran: written by the server only (Local API), read by admins.
  const jobStats = config.globals.find((g) => g.slug === 'payload-jobs-stats')
  if (jobStats) jobStats.access = { ...jobStats.access, read: adminOnly, update: () => false, readVersions: () => false }
  return config
}

/** Who may run, queue or cancel background jobs over HTTP (the server's own timer needs no access). */
const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user as never, 'admin')
export const jobsAccess = { run: adminOnly, queue: adminOnly, cancel: adminOnly }
