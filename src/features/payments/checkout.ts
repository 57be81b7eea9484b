import type { Payload } from 'payload'
import type { Application, Payment } from '@/payload-types'
import { canUploadProof } from '@/features/admissions/application/status'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { loadWave } from '@/features/admissions/waves/load'
import { stepClosedMessage } from '@/features/admissions/waves/rules'
import { toRegistrationFee } from '@/features/admissions-info/fee'
import { relationId } from '@/lib/relation'
import { PAYMENT_MESSAGES as M } from './messages'
import { paymentOffer } from './offer'
import { ProviderError, type OnlineMethod } from './providers/types'
import { recordCharge } from './attempt'
import { createPayment, logPayment } from './record'
import { settlePayment } from './settle'
import { closeOtherAttempts } from './supersede'

/*
 * An applicant asks for a virtual account or a QRIS code for the registration fee. The attempt is
 * recorded (pending) before the provider is asked, so an answer that comes late or never still
 * has a record the reconciliation job can check; a double click gets the same open attempt back,
 * never a second account number.
 */

type ApplicantRef = { id: number; collection: 'applicants' }
export type CheckoutResult =
  | { ok: true; status: 200 | 201; message: string; payment: Payment }
  | { ok: false; status: number; message: string }

/** How long an account number or QR code stays payable. */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60_000

async function applicationOf(payload: Payload, user: ApplicantRef): Promise<Application | null> {
  const { docs } = await payload.find({
    collection: 'applications',
    where: { applicant: { equals: user.id } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

async function openAttempt(
  payload: Payload,
  user: ApplicantRef,
  application: Application,
  method: OnlineMethod,
  now: Date,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { application: { equals: application.id } },
        { method: { equals: method } },
        { status: { equals: 'pending' } },
        { expiresAt: { greater_than: now.toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs[0] ?? null
}

export async function startOnlinePayment(
  payload: Payload,
  user: ApplicantRef,
  method: OnlineMethod,
  now = new Date(),
): Promise<CheckoutResult> {
  const offer = await paymentOffer(payload)
  if (!offer) return { ok: false, status: 409, message: M.noOnlinePayment }
  if (!offer.methods.includes(method)) return { ok: false, status: 400, message: M.unknownMethod }
  const { provider } = offer

  const application = await applicationOf(payload, user)
  if (!application?.track) return { ok: false, status: 409, message: M.noApplication }
  if (!canUploadProof(application.status)) return { ok: false, status: 409, message: M.notPayable }
  const closed = stepClosedMessage(
    'paymentProof',
    await loadWave(payload, relationId(application.wave)),
    now,
  )
  if (closed) return { ok: false, status: 409, message: closed }

  const open = await openAttempt(payload, user, application, method, now)
  if (open) return { ok: true, status: 200, message: M.existing, payment: open }
  // A second payable code for one fee would let it be paid twice: the other method's goes first.
  const others = await closeOtherAttempts(payload, application.id, { method })
  if (others === 'paid') return { ok: false, status: 409, message: M.notPayable }
  if (others === 'unanswered') return { ok: false, status: 503, message: M.providerDown }

  const { fee } = toRegistrationFee(await loadAdmissionsSettings(payload))
  const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
  const payment = await createPayment(payload, {
    application: application.id,
    method,
    provider: provider.name,
    amount: fee,
    expiresAt: expiresAt.toISOString(),
  })
  try {
    const charge = await provider.createCharge({
      orderId: payment.orderId,
      amount: fee,
      method,
      customer: { name: application.applicantName ?? '', email: application.applicantEmail ?? '' },
      expiresAt,
    })
    await logPayment(payload, {
      payment: payment.id,
      orderId: payment.orderId,
      provider: provider.name,
      kind: 'charge',
      outcome: 'accepted',
      rawBody: charge.raw,
    })
    const charged = await recordCharge(payload, payment.id, charge)
    return { ok: true, status: 201, message: M.created, payment: charged }
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error
    await logPayment(payload, {
      payment: payment.id,
      orderId: payment.orderId,
      provider: provider.name,
      kind: 'charge',
      outcome: 'error',
      note: error.message.slice(0, 500),
    })
    // Nothing can be paid on an attempt the provider never confirmed: closed at once.
    await settlePayment(payload, {
      paymentId: payment.id,
      to: 'failed',
      confirmedBy: provider.name,
    })
    return { ok: false, status: 503, message: M.providerDown }
  }
}
