/*
 * Who must have a second factor, and where a staff session stands. Pure: the environment and the
 * session user are passed in, so the rule is tested for every role and environment without a
 * server (tests/unit/second-factor.test.ts).
 */

/** Roles that read every applicant's identity documents: a second factor in production. */
export const ROLES_NEEDING_A_FACTOR = ['admin', 'admissions'] as const

/** The parts of a staff session user the rule reads (all set by the server, never by a client). */
export type SecondStepUser = {
  collection?: string
  role?: string | null
  /** Set by the server when the first factor is confirmed; cleared when the last one goes. */
  secondFactorEnrolled?: boolean | null
  /** An admin's setting: this account (an editor, say) must have a factor in any environment. */
  secondFactorRequired?: boolean | null
  /** Session ids (`sid` of the JWT) whose second step is done. */
  secondStepSessions?: unknown
  /** The session of this request, set by Payload's JWT strategy. */
  _sid?: string
}

export function mustHaveSecondFactor(user: SecondStepUser, production: boolean): boolean {
  if (user.secondFactorRequired === true) return true
  return production && (ROLES_NEEDING_A_FACTOR as readonly unknown[]).includes(user.role)
}

/**
 * - `done`: the session may do what the role allows;
 * - `pending`: password given, the second step not yet (only the second-step view and logout);
 * - `enrol`: a factor is required and there is none yet (only the enrolment view and logout).
 */
export type SecondStepState = 'done' | 'pending' | 'enrol'

export function secondStepState(user: SecondStepUser, production: boolean): SecondStepState {
  if (user.secondFactorEnrolled === true) {
    const verified = Array.isArray(user.secondStepSessions) ? user.secondStepSessions : []
    return user._sid !== undefined && verified.includes(user._sid) ? 'done' : 'pending'
  }
  return mustHaveSecondFactor(user, production) ? 'enrol' : 'done'
}
