import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'

/**
 * WebAuthn challenges handed to applicants' browsers, each used once: a sign-in has no account
 * yet to keep its challenge on (staff keep theirs in `staff-factors`). No API reads or writes it.
 */
export const PasskeyChallenges: CollectionConfig = {
  slug: 'passkey-challenges',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'value', type: 'text', required: true, unique: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      options: ['register', 'login'],
    },
    // The applicant adding a passkey; empty for a sign-in.
    { name: 'applicant', type: 'relationship', relationTo: 'applicants' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
