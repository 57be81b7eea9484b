import type { CollectionConfig, PayloadRequest, SanitizedConfig } from 'payload'
import { createLock, deleteLock, updateLock } from './document-locks'
import { hasRole, isStaff } from './roles'

/**
 * Payload 3 gives the collections it adds itself "any signed-in user" access, and applicants are
 * signed-in users: they could read and delete the admin panel's document locks, or lock editors
 * out of a page. Those collections only exist after Payload has built the config, so their rules
 * are set here, on the built config, before any request reads them. Staff write locks only in
 * their own name, on what they may edit (./document-locks.ts).
 */
export function closePayloadInternals(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((c) => c.slug === 'payload-locked-documents')
  if (locks)
    locks.access = {
      ...locks.access,
      create: createLock,
      read: isStaff,
      update: updateLock,
      delete: deleteLock,
      readVersions: isStaff,
    }
  // When each scheduled job last ran: written by the server only (Local API), read by admins.
  const jobStats = config.globals.find((g) => g.slug === 'payload-jobs-stats')
  if (jobStats)
    jobStats.access = {
      ...jobStats.access,
      read: adminOnly,
      update: () => false,
      readVersions: () => false,
    }
  return config
}

/** Who may run, queue or cancel background jobs over HTTP (the server's own timer needs no access). */
const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user as never, 'admin')
export const jobsAccess = { run: adminOnly, queue: adminOnly, cancel: adminOnly }

/**
 * The jobs queue as admins see it in the admin panel ("Antrean tugas"): mails waiting for a retry,
 * the error of each failed attempt, scheduled publications. Admins only, because a queued mail
 * holds its text (a verification or reset link among them); completed jobs are deleted by Payload.
 * Jobs are written by the server alone; an admin may delete one that should not run.
 */
export function jobsCollection({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig {
  return {
    ...defaultJobsCollection,
    labels: { singular: 'Tugas antrean', plural: 'Antrean tugas' },
    access: {
      ...defaultJobsCollection.access,
      read: adminOnly,
      delete: adminOnly,
      create: () => false,
      update: () => false,
    },
    admin: {
      ...defaultJobsCollection.admin,
      group: 'Sistem',
      hidden: ({ user }) => !hasRole(user as never, 'admin'),
      useAsTitle: 'taskSlug',
      defaultColumns: [
        'taskSlug',
        'totalTried',
        'hasError',
        'processing',
        'waitUntil',
        'createdAt',
      ],
    },
  }
}
