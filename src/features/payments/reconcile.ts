import type { Payload, Where } from 'payload'
import type { Payment } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { feeOf, sameFee } from './fee-scope'
import { applyProviderStatus, checkWithProvider } from './notifications'
import { paymentProvider } from './providers/config'
import { markChecked } from './attempt'
import { closeAtProvider } from './supersede'

/*
 * A notification can be lost (Xendit does not send a timed-out one again; any provider can be
 * down when it would have sent). So a job asks the provider itself about every online attempt
 * still pending after a few minutes, and about every one whose expiry is near or past, and
 * applies what it says exactly as a notification would be applied. A pending attempt whose fee
 * (the registration fee, or that one tuition instalment) another attempt has paid is closed at the
 * provider instead, so the fee cannot be paid a second time.
 */

/** A pending attempt younger than this is left to its notification. */
export const QUIET_MS = 5 * 60_000
/** An attempt this close to its expiry is checked whatever its age. */
export const NEAR_EXPIRY_MS = 10 * 60_000
/** The same attempt is not asked about again within this time. */
export const RECHECK_MS = 4 * 60_000
const BATCH = 50

export type ReconcileReport = { checked: number; changed: number; unanswered: number }

export function dueForCheck(now: Date): Where {
  const iso = (ms: number) => new Date(now.getTime() + ms).toISOString()
  return {
    and: [
      { status: { equals: 'pending' } },
      { provider: { in: ['midtrans', 'xendit'] } },
      {
        or: [
          { createdAt: { less_than: iso(-QUIET_MS) } },
          { expiresAt: { less_than: iso(NEAR_EXPIRY_MS) } },
        ],
      },
      {
        or: [
          { lastCheckedAt: { exists: false } },
          { lastCheckedAt: { less_than: iso(-RECHECK_MS) } },
        ],
      },
    ],
  }
}

async function paidByAnother(payload: Payload, payment: Payment): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payments',
    where: {
      and: [
        ...sameFee(relationId(payment.application) as number, feeOf(payment)),
        { status: { equals: 'paid' } },
        { id: { not_equals: payment.id } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

export async function reconcilePayments(
  payload: Payload,
  now = new Date(),
): Promise<ReconcileReport> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: dueForCheck(now),
    sort: 'expiresAt',
    limit: BATCH,
    depth: 0,
    overrideAccess: true,
  })
  const report: ReconcileReport = { checked: 0, changed: 0, unanswered: 0 }
  for (const payment of docs as Payment[]) {
    const provider = payment.provider === 'none' ? null : paymentProvider(payment.provider)
    if (!provider) continue
    report.checked++
    // Only this column: a whole-document write could put back a status settled meanwhile.
    await markChecked(payload, payment.id, now)
    if (await paidByAnother(payload, payment)) {
      if ((await closeAtProvider(payload, payment)) === 'unanswered') report.unanswered++
      else report.changed++
      continue
    }
    const status = await checkWithProvider(payload, provider, payment)
    if (!status) {
      report.unanswered++
      continue
    }
    const { changed } = await applyProviderStatus(payload, payment, status)
    if (changed) report.changed++
  }
  return report
}
