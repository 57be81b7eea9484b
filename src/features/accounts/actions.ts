'use server'

import { redirect } from 'next/navigation'
import { getPayloadClient } from '@/lib/payload'
import { confirmEmailChange } from './credential-change'

/**
 * The applicant's confirmation of a new email, posted from /daftar/verifikasi-email: a button,
 * not the GET of the link, so a page rendered twice or a mail scanner opening the link does not
 * use the token up. The result page is a redirect (POST, then GET).
 */
export async function confirmEmailChangeAction(form: FormData): Promise<void> {
  const token = form.get('token')
  const result = await confirmEmailChange(
    await getPayloadClient(),
    'applicants',
    typeof token === 'string' ? token : '',
  )
  redirect(`/daftar/verifikasi-email?hasil=${result.reason}`)
}
