import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

/** Removes an application's history first: entries point at it and cannot exist without it. */
export async function deleteApplicationHistory(
  req: PayloadRequest,
  applicationId: number | string,
) {
  await req.payload.delete({
    collection: 'application-events',
    where: { application: { equals: applicationId } },
    overrideAccess: true,
    req,
  })
}

/**
 * Deleting an applicant (an admin carrying out a UU PDP deletion request) removes everything
 * that is theirs in the same transaction: history, application and uploaded files (from disk
 * too). Their data requests stay, without the account, as the record that the request was met.
 */
export const deleteApplicantData: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs } = await req.payload.find({
    collection: 'applications',
    where: { applicant: { equals: id } },
    depth: 0,
    limit: 10,
    overrideAccess: true,
    req,
  })
  for (const application of docs) {
    await deleteApplicationHistory(req, application.id)
    await req.payload.delete({
      collection: 'applications',
      id: application.id,
      overrideAccess: true,
      req,
    })
  }
  await req.payload.delete({
    collection: 'applicant-files',
    where: { owner: { equals: id } },
    overrideAccess: true,
    req,
  })
  // Their passkeys and any challenge still waiting for one.
  for (const collection of ['applicant-passkeys', 'passkey-challenges'] as const)
    await req.payload.delete({
      collection,
      where: { applicant: { equals: id } },
      overrideAccess: true,
      req,
    })
}
