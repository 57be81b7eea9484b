import type { Payload } from 'payload'
import { createApplicant } from './payload'

/** The fee of an application's re-registration in `instalmentCount` instalments. */
export async function withPlan(
  payload: Payload,
  applicationId: number,
  plan = { feeTotal: 9_000_000, instalmentCount: 3 },
) {
  const record = await payload.find({
    collection: 'reregistrations',
    where: { application: { equals: applicationId } },
    overrideAccess: true,
  })
  return payload.update({
    collection: 'reregistrations',
    id: record.docs[0]!.id,
    data: plan,
    overrideAccess: true,
  })
}

/** An accepted applicant (the Applications hook opens the re-registration) with the fee planned. */
export async function acceptedWithPlan(payload: Payload, email: string, name: string) {
  const person = await createApplicant(payload, email, name)
  const application = await payload.create({
    collection: 'applications',
    data: {
      applicant: person.id as number,
      period: '2027/2028',
      track: 'reguler',
      status: 'accepted',
    },
    overrideAccess: true,
  })
  const reregistration = await withPlan(payload, application.id)
  return { person, applicationId: application.id, reregistration }
}
