import { APIError, AuthenticationError, LockedAuth, UnverifiedEmail, ValidationError, type Payload } from 'payload'
import { AUTH_MESSAGES, lockedMessage } from './messages'
import { visitorRequest } from './request'
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
    if (error instanceof LockedAuth) return { ok: false, reason: 'locked', message: lockedMessage(await lockedUntil(payload, input.email)) }
    if (error instanceof UnverifiedEmail) return { ok: false, reason: 'unverified', message: AUTH_MESSAGES.unverified }
    if (error instanceof AuthenticationError || error instanceof ValidationError) return { ok: false, reason: 'credentials', message: AUTH_MESSAGES.wrongCredentials }
    if (error instanceof APIError && error.status === 429) return { ok: false, reason: 'rate-limited', message: error.message }
    throw error
  }
}

async function lockedUntil(payload: Payload, email: string): Promise<Date | null> {
  const user = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection: 'applicants', where: { email: { equals: email } } })
  return user?.lockUntil ? new Date(user.lockUntil) : null
}
