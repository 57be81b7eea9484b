/**
 * Midtrans Core API (https://docs.midtrans.com/reference): charge, status and expire.
 *
 * A small fetch client rather than `midtrans-client`: the SDK is untyped CommonJS over axios, covers
 * exactly these three calls with no added checking, and does not verify notifications; its one rule
 * worth keeping (a body `status_code` ≥ 400 other than 407 is an error, whatever the HTTP status) is
 * applied in `midtransCall` below.
 */
import crypto from 'node:crypto'
import {
  answerError,
  basicAuth,
  integerRupiah,
  malformed,
  parseJsonObject,
  providerRequest,
  providerStatus,
  safeEqual,
  text,
  unusable,
} from './http'
import { ONLINE_METHODS, ProviderError } from './types'
import type {
  Charge,
  ChargeInput,
  OnlineMethod,
  PaymentProvider,
  ProviderPaymentStatus,
} from './types'
import type { ProviderStatus, VerifiedNotification } from './types'

export type MidtransSettings = { serverKey: string; apiUrl: string }

export const MIDTRANS_SANDBOX_URL = 'https://api.sandbox.midtrans.com'
export const MIDTRANS_PRODUCTION_URL = 'https://api.midtrans.com'

/**
 * transaction_status (and fraud_status for `capture`) → our status; undefined for a value Midtrans
 * does not document, which callers treat as an answer they cannot use.
 */
export function mapMidtransStatus(
  transactionStatus: unknown,
  fraudStatus?: unknown,
): ProviderPaymentStatus | undefined {
  switch (transactionStatus) {
    case 'settlement':
      return 'paid'
    case 'capture':
      // A captured card payment is only money once the fraud check accepts it.
      return fraudStatus === 'challenge' ? 'pending' : fraudStatus === 'deny' ? 'failed' : 'paid'
    case 'pending':
    case 'authorize':
      return 'pending'
    case 'expire':
      return 'expired'
    case 'deny':
    case 'cancel':
    case 'failure':
      return 'failed'
    case 'refund':
    case 'partial_refund':
      return 'refunded'
    default:
      return undefined
  }
}

/** SHA512(order_id + status_code + gross_amount + server key), hex: the notification's signature_key. */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return crypto
    .createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey, 'utf8')
    .digest('hex')
}

/**
 * Checks a notification on its raw body: the signature over the strings exactly as sent (a
 * re-serialised "300000.00" could differ), compared in constant time; then the fields we use.
 */
export function verifyMidtransNotification(
  rawBody: string,
  serverKey: string,
): VerifiedNotification {
  const body = parseJsonObject(rawBody)
  if (!body) return malformed('body is not a JSON object')
  const orderId = text(body.order_id)
  const statusCode = text(body.status_code)
  const grossAmount = text(body.gross_amount)
  if (!orderId || !statusCode || !grossAmount) {
    return malformed('order_id, status_code or gross_amount missing')
  }
  const expected = midtransSignature(orderId, statusCode, grossAmount, serverKey)
  if (!safeEqual(text(body.signature_key), expected)) {
    return { ok: false, reason: 'bad_signature', message: 'signature_key does not match' }
  }
  const amount = integerRupiah(grossAmount)
  if (amount === undefined) return malformed(`gross_amount "${grossAmount}" is not whole rupiah`)
  const claimedStatus = mapMidtransStatus(body.transaction_status, body.fraud_status)
  if (!claimedStatus)
    return malformed(`unknown transaction_status "${String(body.transaction_status)}"`)
  const providerReference = text(body.transaction_id)
  if (!providerReference) return malformed('transaction_id missing')
  return { ok: true, orderId, providerReference, claimedStatus, amount }
}

/** Midtrans writes times as "YYYY-MM-DD HH:mm:ss" in WIB (UTC+7). */
export function midtransTimeToIso(value: unknown): string | undefined {
  const match = typeof value === 'string' && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value)
  return match ? `${match[1]}T${match[2]}+07:00` : undefined
}

/** "2026-12-07 11:54:12 +0700", the custom_expiry.order_time format. */
function wibTimestamp(date: Date): string {
  const wib = new Date(date.getTime() + 7 * 3600_000).toISOString()
  return `${wib.slice(0, 10)} ${wib.slice(11, 19)} +0700`
}

function paymentPart(method: OnlineMethod): Record<string, unknown> {
  switch (method) {
    case 'qris':
      return { payment_type: 'qris', qris: { acquirer: 'gopay' } }
    case 'va_mandiri':
      // Mandiri's VA is a bill payment (echannel); bill_info1/2 are shown in the payer's bank app.
      return {
        payment_type: 'echannel',
        echannel: { bill_info1: 'Pembayaran', bill_info2: 'Biaya pendaftaran' },
      }
    default:
      return { payment_type: 'bank_transfer', bank_transfer: { bank: method.slice(3) } }
  }
}

