import type { Payload } from 'payload'
import { REGISTER_APPLICANT } from '@/collections/Applicants'
import { loadAdmissionsSettings } from '../settings'
import { AUTH_MESSAGES } from './messages'
import { isValidationError, payloadErrorStatus, validationErrorsOf, visitorRequest } from './request'
import type { FieldErrors, RegisterInput } from './schemas'

export type RegisterResult = { ok: true; email: string } | { ok: false; message?: string; errors?: FieldErrors }

/**
 * Creates an applicant account as the visitor (access enforced; the collection admits creates
 * only from requests marked REGISTER_APPLICANT) with the privacy notice version they agreed to
 * and when. Payload sends the verification email; the account cannot log in until it is used.
 */
export async function registerApplicant(payload: Payload, input: RegisterInput, headers: Headers): Promise<RegisterResult> {
  const settings = await loadAdmissionsSettings(payload)
  // Consent counts for the notice the applicant read: if staff changed it meanwhile, they read again.
  if (input.consentVersion !== settings.privacyNoticeVersion) {
    return { ok: false, message: AUTH_MESSAGES.consentChanged, errors: { consent: AUTH_MESSAGES.consentChanged } }
  }
  try {
    await payload.create({
      collection: 'applicants',
      data: {
        email: input.email,
        password: input.password,
        fullName: input.fullName,
        whatsapp: input.whatsapp,
        privacyConsentVersion: settings.privacyNoticeVersion,
        privacyConsentAt: new Date().toISOString(),
      },
      overrideAccess: false,
      context: { [REGISTER_APPLICANT]: true },
      req: visitorRequest(headers),
    })
    return { ok: true, email: input.email }
  } catch (error) {
    if (isValidationError(error)) {
      const errors = validationErrorsOf(error)
      // After our own format check, the only thing wrong with an email is that it is taken.
      if (errors.email) errors.email = AUTH_MESSAGES.duplicateEmail
      return { ok: false, message: errors.email ?? AUTH_MESSAGES.fixFields, errors }
    }
    if (payloadErrorStatus(error) === 429) return { ok: false, message: (error as Error).message }
    throw error
  }
}
