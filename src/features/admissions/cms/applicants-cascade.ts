import type { CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

/**
 * Removes what is kept about an application first, as it points at it and cannot exist without
 * it: its history, its re-registration, its student record (the NIM counter never goes back, so
 * its NIM is never given again), and its payment attempts with their log rows (the log's rows of
 * an unknown order point at no payment and stay).
 */
export async function deleteApplicationHistory(
  req: PayloadRequest,
  applicationId: number | string,
) {
  for (const collection of ['application-events', 'reregistrations', 'students'] as const)
    await req.payload.delete({
      collection,
      where: { application: { equals: applicationId } },
      overrideAccess: true,
      req,
    })
  const { docs: payments } = await req.payload.find({
    collection: 'payments',
    where: { application: { equals: applicationId } },
    pagination: false,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  if (payments.length === 0) return
  const ids = payments.map((payment) => payment.id)
  await req.payload.delete({
    collection: 'payment-logs',
    where: { payment: { in: ids } },
    overrideAccess: true,
    req,
  })
  await req.payload.delete({
    collection: 'payments',
    where: { id: { in: ids } },
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
