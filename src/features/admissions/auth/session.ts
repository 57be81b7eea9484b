import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Applicant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { sameOriginPath } from '@/lib/safe-redirect'
import { RECONSENT_PATH } from '@/features/privacy/messages'
import { consentIsCurrent, readPrivacyNotice } from '@/features/privacy/notice'

export type ApplicantUser = Applicant & { collection: 'applicants' }

/** The applicant of this request, read from Payload's session cookie on the server, or null. */
export async function getApplicant(): Promise<ApplicantUser | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user && user.collection === 'applicants' ? (user as ApplicantUser) : null
}

/** Where the login page sends the applicant back to: only paths inside the applicant area. */
export function safeReturnPath(value: unknown): string {
  const path = sameOriginPath(value, '/daftar')
  return /^\/(daftar|multi-step-form)(\/[\w\-/]*)?(\?[\w=&%-]*)?$/.test(path) ? path : '/daftar'
}

/** Pages an applicant reaches without agreeing to a new notice: the renewal and their data rights. */
const WITHOUT_RENEWAL = [RECONSENT_PATH, '/daftar/data-saya']

/**
 * The applicant area's auth guard, checked on the server by every applicant page (never by middleware alone):
 * without a logged-in applicant the visitor goes to /daftar/login and comes back afterwards. An
 * applicant who agreed to an older privacy notice is asked again first (RECONSENT_PATH).
 */
export async function requireApplicant(returnTo: string): Promise<ApplicantUser> {
  const applicant = await getApplicant()
  const back = encodeURIComponent(safeReturnPath(returnTo))
  if (!applicant) redirect(`/daftar/login?kembali=${back}`)
  if (!WITHOUT_RENEWAL.includes(returnTo)) {
    const notice = await readPrivacyNotice(await getPayloadClient())
    if (!consentIsCurrent(applicant.privacyConsentVersion, notice))
      redirect(`${RECONSENT_PATH}?kembali=${back}`)
  }
  return applicant
}
