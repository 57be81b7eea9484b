import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'

/**
 * Each staff member's second factors: the sealed TOTP secret, passkeys, hashed recovery codes,
 * the WebAuthn challenge in progress and the failed-code count. No API reads or writes it (every
 * rule is `nobody`); only the second-factor endpoints do, through the Local API
 * (src/features/accounts/second-factor/store.ts). Kept out of `users`, so no secret ever rides on
 * the session user that Payload hands to the admin and to `/me`.
 */
export const StaffFactors: CollectionConfig = {
  slug: 'staff-factors',
  labels: { singular: 'Faktor kedua', plural: 'Faktor kedua' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', required: true, unique: true },
    { name: 'totpSecret', type: 'text' },
    // A secret shown for enrolment, kept until its first code confirms it.
    { name: 'pendingTotpSecret', type: 'text' },
    // The last time step a code was accepted for: a code is not accepted twice.
    { name: 'lastTotpStep', type: 'number' },
    { name: 'passkeys', type: 'json' },
    { name: 'recoveryCodes', type: 'json' },
    { name: 'challenge', type: 'json' },
    { name: 'failures', type: 'number', defaultValue: 0 },
    { name: 'lockedUntil', type: 'date' },
  ],
}
