import type { Payload } from 'payload'
import { AUTH_MESSAGES, lockedMessage } from './messages'
import { payloadErrorStatus, visitorRequest } from './request'
import type { LoginInput } from './schemas'

export type LoginResult =
  | { ok: true; token: string; email: string }
  | { ok: false; reason: 'credentials' | 'unverified' | 'locked' | 'rate-limited'; message: string }

/**
 * Logs an applicant in with Payload's own login operation (lockout after 5 failures, session
 * record, JWT); the caller turns the token into the session cookie. Messages never tell whether
 * the email exists: an unknown email and a wrong password read the same, and "not verified" is
 * only said once the password was right.
 */
export async function loginApplicant(payload: Payload, input: LoginInput, headers: Headers): Promise<LoginResult> {
  try {
    const result = await payload.login({
      collection: 'applicants',
      data: { email: input.email, password: input.password },
      overrideAccess: false,
      req: visitorRequest(headers),
    })
    if (!result.token || !result.user) throw new Error('Payload login returned no token')
    return { ok: true, token: result.token, email: result.user.email }
  } catch (error) {
    switch (payloadErrorStatus(error)) {
      case 429:
        return { ok: false, reason: 'rate-limited', message: (error as Error).message }
      // Payload answers 403 (UnverifiedEmail) only after the password was right.
      case 403:
        return { ok: false, reason: 'unverified', message: AUTH_MESSAGES.unverified }
      // 401 is a wrong email or password, or a locked account (LockedAuth); 400 a missing field.
      case 401:
      case 400: {
        const lockUntil = await lockedUntil(payload, input.email)
        return lockUntil
          ? { ok: false, reason: 'locked', message: lockedMessage(lockUntil) }
          : { ok: false, reason: 'credentials', message: AUTH_MESSAGES.wrongCredentials }
      }
      default:
        throw error
    }
  }
}

/** When the account's lock ends, if it is locked now. */
async function lockedUntil(payload: Payload, email: string): Promise<Date | null> {
  const user = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection: 'applicants', where: { email: { equals: email } } })
  const until = user?.lockUntil ? new Date(user.lockUntil) : null
  return until && until > new Date() ? until : null
}
