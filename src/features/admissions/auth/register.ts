import type { Payload } from 'payload'
import { ACCOUNT_MAILS } from '@/features/accounts/messages'
import { spendPasswordCheck } from '@/features/accounts/password-hash'
import { passwordProblem } from '@/features/accounts/password-policy'
import { limitKeys } from '@/features/accounts/protect'
import { takeAccountSlot, tooManyAttemptsMessage } from '@/features/accounts/rate-limit'
import { readPrivacyNotice } from '@/features/privacy/notice'
import { AUTH_MESSAGES } from './messages'
import { isValidationError, payloadErrorStatus, validationMessages } from '@/lib/payload-errors'
import { visitorRequest } from './request'
import type { FieldErrors, RegisterInput } from './schemas'

/**
 * Marks the registration's request context: the Applicants collection lets only this service
 * (or an admin) create an applicant.
 */
export const REGISTER_APPLICANT = 'registerApplicant'

export type RegisterResult =
  { ok: true; email: string } | { ok: false; message?: string; errors?: FieldErrors }

/**
 * Creates an applicant account as the visitor (access enforced; the collection admits creates
 * only from requests marked REGISTER_APPLICANT) with the privacy notice version they agreed to
 * and when; the Applicants hook appends the consent record in the same transaction. Payload
 * sends the verification email; the account cannot log in until it is used.
 *
 * An email that already has an account gets the same answer, in about the same time, and that
 * account is mailed "you already have an account" instead (no account enumeration): the page never tells a
 * stranger who has registered.
 */
export async function registerApplicant(
  payload: Payload,
  input: RegisterInput,
  headers: Headers,
): Promise<RegisterResult> {
  const notice = await readPrivacyNotice(payload)
  // Consent counts for the notice the applicant read: if staff changed it meanwhile, they read again.
  if (input.consentVersion !== String(notice.version)) {
    return {
      ok: false,
      message: AUTH_MESSAGES.consentChanged,
      errors: { consent: AUTH_MESSAGES.consentChanged },
    }
  }
  const email = input.email.trim().toLowerCase()
  if (await existingAccount(payload, email)) return alreadyRegistered(payload, input, headers)
  try {
    await payload.create({
      collection: 'applicants',
      data: {
        email: input.email,
        password: input.password,
        fullName: input.fullName,
        whatsapp: input.whatsapp,
        privacyConsentVersion: String(notice.version),
        privacyConsentAt: new Date().toISOString(),
      },
      overrideAccess: false,
      context: { [REGISTER_APPLICANT]: true },
      req: visitorRequest(headers),
    })
    return { ok: true, email: input.email }
  } catch (error) {
    if (isValidationError(error)) {
      const errors = validationMessages(error)
      // After our own format check, the only thing wrong with an email is that it is taken (by a
      // registration racing this one): answered like any existing account.
      if (errors.email && Object.keys(errors).length === 1) return { ok: true, email: input.email }
      delete errors.email
      return { ok: false, message: AUTH_MESSAGES.fixFields, errors }
    }
    if (payloadErrorStatus(error) === 429) return { ok: false, message: (error as Error).message }
    throw error
  }
}

const existingAccount = (payload: Payload, email: string) =>
  payload.db.findOne<{ id: number | string; email: string; fullName?: string }>({
    collection: 'applicants',
    where: { email: { equals: email } },
  })

/**
 * The work a new account would cost, then the mail to the existing one: the limit, the password
 * policy the collection checks again on create (zxcvbn takes up to half a second on a random
 * password, and without it a known email answered that much sooner) and one hashing.
 */
async function alreadyRegistered(
  payload: Payload,
  input: RegisterInput,
  headers: Headers,
): Promise<RegisterResult> {
  const slot = await takeAccountSlot('register', limitKeys('applicants', headers).ip)
  if (!slot.allowed) return { ok: false, message: tooManyAttemptsMessage(slot.retryAfter) }
  passwordProblem(input.password, { email: input.email, fullName: input.fullName })
  await spendPasswordCheck(input.password)
  const account = await existingAccount(payload, input.email.trim().toLowerCase())
  if (account)
    await payload.sendEmail(
      ACCOUNT_MAILS.alreadyRegistered('applicants', account.email, account.fullName),
    )
  return { ok: true, email: input.email }
}
