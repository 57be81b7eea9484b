import type { Payment } from '@/payload-types'
import { ONLINE_METHODS, type OnlineMethod } from './providers/types'

/** What the applicant's page and API show of an attempt: never the provider's raw answers or the log. */
export function publicPayment(payment: Payment) {
  return {
    id: payment.id,
    orderId: payment.orderId,
    purpose: payment.purpose ?? 'registration',
    instalment: payment.instalment ?? null,
    method: payment.method,
    provider: payment.provider,
    amount: payment.amount,
    status: payment.status,
    vaNumber: payment.vaNumber ?? null,
    billerCode: payment.billerCode ?? null,
    billKey: payment.billKey ?? null,
    qrString: payment.qrString ?? null,
    expiresAt: payment.expiresAt ?? null,
    paidAt: payment.paidAt ?? null,
    createdAt: payment.createdAt,
  }
}

export type PublicPayment = ReturnType<typeof publicPayment>

/** An attempt by VA or QRIS (one with a code to show), not a manual transfer. */
export const isOnlinePayment = (p: PublicPayment): p is PublicPayment & { method: OnlineMethod } =>
  (ONLINE_METHODS as readonly string[]).includes(p.method)
