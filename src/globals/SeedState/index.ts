import type { GlobalConfig } from 'payload'
import { isAdmin, nobody } from '@/access/roles'

/**
 * Which pieces of demo content have been seeded. Seeding skips a piece named here, so content
 * that staff delete stays deleted, while pieces added by later releases are still seeded once.
 */
export const SeedState: GlobalConfig = {
  slug: 'seed-state',
  label: 'Status Konten Demo',
  admin: { hidden: true },
  // Written only by the seeding step on the server (overrideAccess).
  access: { read: isAdmin, readVersions: isAdmin, update: nobody },
  fields: [{ name: 'done', type: 'json' }],
}
