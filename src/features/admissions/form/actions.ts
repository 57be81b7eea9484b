'use server'

import { redirect } from 'next/navigation'
import { getPayloadClient } from '@/lib/payload'
import { FORM_PATH, parseStepParam, stepHref, type StepState, type SubmitState } from './fields'
import { saveFormStep, submitForm } from './service'
import { formValues } from './steps'
import { loadProgrammeChoices } from './programme-choices.load'
import { getApplicant } from '@/features/admissions/auth/session'

const NO_CHOICES = { categories: [], faculties: [], majors: [] }

async function applicantOrLogin() {
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(FORM_PATH)}`)
  return applicant
}

/** "Simpan dan lanjut" / "Kembali" of steps 1–4: save the step on the server, then move. */
export async function saveStepAction(_prev: StepState, formData: FormData): Promise<StepState> {
  const applicant = await applicantOrLogin()
  const { langkah, arah, ...values } = formValues(formData)
  const step = parseStepParam(langkah)
  const back = arah === 'kembali'
  if (!step || step > 4)
    return {
      status: 'refused',
      message: 'Langkah formulir tidak dikenal. Muat ulang halaman lalu coba lagi.',
      values,
    }

  const outcome = await saveFormStep(await getPayloadClient(), applicant, {
    step,
    back,
    values,
    choices: step === 3 ? await loadProgrammeChoices() : NO_CHOICES,
  })
  if (outcome.kind === 'invalid')
    return { status: 'invalid', message: outcome.message, errors: outcome.errors, values, back }
  if (outcome.kind === 'refused') return { status: 'refused', message: outcome.message, values }
  if (outcome.kind === 'ineligible')
    return { status: 'ineligible', refusals: outcome.refusals, next: outcome.next, values }
  redirect(stepHref(outcome.goTo))
}

/** "Kirim formulir" on the review step. */
export async function submitAction(_prev: SubmitState, _formData: FormData): Promise<SubmitState> {
  const applicant = await applicantOrLogin()
  const outcome = await submitForm(await getPayloadClient(), applicant)
  if (!outcome.ok)
    return { status: 'refused', message: outcome.message, problems: outcome.problems }
  redirect(`${FORM_PATH}?terkirim=1`)
}
