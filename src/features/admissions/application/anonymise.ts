import type { Payload, PayloadRequest } from 'payload'
import { DOCUMENT_SLOTS } from '@/features/admissions/uploads/kinds'
import { relationId } from '@/lib/relation'

/** The name an anonymised application shows in the admin's list. */
export const ANONYMISED_NAME = '(dianonimkan)'

/**
 * Everything personal in an application, emptied. What stays is what statistics need: period,
 * track, programme choice, status, the payment and submission dates, the test's date and mode.
 */
const PERSONAL_DATA_REMOVED = {
  applicant: null,
  applicantName: ANONYMISED_NAME,
  applicantEmail: null,
  paymentProof: null,
  paymentRejectionReason: null,
  personal: {
    gender: null,
    birthPlace: null,
    birthDate: null,
    nik: null,
    religion: null,
    heightCm: null,
    address: null,
    schoolName: null,
    parentName: null,
    parentPhone: null,
    guardianConsent: null,
    colourBlind: null,
    hasSkck: null,
    healthDeclaration: null,
  },
  documents: Object.fromEntries(DOCUMENT_SLOTS.map((slot) => [slot, null])),
  test: { examNumber: null, place: null, onlineUrl: null, notes: null },
  decisionNote: null,
  refund: { reference: null },
}

/**
 * Anonymises one application past its retention period: its personal fields are emptied and it
 * is detached from the applicant (written straight to the database: no status mail, no audit, no
 * pipeline check may run for the retention job), its history and re-registration go, and the applicant's account is
 * deleted, which removes their files from storage too (Applicants' cascade).
 */
export async function anonymiseApplication(
  payload: Payload,
  application: { id: number | string; applicant?: unknown },
  now: Date,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const applicantId = relationId(application.applicant as never)
  await payload.db.updateOne({
    collection: 'applications',
    id: application.id,
    data: { ...PERSONAL_DATA_REMOVED, anonymisedAt: now.toISOString() },
    req,
    returning: false,
  })
  for (const collection of ['application-events', 'reregistrations'] as const)
    await payload.delete({
      collection,
      where: { application: { equals: application.id } },
      overrideAccess: true,
      req,
    })
  if (applicantId === undefined || applicantId === null) return
  await payload.delete({
    collection: 'applicants',
    where: { id: { equals: applicantId } },
    overrideAccess: true,
    req,
  })
}
