import type { Payload } from 'payload'
import type { Payment } from '@/payload-types'
import { settleWithin } from '@/lib/timeout'
import { paymentProvider } from './providers/config'
import type { PaymentProvider, ProviderName, ProviderStatus } from './providers/types'
import { logPayment } from './record'
import { settlePayment } from './settle'
import { safeHeaders } from './safe-headers'
import { PAYMENT_MESSAGES as M } from './messages'

/*
 * A provider's notification is a claim, not a fact: it is believed only after its signature (or
 * token) passes on the exact bytes received, and then only the status the provider's own status
 * API gives for that order. Every notification, accepted or not, is logged with its raw body.
 * Duplicates and late ones answer 200 and change nothing: the record's transition is one
 * conditional update (record.ts), so only a real change moves the application, once.
 */

export type NotificationAnswer = { status: number; message: string }

/** How long the status check may take: the providers expect an answer within a few seconds. */
export const STATUS_CHECK_MS = 3500

async function paymentOf(
  payload: Payload,
  provider: ProviderName,
  orderId: string,
): Promise<Payment | null> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { and: [{ orderId: { equals: orderId } }, { provider: { equals: provider } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

type ProviderRef = { orderId: string; providerReference?: string }

/**
 * One call to the provider about a payment (its status, or closing it), within the time a
 * provider's notification may wait, logged either way; null when it gave no usable answer.
 */
export async function askProvider(
  payload: Payload,
  provider: PaymentProvider,
  payment: Payment,
  ask: (ref: ProviderRef) => Promise<ProviderStatus>,
  note?: string,
): Promise<ProviderStatus | null> {
  const entry = {
    payment: payment.id,
    orderId: payment.orderId,
    provider: provider.name,
    kind: 'status_check' as const,
  }
  try {
    const status = await settleWithin(
      ask({ orderId: payment.orderId, providerReference: payment.providerReference ?? undefined }),
      STATUS_CHECK_MS,
      () => new Error(`no answer within ${STATUS_CHECK_MS} ms`),
    )
    await logPayment(payload, {
      ...entry,
      outcome: 'accepted',
      toStatus: status.status,
      rawBody: status.raw,
      note,
    })
    return status
  } catch (error) {
    const message = (error as Error).message
    await logPayment(payload, {
      ...entry,
      outcome: 'error',
      note: (note ? `${note} ${message}` : message).slice(0, 500),
    })
    return null
  }
}

/** The provider's status of a payment, or null when the provider did not answer in time. */
export const checkWithProvider = (payload: Payload, provider: PaymentProvider, payment: Payment) =>
  askProvider(payload, provider, payment, (ref) => provider.fetchStatus(ref))

/**
 * Applies what the provider says of a payment: a status the record may move to is settled
 * (once); the same status, or one the rules do not allow from here, changes nothing.
 */
export async function applyProviderStatus(
  payload: Payload,
  payment: Payment,
  status: ProviderStatus,
): Promise<{ changed: boolean }> {
  // A provider's "pending" never moves a record back; the same status changes nothing.
  if (status.status === payment.status || status.status === 'pending') return { changed: false }
  if (status.amount !== payment.amount) {
    await logPayment(payload, {
      payment: payment.id,
      orderId: payment.orderId,
      provider: payment.provider,
      kind: 'status_check',
      outcome: 'refused_amount',
      note: `Jumlah dari penyedia Rp${status.amount}, tagihan Rp${payment.amount}.`,
    })
    return { changed: false }
  }
  const result = await settlePayment(payload, {
    paymentId: payment.id,
    to: status.status,
    confirmedBy: payment.provider === 'xendit' ? 'xendit' : 'midtrans',
  })
  return { changed: result.changed }
}

/** One notification as received on `/api/pembayaran/notifikasi/<provider>`. */
export async function receiveNotification(
  payload: Payload,
  providerName: string,
  rawBody: string,
  headers: Headers,
): Promise<NotificationAnswer> {
  const provider =
    providerName === 'midtrans' || providerName === 'xendit' ? paymentProvider(providerName) : null
  if (!provider) return { status: 404, message: M.unknownProvider }
  const base = {
    provider: provider.name,
    kind: 'notification' as const,
    rawBody,
    headers: safeHeaders(headers),
  }

  const claim = provider.verifyNotification(rawBody, headers)
  if (!claim.ok) {
    const signature = claim.reason === 'bad_signature'
    await logPayment(payload, {
      ...base,
      outcome: signature ? 'refused_signature' : 'malformed',
      note: claim.message,
    })
    return signature
      ? { status: 401, message: M.badSignature }
      : { status: 400, message: M.malformedNotification }
  }

  const payment = await paymentOf(payload, provider.name, claim.orderId)
  if (!payment) {
    await logPayment(payload, { ...base, orderId: claim.orderId, outcome: 'refused_unknown_order' })
    return { status: 404, message: M.unknownOrder }
  }
  const logged = { ...base, payment: payment.id, orderId: payment.orderId }
  if (claim.amount !== payment.amount) {
    await logPayment(payload, {
      ...logged,
      outcome: 'refused_amount',
      note: `Notifikasi menyebut Rp${claim.amount}, tagihan Rp${payment.amount}.`,
    })
    return { status: 400, message: M.wrongAmount }
  }

  const status = await checkWithProvider(payload, provider, payment)
  if (!status) {
    await logPayment(payload, {
      ...logged,
      outcome: 'error',
      note: 'Status tidak dapat diperiksa.',
    })
    // The provider sends again on an error answer; the reconciliation job checks it meanwhile.
    return { status: 503, message: M.statusUnavailable }
  }
  const { changed } = await applyProviderStatus(payload, payment, status)
  await logPayment(payload, {
    ...logged,
    outcome: changed ? 'accepted' : 'duplicate',
    fromStatus: payment.status,
    toStatus: status.status,
  })
  return { status: 200, message: changed ? M.notificationApplied : M.notificationKnown }
}
