'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { getApplicant } from '@/features/admissions/auth/session'
import { TRACK_PATHS } from '@/features/admissions/tracks/tracks'
import { getPayloadClient } from '@/lib/payload'
import { REREGISTRATION_PATH } from '@/features/reregistration/types'
import { startOnlinePayment } from './checkout'
import { noticeCode, paymentAnchor, type NoticeCode } from './notices'
import { ONLINE_METHODS, type OnlineMethod } from './providers/types'
import { payThroughSimulator, simulatorUrl } from './simulator'
import { startTuitionPayment } from './tuition-checkout'

/*
 * The payment forms (they work without JavaScript): each acts, then sends the applicant back to
 * their track page or the re-registration page (post/redirect/get), which shows the attempt as it
 * now stands. A failure travels as a fixed code, never as text from the URL.
 */

const PAGES: readonly string[] = [...Object.values(TRACK_PATHS), REREGISTRATION_PATH]
const backOf = (formData: FormData, fallback: string = TRACK_PATHS.reguler) => {
  const back = formData.get('kembali')
  return typeof back === 'string' && PAGES.includes(back) ? back : fallback
}

async function applicantOrLogin(back: string) {
  const applicant = await getApplicant()
  if (!applicant) redirect(`/daftar/login?kembali=${encodeURIComponent(back)}`)
  return { id: Number(applicant.id), collection: 'applicants' as const }
}

function returnTo(back: string, code?: NoticeCode): never {
  revalidatePath(back)
  redirect(`${back}${code ? `?pembayaran=${code}` : ''}#${paymentAnchor(back)}`)
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

/** "Bayar cicilan ke-N" with a VA or QRIS: an attempt for that instalment of the first-semester fee. */
export async function startTuitionPaymentAction(formData: FormData): Promise<void> {
  const back = backOf(formData, REREGISTRATION_PATH)
  const user = await applicantOrLogin(back)
  const method = formData.get('method')
  if (!ONLINE_METHODS.includes(method as OnlineMethod)) returnTo(back, 'unknownMethod')
  const instalment = Number(formData.get('instalment'))
  const result = await startTuitionPayment(
    await getPayloadClient(),
    user,
    method as OnlineMethod,
    instalment,
  )
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
