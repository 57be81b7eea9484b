import type { Payload } from 'payload'
import { z } from 'zod'
import { NO_APPLICATION } from '@/features/admissions/application/messages'
import {
  findApplication,
  saveStep,
  type ApplicantRef,
} from '@/features/admissions/application/service'
import { storedBirthDate } from '@/features/admissions/form/field-rules'
import { answerSchemas, valuesFromApplication } from '@/features/admissions/form/steps'
import type { ApplicationFormData } from '@/features/admissions/form/submission'
import { eligibilityRules, loadAdmissionsSettings } from '@/features/admissions/settings'
import {
  checkEligibility,
  REQUIREMENT_FIELDS,
  type EligibilityInput,
  type EligibilityProblem,
} from './eligibility'

/**
 * Step "Persyaratan utama" of a track page: the track's questions, parsed with the form's own
 * field schemas, saved into the application (the form starts from them), and the requirements
 * of the track the answers do not meet. Acts for the applicant (overrideAccess: false).
 */
export type RequirementsResult = {
  problems: EligibilityProblem[]
  fieldErrors: Record<string, string>
  saved: boolean
  message?: string
}

export const INVALID_ANSWERS = 'Periksa kembali isian yang ditandai.'

/** Every question is optional here: a track asks only some, and an unanswered one is a refusal. */
const answersSchema = (today?: Date) => {
  const a = answerSchemas(today)
  return z
    .object({
      gender: a.gender,
      birthDate: a.birthDate,
      education: a.education,
      heightCm: a.heightCm,
      colourBlind: a.colourBlind,
      hasSkck: a.hasSkck,
      // A checkbox here: sent when ticked, absent otherwise.
      healthDeclaration: a.healthDeclaration,
    })
    .partial()
}

type CheckInput = {
  /** The posted answers, as text; an empty answer is left out. */
  values: Record<string, string>
  /** The questions the page showed: only these are written, the others keep what the form holds. */
  shown: readonly string[]
  today?: Date
}

export async function checkRequirements(
  payload: Payload,
  user: ApplicantRef,
  { values, shown, today }: CheckInput,
): Promise<RequirementsResult> {
  const parsed = answersSchema(today).safeParse(values)
  if (!parsed.success) {
    const fieldErrors = Object.fromEntries(
      parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
    )
    return { problems: [], fieldErrors, saved: false, message: INVALID_ANSWERS }
  }
  const application = await findApplication(payload, user)
  if (!application) return { problems: [], fieldErrors: {}, saved: false, message: NO_APPLICATION }

  const d = parsed.data
  const answers: Required<EligibilityInput> = {
    gender: d.gender ?? null,
    birthDate: d.birthDate ? storedBirthDate(d.birthDate) : null,
    education: d.education ?? null,
    heightCm: d.heightCm ?? null,
    colourBlind: d.colourBlind ?? null,
    hasSkck: d.hasSkck ?? null,
    healthDeclaration: d.healthDeclaration ?? false,
  }
  const personal = Object.fromEntries(
    Object.entries(answers).filter(([key]) => shown.includes(key)),
  )
  const settings = await loadAdmissionsSettings(payload)
  const problems = checkEligibility(personal, eligibilityRules(settings, application.track))
  const currentStep = application.currentStep ?? 0
  const saved = await saveStep(payload, user, { personal: personal as never, currentStep })
  if (!saved.ok) return { problems, fieldErrors: {}, saved: false, message: saved.message }
  return { problems, fieldErrors: {}, saved: true }
}

/** The saved answers as the check's fields show them (unanswered ones left out). */
export function requirementValues(application: ApplicationFormData): Record<string, string> {
  const saved = valuesFromApplication(application)
  const answered = Object.values(REQUIREMENT_FIELDS).filter((field) => saved[field])
  return Object.fromEntries(answered.map((field) => [field, saved[field]!]))
}
