import type { Payload } from 'payload'
import { NO_APPLICATION } from '@/features/admissions/application/messages'
import {
  findApplication,
  saveStep,
  submitApplication,
  type ApplicantRef,
} from '@/features/admissions/application/service'
import { checkEligibility } from '@/features/admissions/tracks/eligibility'
import {
  stepOfField,
  STEP_COUNT,
  type FieldErrors,
  type FormValues,
  type StepNumber,
  type SubmitProblem,
} from './fields'
import { parseStep, stepRefusals } from './steps'
import { choiceProblems, type ProgrammeChoices } from './programme-choice'
import { eligibilityRules, loadAdmissionsSettings } from '@/features/admissions/settings'
import { isTrack } from '@/features/admissions/tracks/tracks'

/**
 * The multi-step form's use of the application service: validate one step, save it with the
 * step to resume at, and tell the page where to go. Acts for the applicant (the service passes
 * overrideAccess: false and the user), so the collection's access and hooks still decide.
 */
export type StepOutcome =
  | { kind: 'invalid'; message: string; errors: FieldErrors }
  /** Nothing was saved: no application yet, or the form is already submitted. */
  | { kind: 'refused'; message: string }
  /** Saved, but a requirement of the track is not met: the applicant stays and sees why. */
  | { kind: 'ineligible'; refusals: FieldErrors; next: StepNumber }
  | { kind: 'saved'; goTo: StepNumber }

export const INVALID_STEP = 'Periksa kembali isian berikut.'

type SaveInput = {
  step: StepNumber
  back: boolean
  values: FormValues
  choices: ProgrammeChoices
  today?: Date
}

export async function saveFormStep(
  payload: Payload,
  user: ApplicantRef,
  { step, back, values, choices, today }: SaveInput,
): Promise<StepOutcome> {
  const parsed = parseStep(step, values, today)
  if (!parsed.ok) return { kind: 'invalid', message: INVALID_STEP, errors: parsed.errors }
  if (step === 3) {
    const errors = choiceProblems(choices, {
      category: values.category ?? '',
      faculty: values.faculty ?? '',
      major: values.major ?? '',
    })
    if (Object.keys(errors).length) return { kind: 'invalid', message: INVALID_STEP, errors }
  }
  const existing = await findApplication(payload, user)
  if (!existing) return { kind: 'refused', message: NO_APPLICATION }

  const target = (back ? Math.max(1, step - 1) : Math.min(STEP_COUNT, step + 1)) as StepNumber
  // Steps 1 and 2 each hold part of the personal group: keep the other step's answers.
  const personal = parsed.data.personal
    ? { ...existing.personal, ...parsed.data.personal }
    : undefined
  let refusals: FieldErrors = {}
  if (personal && !back) {
    const settings = await loadAdmissionsSettings(payload)
    const rules = eligibilityRules(settings, isTrack(existing.track) ? existing.track : 'reguler')
    refusals = stepRefusals(step, checkEligibility(personal, rules), values)
  }
  const stay = Object.keys(refusals).length > 0
  const result = await saveStep(payload, user, {
    ...(personal ? { personal } : {}),
    ...(parsed.data.programme ? { programme: parsed.data.programme } : {}),
    currentStep: (stay ? step : target) - 1,
  })
  if (!result.ok) {
    if (!result.errors?.length) return { kind: 'refused', message: result.message }
    return {
      kind: 'invalid',
      message: INVALID_STEP,
      errors: Object.fromEntries(
        result.errors.map((e) => [e.path.split('.').pop() ?? e.path, e.message]),
      ),
    }
  }
  return stay ? { kind: 'ineligible', refusals, next: target } : { kind: 'saved', goTo: target }
}

export type SubmitOutcome = { ok: true } | { ok: false; message: string; problems: SubmitProblem[] }

/** Submits the form; refusals come back with the step that holds each field. */
export async function submitForm(payload: Payload, user: ApplicantRef): Promise<SubmitOutcome> {
  const result = await submitApplication(payload, user)
  if (result.ok) return { ok: true }
  const problems = (result.errors ?? [])
    .filter((e) => e.path !== 'status')
    .map((e) => ({
      field: e.path.split('.').pop() ?? e.path,
      step: stepOfField(e.path),
      message: e.message,
    }))
  return {
    ok: false,
    message: problems.length
      ? 'Formulir belum dapat dikirim. Lengkapi atau perbaiki isian berikut.'
      : result.message,
    problems,
  }
}
