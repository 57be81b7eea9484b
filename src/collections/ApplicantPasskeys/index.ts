import type { Access, CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { isApplicantUser } from '@/access/applicants'
import { PASSKEY_CHECKED } from '@/features/accounts/passkeys/applicant-store'

type MaybeUser = { id?: number | string; collection?: string } | null | undefined

/** An applicant reads only their own passkeys; staff read none (nothing in them is for staff). */
const ownPasskeys: Access = ({ req }) => {
  const user = req.user as MaybeUser
  return isApplicantUser(user) && user?.id !== undefined
    ? { applicant: { equals: user.id } }
    : false
}

/**
 * Adding and removing go through the passkey service only, which marks its request once the
 * browser's response is verified (adding) or the applicant signed in recently or gave the
 * password (removing): Payload's REST routes never get that far.
 */
const checkedOwnPasskeys: Access = (args) =>
  args.req.context?.[PASSKEY_CHECKED] === true ? ownPasskeys(args) : false
const checkedOwnCreate: Access = ({ req, data }) => {
  const user = req.user as MaybeUser
  return (
    req.context?.[PASSKEY_CHECKED] === true &&
    isApplicantUser(user) &&
    String((data as { applicant?: unknown } | undefined)?.applicant) === String(user?.id)
  )
}

/**
 * An applicant's passkeys (WebAuthn), an alternative to the password on /daftar/login. Only the
 * public key is kept; the credential id finds the row when the browser offers a passkey.
 */
export const ApplicantPasskeys: CollectionConfig = {
  slug: 'applicant-passkeys',
  labels: { singular: 'Passkey pendaftar', plural: 'Passkey pendaftar' },
  admin: { hidden: true },
  access: {
    read: ownPasskeys,
    create: checkedOwnCreate,
    update: nobody,
    delete: checkedOwnPasskeys,
  },
  fields: [
    {
      name: 'applicant',
      type: 'relationship',
      relationTo: 'applicants',
      required: true,
      index: true,
    },
    { name: 'credentialId', type: 'text', required: true, unique: true },
    { name: 'publicKey', type: 'text', required: true },
    { name: 'counter', type: 'number', required: true, defaultValue: 0 },
    { name: 'transports', type: 'json' },
    { name: 'lastUsedAt', type: 'date' },
  ],
}
