import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import type { Applicant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { sameOriginPath } from '@/lib/safe-redirect'

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

/**
 * The applicant area's auth guard, checked on the server by every applicant page (never by middleware alone):
 * without a logged-in applicant the visitor goes to /daftar/login and comes back afterwards.
 */
export async function requireApplicant(returnTo: string): Promise<ApplicantUser> {
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(safeReturnPath(returnTo))}`)
  return applicant
}
