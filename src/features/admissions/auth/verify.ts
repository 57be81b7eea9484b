import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { clientIp } from '@/lib/client-address'
import { payloadErrorStatus } from '@/lib/payload-errors'
import { AUTH_MESSAGES } from './messages'
import { takeAccountSlot, tooManyAttemptsMessage } from '@/features/accounts/rate-limit'

/** Marks the account of an emailed verification link as verified (Payload's verifyEmail). */
export async function verifyApplicantEmail(
  payload: Payload,
  token: string,
): Promise<{ ok: boolean; message: string }> {
  if (!/^[\w-]{1,200}$/.test(token)) return { ok: false, message: AUTH_MESSAGES.verifyInvalid }
  try {
    await payload.verifyEmail({ collection: 'applicants', token })
    return { ok: true, message: AUTH_MESSAGES.verified }
  } catch (error) {
    // Unknown token, or one already used (Payload clears it once the email is verified).
    const status = payloadErrorStatus(error)
    if (status !== null && status < 500) return { ok: false, message: AUTH_MESSAGES.verifyInvalid }
    throw error
  }
}

/**
 * A new verification link for an account that is not verified yet. Payload has no operation for
 * this, so the token is made the way its create operation makes one and the mail is the
 * collection's own. Same answer whether or not the account exists; limited per IP.
 */
export async function resendVerification(
  payload: Payload,
  email: string,
  headers: Headers,
): Promise<{ ok: boolean; message: string }> {
  const slot = await takeAccountSlot('resendVerification', clientIp(headers))
  if (!slot.allowed) return { ok: false, message: tooManyAttemptsMessage(slot.retryAfter) }
  const user = await payload.db.findOne<{
    id: number | string
    email: string
    fullName?: string
    _verified?: boolean | null
  }>({
    collection: 'applicants',
    where: { email: { equals: email } },
  })
  if (user && user._verified === false) {
    const token = crypto.randomBytes(20).toString('hex')
    await payload.db.updateOne({
      collection: 'applicants',
      id: user.id,
      data: { _verificationToken: token },
      returning: false,
    })
    const verify = payload.collections.applicants.config.auth.verify
    if (typeof verify === 'object' && verify.generateEmailHTML && verify.generateEmailSubject) {
      const req = { payload } as never
      await payload.sendEmail({
        to: user.email,
        subject: await verify.generateEmailSubject({ req, token, user }),
        html: await verify.generateEmailHTML({ req, token, user }),
      })
    }
  }
  return { ok: true, message: AUTH_MESSAGES.verificationResent }
}
