'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { getApplicant } from '@/features/admissions/auth/session'
import { TRACK_PATHS } from '@/features/admissions/tracks/tracks'
import { getPayloadClient } from '@/lib/payload'
import { startOnlinePayment } from './checkout'
import { noticeCode, type NoticeCode } from './notices'
import { ONLINE_METHODS, type OnlineMethod } from './providers/types'
import { payThroughSimulator, simulatorUrl } from './simulator'

/*
 * The payment step's forms (they work without JavaScript): each acts, then sends the applicant
 * back to their track page (post/redirect/get), which shows the attempt as it now stands. A
 * failure travels as a fixed code, never as text from the URL.
 */

const TRACK_PAGES: readonly string[] = Object.values(TRACK_PATHS)
const backOf = (formData: FormData) => {
  const back = formData.get('kembali')
  return typeof back === 'string' && TRACK_PAGES.includes(back) ? back : TRACK_PATHS.reguler
}

async function applicantOrLogin(back: string) {
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(back)}`)
  return { id: Number(applicant.id), collection: 'applicants' as const }
}

function returnTo(back: string, code?: NoticeCode): never {
  revalidatePath(back)
  redirect(`${back}${code ? `?pembayaran=${code}` : ''}#pembayaran-online`)
}

/** "Bayar dengan VA BCA", "Bayar dengan QRIS", "Buat tagihan baru": a VA or QRIS attempt. */
export async function startPaymentAction(formData: FormData): Promise<void> {
  const back = backOf(formData)
  const user = await applicantOrLogin(back)
  const method = formData.get('method')
  if (!ONLINE_METHODS.includes(method as OnlineMethod)) returnTo(back, 'unknownMethod')
  const result = await startOnlinePayment(await getPayloadClient(), user, method as OnlineMethod)
  returnTo(back, result.ok ? undefined : noticeCode(result.message))
}

/** The demo's "Bayar (simulasi)": the local simulator pays the applicant's own pending attempt. */
export async function simulatePaymentAction(formData: FormData): Promise<void> {
  const back = backOf(formData)
  const user = await applicantOrLogin(back)
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [{ id: { equals: Number(formData.get('payment')) } }, { status: { equals: 'pending' } }],
    },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const attempt = docs[0]
  const base = attempt && attempt.provider !== 'none' ? simulatorUrl(attempt.provider) : null
  if (!attempt || !base) returnTo(back, 'simulatorFailed')
  const paid = await payThroughSimulator(base, attempt.orderId)
  returnTo(back, paid ? undefined : 'simulatorFailed')
}
