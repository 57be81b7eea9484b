'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { getApplicant } from '@/features/admissions/auth/session'
import type { FormValues } from '@/features/admissions/form/fields'
import { getPayloadClient } from '@/lib/payload'
import { saveReregistration, submitReregistration, type ApplicantRef } from './applicant'
import type { ReregistrationFormState } from './form-state'
import { REREGISTRATION_FORM_FIELDS, reregistrationInput } from './form-input'
import { REREGISTRATION_PATH } from './types'

/*
 * The re-registration page's forms (they work without JavaScript). A save that does not go
 * through answers the typed values back with a message under each field; one that does goes back
 * to the page (post/redirect/get), which shows what is saved.
 */

async function applicantOrLogin(): Promise<ApplicantRef> {
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(REREGISTRATION_PATH)}`)
  return { id: Number(applicant.id), collection: 'applicants' }
}

const valuesOf = (formData: FormData): FormValues =>
  Object.fromEntries(
    REREGISTRATION_FORM_FIELDS.map((name) => {
      const value = formData.get(name)
      return [name, typeof value === 'string' ? value : '']
    }),
  )

function backTo(notice: 'tersimpan' | 'terkirim'): never {
  revalidatePath(REREGISTRATION_PATH)
  redirect(`${REREGISTRATION_PATH}?${notice}=1`)
}

/** "Simpan data": the answers, the instalment plan and the statement. */
export async function saveReregistrationAction(
  _prev: ReregistrationFormState,
  formData: FormData,
): Promise<ReregistrationFormState> {
  const user = await applicantOrLogin()
  const values = valuesOf(formData)
  const parsed = reregistrationInput.safeParse({
    ...values,
    statement: formData.get('statement') === 'ya',
  })
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { status: 'invalid', message: 'Periksa kembali isian berikut.', errors, values }
  }
  const outcome = await saveReregistration(await getPayloadClient(), user, parsed.data)
  if (!outcome.ok) return { status: 'refused', message: outcome.message, values }
  backTo('tersimpan')
}

/** "Kirim daftar ulang": to staff, once everything is there. */
export async function submitReregistrationAction(
  _prev: ReregistrationFormState,
  _formData: FormData,
): Promise<ReregistrationFormState> {
  const user = await applicantOrLogin()
  const payload = await getPayloadClient()
  const outcome = await submitReregistration(payload, user)
  if (!outcome.ok) return { status: 'refused', message: outcome.message, values: {} }
  backTo('terkirim')
}
