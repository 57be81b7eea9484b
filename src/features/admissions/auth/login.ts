import type { Payload } from 'payload'
import { AUTH_MESSAGES } from './messages'
import { countLoginFailure } from '@/features/observability/metrics'
import { payloadErrorStatus } from '@/lib/payload-errors'
import { visitorRequest } from './request'
import type { LoginInput } from './schemas'

export type LoginResult =
  | { ok: true; token: string; email: string }
  | { ok: false; reason: 'credentials' | 'unverified' | 'rate-limited'; message: string }

/**
 * Logs an applicant in with Payload's own login operation (lockout after 5 failures, session
 * record, JWT); the caller turns the token into the session cookie. Messages never tell whether
 * the email exists: an unknown email, a wrong password and a locked account read the same (and
 * take the same time, see src/features/accounts/protect.ts), and "not verified" is only said once
 * the password was right.
 */
export async function loginApplicant(
  payload: Payload,
  input: LoginInput,
  headers: Headers,
): Promise<LoginResult> {
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
    // A Local API login never reaches the collection's afterError hook, which counts the REST ones.
    if (payloadErrorStatus(error) === 401) countLoginFailure('applicants')
    switch (payloadErrorStatus(error)) {
      case 429:
        return { ok: false, reason: 'rate-limited', message: (error as Error).message }
      // Payload answers 403 (UnverifiedEmail) only after the password was right.
      case 403:
        return { ok: false, reason: 'unverified', message: AUTH_MESSAGES.unverified }
      // 401 is a wrong email or password, or a locked account; 400 a missing field.
      case 401:
      case 400:
        return { ok: false, reason: 'credentials', message: AUTH_MESSAGES.wrongCredentials }
      default:
        throw error
    }
  }
}
