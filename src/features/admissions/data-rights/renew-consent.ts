'use server'

import { redirect } from 'next/navigation'
import { requireApplicant, safeReturnPath } from '@/features/admissions/auth/session'
import { RECONSENT_PATH } from '@/features/privacy/messages'
import { getPayloadClient } from '@/lib/payload'
import { renewPrivacyConsent } from './applicant-consent'

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/**
 * The renewal form (works without JavaScript): agrees to the notice in force and returns the
 * applicant where they were going; a refusal comes back to the page with its reason.
 */
export async function renewConsentAction(form: FormData): Promise<void> {
  const applicant = await requireApplicant(RECONSENT_PATH)
  const back = safeReturnPath(field(form, 'kembali'))
  const result = await renewPrivacyConsent(await getPayloadClient(), applicant, {
    consent: field(form, 'consent') === 'on',
    version: field(form, 'version'),
  })
  if (!result.ok)
    redirect(
      `${RECONSENT_PATH}?kembali=${encodeURIComponent(back)}&galat=${encodeURIComponent(result.message)}`,
    )
  redirect(back)
}
