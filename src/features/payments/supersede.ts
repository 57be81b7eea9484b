import type { Payload } from 'payload'
import type { Payment } from '@/payload-types'
import { sameFee, type FeeScope } from './fee-scope'
import { applyProviderStatus, askProvider, checkWithProvider } from './notifications'
import { paymentProvider } from './providers/config'
import { ONLINE_METHODS } from './providers/types'

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
  // A close the provider refuses or never answers: what it holds now decides (paid a moment
  // earlier, say).
  const status =
    (await askProvider(payload, provider, payment, (ref) => provider.expire(ref), NOTE)) ??
    (await checkWithProvider(payload, provider, payment))
  if (!status) return 'unanswered'
  await applyProviderStatus(payload, payment, status)
  if (status.status === 'paid') return 'paid'
  return status.status === 'pending' ? 'unanswered' : 'closed'
}

/**
 * Closes the application's pending online attempts at the same fee other than `keep` (a method
 * the applicant keeps, or the attempt just paid). 'paid' when one of them turns out to be paid already;
 * 'unanswered' when a provider could not confirm the close, so no second code may be opened yet.
 */
export async function closeOtherAttempts(
  payload: Payload,
  applicationId: number,
  fee: FeeScope,
  keep: { method?: string; paymentId?: number },
): Promise<CloseOutcome> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        ...sameFee(applicationId, fee),
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
