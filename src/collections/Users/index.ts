import type { CollectionConfig } from 'payload'
import { adminFieldOnly, adminOrOwnStaffAccount, hasRole, isAdmin, STAFF_ROLES } from '@/access/roles'

/** Staff accounts for /admin. Applicants live in their own auth collection (admissions issue). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staf', plural: 'Staf' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Pengaturan' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    // Staff sessions live in the HttpOnly cookie only: no script can read a staff token (ADR 0015).
    removeTokenFromResponses: true,
  },
  access: {
    admin: ({ req }) => hasRole(req.user as never, ...STAFF_ROLES),
    read: adminOrOwnStaffAccount,
    create: isAdmin,
    update: adminOrOwnStaffAccount,
    delete: isAdmin,
    // Payload's default lets any staff member clear another account's lockout.
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', label: 'Nama', type: 'text', required: true },
    {
      name: 'role',
      label: 'Peran',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin', value: 'admin' },
        { label: 'Editor konten', value: 'editor' },
        { label: 'Staf penerimaan', value: 'admissions' },
      ],
      saveToJWT: true,
      // Only an admin may grant or change a role; others cannot even set it on create.
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
  ],
}