export function midtransChargeBody(input: ChargeInput, now = new Date()): Record<string, unknown> {
  const minutes = Math.max(1, Math.floor((input.expiresAt.getTime() - now.getTime()) / 60_000))
  return {
    ...paymentPart(input.method),
    transaction_details: { order_id: input.orderId, gross_amount: input.amount },
    item_details: [
      { id: 'biaya-pendaftaran', price: input.amount, quantity: 1, name: 'Biaya pendaftaran' },
    ],
    customer_details: {
      first_name: input.customer.name,
      email: input.customer.email,
      ...(input.customer.phone ? { phone: input.customer.phone } : {}),
    },
    custom_expiry: { order_time: wibTimestamp(now), expiry_duration: minutes, unit: 'minute' },
  }
}

function toStatus(body: Record<string, unknown>, raw: string, httpStatus: number): ProviderStatus {
  const fields = {
    status: mapMidtransStatus(body.transaction_status, body.fraud_status),
    amount: integerRupiah(body.gross_amount),
    orderId: text(body.order_id),
    providerReference: text(body.transaction_id),
    paidAt: midtransTimeToIso(body.settlement_time),
  }
  return providerStatus('midtrans', fields, raw, httpStatus)
}

export function createMidtransProvider(
  settings: MidtransSettings,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const base = settings.apiUrl.replace(/\/$/, '')
  const headers = {
    authorization: basicAuth(settings.serverKey),
    'content-type': 'application/json',
  }

  /** Midtrans may answer HTTP 200 with an error in the body's status_code; 407 (expired) is not one. */
  async function midtransCall(method: 'GET' | 'POST', path: string, body?: unknown) {
    const answer = await providerRequest(
      'midtrans',
      base + path,
      { method, headers, body },
      fetchImpl,
    )
    const code = Number(answer.body.status_code)
    const failing = answer.status >= 400 ? answer.status : code >= 400 && code !== 407 ? code : 0
    if (failing) {
      throw answerError('midtrans', failing, text(answer.body.status_code), answer.raw)
    }
    return answer
  }

  const fetchStatus = async (ref: { orderId: string }) => {
    const { body, raw, status } = await midtransCall(
      'GET',
      `/v2/${encodeURIComponent(ref.orderId)}/status`,
    )
    return toStatus(body, raw, status)
  }

  return {
    name: 'midtrans',
    methods: ONLINE_METHODS,

    async createCharge(input) {
      const { body, raw, status } = await midtransCall(
        'POST',
        '/v2/charge',
        midtransChargeBody(input),
      )
      const providerReference = text(body.transaction_id)
      if (!providerReference)
        throw unusable('midtrans', 'charge answer without transaction_id', raw, status)
      const vaNumbers = Array.isArray(body.va_numbers) ? body.va_numbers : []
      const charge: Charge = {
        providerReference,
        expiresAt: midtransTimeToIso(body.expiry_time) ?? input.expiresAt.toISOString(),
        raw,
      }
      const va = text((vaNumbers[0] as Record<string, unknown> | undefined)?.va_number)
      const vaNumber = va ?? text(body.permata_va_number)
      if (vaNumber) charge.vaNumber = vaNumber
      if (text(body.bill_key)) charge.billKey = text(body.bill_key)
      if (text(body.biller_code)) charge.billerCode = text(body.biller_code)
      if (text(body.qr_string)) charge.qrString = text(body.qr_string)
      const expected =
        input.method === 'qris'
          ? charge.qrString
          : input.method === 'va_mandiri'
            ? charge.billKey
            : charge.vaNumber
      if (!expected)
        throw unusable(
          'midtrans',
          `charge answer without payment details for ${input.method}`,
          raw,
          status,
        )
      return charge
    },

    fetchStatus,

    async expire(ref) {
      try {
        const { body, raw, status } = await midtransCall(
          'POST',
          `/v2/${encodeURIComponent(ref.orderId)}/expire`,
        )
        return toStatus(body, raw, status)
      } catch (error) {
        // 412: "Merchant cannot modify the status of the transaction" — it already ended.
        if (error instanceof ProviderError && error.status === 412) return fetchStatus(ref)
        throw error
      }
    },

    verifyNotification(rawBody) {
      return verifyMidtransNotification(rawBody, settings.serverKey)
    },
  }
}
