import type { CollectionConfig } from 'payload'
import {
  adminFieldOnly,
  adminOrOwnStaffAccount,
  adminOrOwnStaffAccountRead,
  hasRole,
  isAdmin,
  STAFF_ROLES,
} from '@/access/roles'
import { staffEmailConfirmEndpoints } from '@/features/accounts/confirm-endpoint'
import {
  credentialChangeFields,
  tellAboutCredentialChange,
} from '@/features/accounts/credential-change'
import { forgotPasswordEndpoint } from '@/features/accounts/forgot-password'
import { accountProtection } from '@/features/accounts/protect'
import { secondFactorEndpoints } from '@/features/accounts/second-factor/endpoints'
import { deleteFactorsWithAccount } from '@/features/accounts/second-factor/store'
import { secondFactorUserFields } from '@/features/accounts/second-factor/user-fields'
import { ACCOUNT_LOCKOUT } from '@/features/accounts/rate-limit'
import { env } from '@/lib/env'

const protection = accountProtection({ kind: 'users', nameField: 'name', loginLimit: 'staffLogin' })

/** Staff accounts for /admin. Applicants live in their own auth collection (admissions issue). */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staf', plural: 'Staf' },
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Pengaturan' },
  auth: {
    ...ACCOUNT_LOCKOUT,
    tokenExpiration: 8 * 60 * 60,
    // Staff sessions live in the HttpOnly cookie only: no script can read a staff token (ADR 0015).
    removeTokenFromResponses: true,
    // A staff API key (`Authorization: users API-Key …`) for another system: it opens only the
    // calls that accept it (the academic system's pull of new students), see src/access/roles.ts.
    useAPIKey: true,
    cookies: {
      sameSite: 'Lax',
      // Secure in production, like the applicants' cookie. A getter: read when Payload builds its
      // config, never at import (importing this file must not fix the environment early).
      get secure() {
        return env().appEnv === 'production'
      },
    },
  },
  endpoints: [
    forgotPasswordEndpoint('users'),
    ...staffEmailConfirmEndpoints,
    ...secondFactorEndpoints,
  ],
  hooks: {
    beforeOperation: [protection.beforeOperation],
    afterLogin: [protection.afterLogin],
    afterError: [protection.afterError],
    afterChange: [tellAboutCredentialChange('users')],
    beforeDelete: [deleteFactorsWithAccount],
  },
  access: {
    admin: ({ req }) => hasRole(req.user as never, ...STAFF_ROLES),
    read: adminOrOwnStaffAccountRead,
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
    ...credentialChangeFields('users'),
    ...secondFactorUserFields,
  ],
}
