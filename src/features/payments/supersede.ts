import type { Payload } from 'payload'
import type { Payment } from '@/payload-types'
import { settleWithin } from '@/lib/timeout'
import { applyProviderStatus, checkWithProvider, STATUS_CHECK_MS } from './notifications'
import { paymentProvider } from './providers/config'
import { ONLINE_METHODS, type ProviderStatus } from './providers/types'
import { logPayment } from './record'

/*
 * One fee, one payable code. An account number or QR code the applicant no longer uses stays
 * payable at the provider until it expires, so the fee could be paid twice; before another is
 * handed out, and once one attempt is paid, the others are closed at the provider first.
 */

export type CloseOutcome = 'closed' | 'paid' | 'unanswered'

const NOTE = 'Ditutup di penyedia: pendaftar memakai tagihan lain.'

/** Asks the provider to close one attempt and settles the record to what it answers. */
export async function closeAtProvider(payload: Payload, payment: Payment): Promise<CloseOutcome> {
  const provider = payment.provider === 'none' ? null : paymentProvider(payment.provider)
  if (!provider) return 'unanswered'
  const ref = {
    orderId: payment.orderId,
    providerReference: payment.providerReference ?? undefined,
  }
  let status: ProviderStatus | null
  try {
    status = await settleWithin(
      provider.expire(ref),
      STATUS_CHECK_MS,
      () => new Error(`no answer within ${STATUS_CHECK_MS} ms`),
    )
    await logPayment(payload, {
      payment: payment.id,
      orderId: payment.orderId,
      provider: provider.name,
      kind: 'status_check',
      outcome: 'accepted',
      toStatus: status.status,
      rawBody: status.raw,
      note: NOTE,
    })
  } catch (error) {
    await logPayment(payload, {
      payment: payment.id,
      orderId: payment.orderId,
      provider: provider.name,
      kind: 'status_check',
      outcome: 'error',
      note: `${NOTE} ${(error as Error).message}`.slice(0, 500),
    })
    // The close failed; what the provider holds now decides (paid a moment earlier, say).
    status = await checkWithProvider(payload, provider, payment)
  }
  if (!status) return 'unanswered'
  await applyProviderStatus(payload, payment, status)
  if (status.status === 'paid') return 'paid'
  return status.status === 'pending' ? 'unanswered' : 'closed'
}

/**
 * Closes the application's pending online attempts other than `keep` (a method the applicant
 * keeps, or the attempt just paid). 'paid' when one of them turns out to be paid already;
 * 'unanswered' when a provider could not confirm the close, so no second code may be opened yet.
 */
export async function closeOtherAttempts(
  payload: Payload,
  applicationId: number,
  keep: { method?: string; paymentId?: number },
): Promise<CloseOutcome> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { application: { equals: applicationId } },
        { status: { equals: 'pending' } },
        { method: { in: [...ONLINE_METHODS] } },
      ],
    },
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  let outcome: CloseOutcome = 'closed'
  for (const payment of docs as Payment[]) {
    if (payment.method === keep.method || payment.id === keep.paymentId) continue
    const closed = await closeAtProvider(payload, payment)
    if (closed === 'paid') return 'paid'
    if (closed === 'unanswered') outcome = 'unanswered'
  }
  return outcome
}
