import type { Payload } from 'payload'
import { requestPasswordResetInBackground } from '@/features/accounts/forgot-password'
import { AUTH_MESSAGES } from './messages'
import { isValidationError, payloadErrorStatus, validationMessages } from '@/lib/payload-errors'
import { visitorRequest } from './request'
import type { FieldErrors, ResetInput } from './schemas'

export type ForgotResult = { ok: true; message: string } | { ok: false; message: string }

/**
 * Sends the reset link when the email belongs to an applicant. The answer is the same either way,
 * and so is the time: the link is made and mailed after the answer (see
 * src/features/accounts/forgot-password.ts), so the form cannot tell who has an account.
 */
export async function requestPasswordReset(
  payload: Payload,
  email: string,
  headers: Headers,
): Promise<ForgotResult> {
  const result = await requestPasswordResetInBackground(payload, 'applicants', email, headers)
  return result.ok
    ? { ok: true, message: AUTH_MESSAGES.resetRequested }
    : { ok: false, message: result.message }
}

export type ResetResult =
  { ok: true } | { ok: false; message: string; errors?: FieldErrors; invalidLink?: boolean }

/** Sets the new password from the emailed link (Payload also unlocks the account and ends its sessions). */
export async function resetPassword(
  payload: Payload,
  input: ResetInput,
  headers: Headers,
): Promise<ResetResult> {
  try {
    await payload.resetPassword({
      collection: 'applicants',
      data: { token: input.token, password: input.password },
      overrideAccess: false,
      req: visitorRequest(headers),
    })
    return { ok: true }
  } catch (error) {
    if (isValidationError(error)) {
      const errors = validationMessages(error)
      return { ok: false, message: errors.password ?? AUTH_MESSAGES.fixFields, errors }
    }
    if (payloadErrorStatus(error) === 429) return { ok: false, message: (error as Error).message }
    // Unknown or expired token: Payload answers 403 "Token is either invalid or has expired".
    const status = payloadErrorStatus(error)
    if (status !== null && status < 500)
      return { ok: false, message: AUTH_MESSAGES.resetInvalid, invalidLink: true }
    throw error
  }
}
