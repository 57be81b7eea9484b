import { ageOn } from '@/features/admissions/tracks/eligibility'
import { GUARDIAN_AGE, GUARDIAN_MESSAGES } from '@/features/privacy/messages'

type GuardianAnswers = {
  birthDate?: string | null
  parentName?: string | null
  parentPhone?: string | null
  guardianConsent?: boolean | null
}
export type GuardianProblem = { path: string; message: string }

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === ''

/** Whether the applicant is a child under UU PDP (under 18) on the admissions reference date. */
export const isMinorOn = (birthDate: string, referenceDate: string) =>
  ageOn(birthDate, referenceDate) < GUARDIAN_AGE

/**
 * UU PDP pasal 25: an applicant under 18 on the reference date submits only with a parent's or
 * guardian's name, contact and consent. Pure: the form's review, the Applications hook (every
 * writer) and the tests share it. Without a birth date there is nothing to decide yet.
 */
export function guardianProblems(p: GuardianAnswers, referenceDate: string): GuardianProblem[] {
  if (blank(p.birthDate) || !isMinorOn(String(p.birthDate), referenceDate)) return []
  const age = ageOn(String(p.birthDate), referenceDate)
  const problems: GuardianProblem[] = []
  if (blank(p.parentName))
    problems.push({ path: 'personal.parentName', message: GUARDIAN_MESSAGES.missingName(age) })
  if (blank(p.parentPhone))
    problems.push({ path: 'personal.parentPhone', message: GUARDIAN_MESSAGES.missingPhone(age) })
  if (p.guardianConsent !== true)
    problems.push({
      path: 'personal.guardianConsent',
      message: GUARDIAN_MESSAGES.missingConsent(age),
    })
  return problems
}
