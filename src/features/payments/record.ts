import type { Payload, PayloadRequest } from 'payload'
import type { Payment, PaymentLog } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { newOrderId } from './order-id'
import { safeHeaders } from './safe-headers'
import type { PaymentStatus } from './status'
import type {
  PaymentLogKind,
  PaymentLogOutcome,
  PaymentMethod,
  PaymentProvider,
  PaymentPurpose,
} from './vocabulary'

/*
 * The payments services are the only writers of `payments` and `payment-logs` (no API may
 * create, change or delete either), hence `overrideAccess: true` throughout.
 */

/** What the provider answered to a charge: the virtual account, the Mandiri bill or the QR. */
export type ChargeFields = {
  providerReference?: string
  vaNumber?: string
  billerCode?: string
  billKey?: string
  qrString?: string
}

export type NewPayment = ChargeFields & {
  application: number
  /** The registration fee unless said otherwise; an instalment names its re-registration. */
  purpose?: PaymentPurpose
  reregistration?: number
  instalment?: number
  method: PaymentMethod
  provider: PaymentProvider
  amount: number
  expiresAt?: string
  req?: PayloadRequest
}

/** A pending payment for the application (and its applicant), under a fresh order id. */
export async function createPayment(payload: Payload, input: NewPayment): Promise<Payment> {
  const { application: applicationId, req, ...fields } = input
  if (!Number.isInteger(fields.amount) || fields.amount < 1)
    throw new Error(`Jumlah pembayaran tidak sah: ${fields.amount}`)
  const application = await payload.findByID({
    collection: 'applications',
    id: applicationId,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const applicant = relationId(application.applicant)
  if (applicant === undefined) throw new Error(`Pendaftaran ${applicationId} tanpa pendaftar`)
  return payload.create({
    collection: 'payments',
    depth: 0,
    overrideAccess: true,
    req,
    data: {
      purpose: 'registration',
      ...fields,
      application: applicationId,
      applicant: applicant as number,
      orderId: newOrderId(applicationId),
      status: 'pending',
    },
  })
}

export type PaymentLogEntry = {
  payment?: number | null
  orderId?: string | null
  provider?: PaymentProvider
  kind: PaymentLogKind
  outcome: PaymentLogOutcome
  fromStatus?: PaymentStatus | string | null
  toStatus?: PaymentStatus | string | null
  /** Exactly what was received or sent; never a secret key. */
  rawBody?: string | null
  /** Kept through an allow-list (`safeHeaders`): credentials never reach the log. */
  headers?: Headers | Record<string, string | string[] | undefined>
  note?: string | null
  req?: PayloadRequest
}

/** One row of the append-only payment log. */
export async function logPayment(payload: Payload, entry: PaymentLogEntry): Promise<PaymentLog> {
  const { req, headers, ...fields } = entry
  return payload.create({
    collection: 'payment-logs',
    depth: 0,
    overrideAccess: true,
    req,
    data: { ...fields, provider: fields.provider ?? 'none', headers: safeHeaders(headers) },
  })
}
