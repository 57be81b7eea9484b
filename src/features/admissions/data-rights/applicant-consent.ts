import type { CollectionAfterChangeHook, FieldAccess, Payload } from 'payload'
import { isAdmissionsUser } from '@/access/applicants'
import { REGISTER_APPLICANT } from '@/features/admissions/auth/register'
import { recordConsent } from '@/features/privacy/consent'
import { RECONSENT_MESSAGES } from '@/features/privacy/messages'
import { readPrivacyNotice } from '@/features/privacy/notice'
import type { Applicant } from '@/payload-types'

/** Marks the renewal service's request: the one way an applicant changes their consent fields. */
export const RENEW_CONSENT = 'renewPrivacyConsent'

/** The consent fields: admissions staff, or the renewal service acting for the applicant. */
export const consentFieldUpdate: FieldAccess = ({ req }) =>
  isAdmissionsUser(req.user as never) || req.context?.[RENEW_CONSENT] === true

/**
 * Applicants afterChange: each new consent to the privacy notice (registration, renewal, or staff
 * setting it) appends a consent record in the same transaction, naming the version and the time.
 */
export const recordApplicantConsent: CollectionAfterChangeHook<Applicant> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const changed =
    operation === 'create' ||
    doc.privacyConsentVersion !== previousDoc?.privacyConsentVersion ||
    doc.privacyConsentAt !== previousDoc?.privacyConsentAt
  const version = Number(doc.privacyConsentVersion)
  if (!changed || !Number.isInteger(version) || version < 1) return doc
  const source =
    req.context?.[REGISTER_APPLICANT] === true
      ? 'registration'
      : req.context?.[RENEW_CONSENT] === true
        ? 'renewal'
        : 'admin'
  await recordConsent(
    req.payload,
    { kind: 'privacy-notice', noticeVersion: version, applicant: doc.id, source },
    req,
  )
  return doc
}

export type RenewResult = { ok: true } | { ok: false; message: string }

/**
 * The applicant agrees to the notice in force (after a new version): stored on their account as
 * themselves (access enforced), recorded by the hook above. `version` is what the page showed: if
 * admins published another version meanwhile, the applicant reads again.
 */
export async function renewPrivacyConsent(
  payload: Payload,
  applicant: { id: number | string; collection: 'applicants' },
  input: { consent: boolean; version: string },
): Promise<RenewResult> {
  if (!input.consent) return { ok: false, message: RECONSENT_MESSAGES.required }
  const notice = await readPrivacyNotice(payload)
  if (input.version !== String(notice.version))
    return { ok: false, message: RECONSENT_MESSAGES.stale }
  await payload.update({
    collection: 'applicants',
    id: applicant.id,
    data: {
      privacyConsentVersion: String(notice.version),
      privacyConsentAt: new Date().toISOString(),
    },
    overrideAccess: false,
    user: applicant as never,
    context: { [RENEW_CONSENT]: true },
  })
  return { ok: true }
}

/**
 * Applications afterChange: a parent's or guardian's consent (UU PDP pasal 25) given or taken
 * back on the form is appended to the consent records, with the notice version in force.
 */
export const recordGuardianConsent: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const now = doc.personal?.guardianConsent === true
  const before = operation === 'update' && previousDoc?.personal?.guardianConsent === true
  if (now === before || doc.applicant === null || doc.applicant === undefined) return doc
  const notice = await readPrivacyNotice(req.payload, req)
  const applicant = typeof doc.applicant === 'object' ? doc.applicant.id : doc.applicant
  await recordConsent(
    req.payload,
    {
      kind: 'guardian',
      decision: now ? 'given' : 'withdrawn',
      noticeVersion: notice.version,
      applicant,
      source: 'form',
      detail: doc.personal?.parentName ? `Orang tua/wali: ${doc.personal.parentName}` : null,
    },
    req,
  )
  return doc
}

/**
 * Applicants afterChange: the optional consent to campus news by email/WhatsApp, given or
 * withdrawn, is appended to the consent records with the notice version in force and the time.
 */
export const recordCampusInfoConsent: CollectionAfterChangeHook<Applicant> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const now = doc.campusInfoConsent === true
  const before = operation === 'update' && previousDoc?.campusInfoConsent === true
  if (now === before) return doc
  const notice = await readPrivacyNotice(req.payload, req)
  await recordConsent(
    req.payload,
    {
      kind: 'campus-info',
      decision: now ? 'given' : 'withdrawn',
      noticeVersion: notice.version,
      applicant: doc.id,
      source: req.context?.[RENEW_CONSENT] === true ? 'data-rights' : 'admin',
    },
    req,
  )
  return doc
}

/**
 * The applicant gives or withdraws the optional consent to campus news (one click on
 * /daftar/data-saya), as themselves (access enforced); the hook above records it. Nothing sends
 * such news yet: a future sender reads `campusInfoConsent` and writes only when it is true.
 */
export async function setCampusInfoConsent(
  payload: Payload,
  applicant: { id: number | string; collection: 'applicants' },
  given: boolean,
): Promise<void> {
  await payload.update({
    collection: 'applicants',
    id: applicant.id,
    data: { campusInfoConsent: given },
    overrideAccess: false,
    user: applicant as never,
    context: { [RENEW_CONSENT]: true },
  })
}
