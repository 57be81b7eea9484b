import type { Payload } from 'payload'
import type { Application, Payment } from '@/payload-types'
import { findApplication } from '@/features/admissions/application/service'
import { canUploadProof } from '@/features/admissions/application/status'
import { loadAdmissionsSettings } from '@/features/admissions/settings'
import { loadWave } from '@/features/admissions/waves/load'
import { stepClosedMessage } from '@/features/admissions/waves/rules'
import { toRegistrationFee } from '@/features/admissions-info/fee'
import { relationId } from '@/lib/relation'
import { feeFields, REGISTRATION_FEE, sameFee, type FeeScope } from './fee-scope'
import { PAYMENT_MESSAGES as M } from './messages'
import { paymentOffer } from './offer'
import { ProviderError, type OnlineMethod } from './providers/types'
import { recordCharge } from './attempt'
import { createPayment, logPayment } from './record'
import { settlePayment } from './settle'
import { closeOtherAttempts } from './supersede'

/*
 * An applicant asks for a virtual account or a QRIS code for a fee (the registration fee, or an
 * instalment of the first-semester fee: tuition-checkout.ts). The attempt is
 * recorded (pending) before the provider is asked, so an answer that comes late or never still
 * has a record the reconciliation job can check; a double click gets the same open attempt back,
 * never a second account number.
 */

export type ApplicantRef = { id: number; collection: 'applicants' }
export type CheckoutResult =
  | { ok: true; status: 200 | 201; message: string; payment: Payment }
  | { ok: false; status: number; message: string }

/** How long an account number or QR code stays payable. */
export const PAYMENT_WINDOW_MS = 24 * 60 * 60_000

async function openAttempt(
  payload: Payload,
  user: ApplicantRef,
  applicationId: number,
  fee: FeeScope,
  method: OnlineMethod,
  now: Date,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        ...sameFee(applicationId, fee),
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

/** A fee the applicant may pay now: whose application, which fee, how much. */
export type PayableFee = {
  application: Application
  fee: FeeScope
  amount: number
  /** What to say when another attempt turns out to have paid this fee meanwhile. */
  paidMessage: string
}
export type Refusal = { ok: false; status: number; message: string }

/**
 * The one checkout path of every fee: `payable` says whether (and what) the applicant may pay
 * now; the rest (the same open attempt back, the other method's code closed, the attempt recorded
 * before the provider is asked) is the same for the registration fee and a tuition instalment.
 */
export async function checkout(
  payload: Payload,
  method: OnlineMethod,
  now: Date,
  user: ApplicantRef,
  payable: () => Promise<PayableFee | Refusal>,
): Promise<CheckoutResult> {
  const offer = await paymentOffer(payload)
  if (!offer) return { ok: false, status: 409, message: M.noOnlinePayment }
  if (!offer.methods.includes(method)) return { ok: false, status: 400, message: M.unknownMethod }
  const { provider } = offer

  const due = await payable()
  if ('ok' in due) return due
  const { application, fee, amount, paidMessage } = due

  const open = await openAttempt(payload, user, application.id, fee, method, now)
  if (open) return { ok: true, status: 200, message: M.existing, payment: open }
  // A second payable code for one fee would let it be paid twice: the other method's goes first.
  const others = await closeOtherAttempts(payload, application.id, fee, { method })
  if (others === 'paid') return { ok: false, status: 409, message: paidMessage }
  if (others === 'unanswered') return { ok: false, status: 503, message: M.providerDown }

  const expiresAt = new Date(now.getTime() + PAYMENT_WINDOW_MS)
  const payment = await createPayment(payload, {
    application: application.id,
    ...feeFields(fee),
    method,
    provider: provider.name,
    amount,
    expiresAt: expiresAt.toISOString(),
  })
  try {
    const charge = await provider.createCharge({
      orderId: payment.orderId,
      amount,
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

/** The registration fee, while the application waits for it and the wave takes payments. */
async function registrationFee(
  payload: Payload,
  user: ApplicantRef,
  now: Date,
): Promise<PayableFee | Refusal> {
  const application = await findApplication(payload, user)
  if (!application?.track) return { ok: false, status: 409, message: M.noApplication }
  if (!canUploadProof(application.status)) return { ok: false, status: 409, message: M.notPayable }
  const closed = stepClosedMessage(
    'paymentProof',
    await loadWave(payload, relationId(application.wave)),
    now,
  )
  if (closed) return { ok: false, status: 409, message: closed }
  const { fee } = toRegistrationFee(await loadAdmissionsSettings(payload))
  return { application, fee: REGISTRATION_FEE, amount: fee, paidMessage: M.notPayable }
}

export const startOnlinePayment = (
  payload: Payload,
  user: ApplicantRef,
  method: OnlineMethod,
  now = new Date(),
): Promise<CheckoutResult> =>
  checkout(payload, method, now, user, () => registrationFee(payload, user, now))
