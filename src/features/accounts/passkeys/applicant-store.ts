import type { PayloadRequest } from 'payload'
import { challengeFor, type StoredPasskey } from './webauthn'

/** Marks a request whose passkey change the service has checked (the collection's access reads it). */
export const PASSKEY_CHECKED = 'applicantPasskeyChecked'
/** How many passkeys one applicant may keep. */
export const MAX_PASSKEYS = 10

type Id = number | string
type Purpose = 'register' | 'login'
export type PasskeyRow = {
  id: Id
  applicant: Id | { id: Id }
  credentialId: string
  publicKey: string
  counter: number
  transports?: string[] | null
  createdAt: string
  lastUsedAt?: string | null
}

export const asStored = (row: PasskeyRow): StoredPasskey => ({
  id: row.credentialId,
  publicKey: row.publicKey,
  counter: row.counter,
  transports: row.transports ?? undefined,
  createdAt: row.createdAt,
})

/** Keeps a new challenge (and drops the expired ones, so the table stays small). */
export async function keepChallenge(
  req: PayloadRequest,
  purpose: Purpose,
  value: string,
  applicant?: Id,
) {
  await req.payload.delete({
    collection: 'passkey-challenges',
    where: { expiresAt: { less_than: new Date().toISOString() } },
    overrideAccess: true,
    req,
  })
  const { expiresAt } = challengeFor(purpose, value)
  await req.payload.create({
    collection: 'passkey-challenges',
    data: { value, purpose, applicant: applicant as number | undefined, expiresAt },
    overrideAccess: true,
    req,
  })
}

/**
 * Takes a challenge for `purpose` (and `applicant`) out of the store: each is used once, whether
 * the response it was for is valid or not. Null when unknown or expired.
 */
export async function takeChallenge(
  req: PayloadRequest,
  purpose: Purpose,
  value: unknown,
  applicant?: Id,
): Promise<string | null> {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200) return null
  const { docs } = await req.payload.find({
    collection: 'passkey-challenges',
    where: {
      and: [
        { value: { equals: value } },
        { purpose: { equals: purpose } },
        { expiresAt: { greater_than: new Date().toISOString() } },
        applicant === undefined
          ? { applicant: { exists: false } }
          : { applicant: { equals: applicant } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (!docs[0]) return null
  const removed = await req.payload.delete({
    collection: 'passkey-challenges',
    where: { id: { equals: docs[0].id } },
    overrideAccess: true,
    req,
  })
  // Two requests racing with one challenge: only the one that removed it goes on.
  return removed.docs.length === 1 ? value : null
}

/** A passkey by its credential id, whoever's it is (the sign-in does not know the applicant yet). */
export async function passkeyByCredential(req: PayloadRequest, credentialId: unknown) {
  if (typeof credentialId !== 'string' || credentialId.length === 0 || credentialId.length > 1024)
    return null
  const { docs } = await req.payload.find({
    collection: 'applicant-passkeys',
    where: { credentialId: { equals: credentialId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (docs[0] as unknown as PasskeyRow | undefined) ?? null
}
