import type { Payload } from 'payload'
import { publicPayment, type PublicPayment } from './map'
import { paymentOffer, type PaymentOffer } from './offer'

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

/** What a payment screen needs: the online payment offered now and the applicant's attempts. */
export async function paymentScreenData(
  payload: Payload,
  applicantId: number,
): Promise<{ offer: PaymentOffer | null; attempts: PublicPayment[] }> {
  const user = { id: applicantId, collection: 'applicants' as const }
  const [offer, attempts] = await Promise.all([
    paymentOffer(payload),
    loadApplicantPayments(payload, user),
  ])
  return { offer, attempts }
}
