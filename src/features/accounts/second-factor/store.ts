import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import type { Challenge, StoredPasskey } from '@/features/accounts/passkeys/webauthn'

/** A staff member's factors as the server keeps them (`staff-factors`). */
export type FactorRecord = {
  id: number | string
  totpSecret?: string | null
  pendingTotpSecret?: string | null
  lastTotpStep?: number | null
  passkeys?: StoredPasskey[] | null
  recoveryCodes?: string[] | null
  challenge?: Challenge<'register' | 'login'> | null
  failures?: number | null
  lockedUntil?: string | null
}

type Id = number | string

/** The factor record of `userId`, created empty on first use. Server code only (no access rule passes). */
export async function factorsOf(req: PayloadRequest, userId: Id): Promise<FactorRecord> {
  const found = await req.payload.find({
    collection: 'staff-factors',
    where: { user: { equals: userId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (found.docs[0]) return found.docs[0] as unknown as FactorRecord
  const created = await req.payload.create({
    collection: 'staff-factors',
    data: { user: userId as number },
    depth: 0,
    overrideAccess: true,
    req,
  })
  return created as unknown as FactorRecord
}

export async function saveFactors(
  req: PayloadRequest,
  record: FactorRecord,
  data: Partial<Omit<FactorRecord, 'id'>>,
): Promise<FactorRecord> {
  const saved = await req.payload.update({
    collection: 'staff-factors',
    id: record.id,
    data: data as never,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return saved as unknown as FactorRecord
}

export const hasAnyFactor = (record: FactorRecord) =>
  Boolean(record.totpSecret) || (record.passkeys?.length ?? 0) > 0

/** A staff account's factors go with it (the record's `user` cannot be left empty). */
export const deleteFactorsWithAccount: CollectionBeforeDeleteHook = ({ id, req }) =>
  deleteFactors(req, id)

/** Removes every factor of `userId` (a lost-factor reset). */
export async function deleteFactors(req: PayloadRequest, userId: Id): Promise<void> {
  await req.payload.delete({
    collection: 'staff-factors',
    where: { user: { equals: userId } },
    overrideAccess: true,
    req,
  })
}
