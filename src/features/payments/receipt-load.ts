import type { Payload } from 'payload'
import { relationId } from '@/lib/relation'
import type { Payment } from '@/payload-types'
import { feeOf } from './fee-scope'
import { buildReceipt, type Receipt } from './receipt'

/** The receipt of a payment, from the records the reader's access already let through. */
export async function receiptOf(payload: Payload, payment: Payment): Promise<Receipt> {
  const fee = feeOf(payment)
  const [settings, application, staff, reregistration] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0 }),
    payload.findByID({
      collection: 'applications',
      id: relationId(payment.application)!,
      depth: 0,
      overrideAccess: true,
    }),
    payment.confirmedByStaff
      ? payload.findByID({
          collection: 'users',
          id: relationId(payment.confirmedByStaff)!,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null,
    fee.purpose === 'tuition'
      ? payload.findByID({
          collection: 'reregistrations',
          id: fee.reregistration,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null,
  ])
  return buildReceipt({
    collegeName: settings.collegeName ?? '',
    paymentId: payment.id,
    orderId: payment.orderId,
    applicationId: application.id,
    applicantName: application.applicantName ?? '',
    amount: payment.amount,
    method: payment.method,
    provider: payment.provider ?? 'none',
    paidAt: payment.paidAt!,
    providerReference: payment.providerReference,
    staffName: staff ? staff.name || staff.email : null,
    instalment:
      fee.purpose === 'tuition'
        ? { number: fee.instalment, count: reregistration?.instalmentCount ?? fee.instalment }
        : null,
  })
}
