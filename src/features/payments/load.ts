import type { Payload } from 'payload'
import { publicPayment, type PublicPayment } from './map'

/** The signed-in applicant's attempts, newest first, read with their own access. */
export async function loadApplicantPayments(
  payload: Payload,
  user: { id: number; collection: 'applicants' },
): Promise<PublicPayment[]> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { applicant: { equals: user.id } },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.map(publicPayment)
}
