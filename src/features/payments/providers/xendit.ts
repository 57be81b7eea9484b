/**
 * Xendit Payments API v3 (https://docs.xendit.co/apidocs/create-payment-request): payment requests
 * with a VA channel per bank or QRIS, read by id, cancelled to stop payment.
 *
 * A small fetch client rather than `xendit-node`: the SDK's PaymentRequest client speaks the older
 * `/payment_requests` (v2) shape, not `/v3/payment_requests` with `api-version: 2024-11-11`, and
 * it does not verify webhooks either.
 */
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
import { ProviderError } from './types'
import type {
  Charge,
  ChargeInput,
  OnlineMethod,
  PaymentProvider,
  ProviderPaymentStatus,
} from './types'
import type { ProviderStatus, VerifiedNotification } from './types'

export type XenditSettings = { secretKey: string; callbackToken: string; apiUrl: string }

export const XENDIT_API_URL = 'https://api.xendit.co'
export const XENDIT_API_VERSION = '2024-11-11'

export const XENDIT_CHANNELS: Record<OnlineMethod, string> = {
  va_bca: 'BCA_VIRTUAL_ACCOUNT',
  va_bni: 'BNI_VIRTUAL_ACCOUNT',
  va_bri: 'BRI_VIRTUAL_ACCOUNT',
  va_mandiri: 'MANDIRI_VIRTUAL_ACCOUNT',
  va_permata: 'PERMATA_VIRTUAL_ACCOUNT',
  qris: 'QRIS',
}

/**
 * A payment request's status → ours. CANCELED is what our `expire` asks for, so it reads as expired:
 * either way the request no longer takes money.
 */
export function mapXenditStatus(status: unknown): ProviderPaymentStatus | undefined {
  switch (status) {
    case 'ACCEPTING_PAYMENTS':
    case 'REQUIRES_ACTION':
    case 'AUTHORIZED':
      return 'pending'
    case 'SUCCEEDED':
      return 'paid'
    case 'EXPIRED':
    case 'CANCELED':
      return 'expired'
    case 'FAILED':
      return 'failed'
    default:
      return undefined
  }
}

/** Webhook events we act on, with the data.status each must carry. */
const EVENTS: Record<string, { status: string; claimed: ProviderPaymentStatus }> = {
  'payment.capture': { status: 'SUCCEEDED', claimed: 'paid' },
  'payment.failure': { status: 'FAILED', claimed: 'failed' },
  'payment.expiry': { status: 'EXPIRED', claimed: 'expired' },
  'payment_request.expiry': { status: 'EXPIRED', claimed: 'expired' },
}

function captureOf(data: Record<string, unknown>): Record<string, unknown> | undefined {
  const first = Array.isArray(data.captures) ? data.captures[0] : undefined
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined
}

/**
 * The `x-callback-token` header against the dashboard's token, in constant time, before the body
 * is even parsed; then the event and its data.
 */
export function verifyXenditNotification(
  rawBody: string,
  headers: Headers,
  callbackToken: string,
): VerifiedNotification {
  if (!safeEqual(headers.get('x-callback-token'), callbackToken)) {
    return { ok: false, reason: 'bad_signature', message: 'x-callback-token does not match' }
  }
  const body = parseJsonObject(rawBody)
  const data = body?.data
  if (!body || !data || typeof data !== 'object' || Array.isArray(data)) {
    return malformed('body is not a JSON object with data')
  }
  const d = data as Record<string, unknown>
  const event = EVENTS[String(body.event)]
  if (!event) return malformed(`event "${String(body.event)}" is not handled`)
  if (d.status !== event.status)
    return malformed(`${String(body.event)} with status "${String(d.status)}"`)
  const orderId = text(d.reference_id)
  const providerReference = text(d.payment_request_id)
  if (!orderId || !providerReference) return malformed('reference_id or payment_request_id missing')
  if (d.currency !== undefined && d.currency !== 'IDR')
    return malformed(`currency "${String(d.currency)}"`)
  const amount = integerRupiah(captureOf(d)?.capture_amount ?? d.request_amount)
  if (amount === undefined) return malformed('amount missing or not whole rupiah')
  return { ok: true, orderId, providerReference, claimedStatus: event.claimed, amount }
}

export function xenditChargeBody(input: ChargeInput): Record<string, unknown> {
  const va = input.method !== 'qris'
  return {
    reference_id: input.orderId,
    type: 'PAY',
    country: 'ID',
    currency: 'IDR',
    request_amount: input.amount,
    capture_method: 'AUTOMATIC',
    channel_code: XENDIT_CHANNELS[input.method],
    channel_properties: {
      // The name the payer's bank shows for the VA (required for VA channels).
      ...(va ? { display_name: input.customer.name.slice(0, 255) } : {}),
      expires_at: input.expiresAt.toISOString(),
    },
    description: 'Biaya pendaftaran',
    metadata: { order_id: input.orderId },
  }
}

function toStatus(body: Record<string, unknown>, raw: string, httpStatus: number): ProviderStatus {
  const fields = {
    status: mapXenditStatus(body.status),
    amount: integerRupiah(body.request_amount),
    orderId: text(body.reference_id),
    providerReference: text(body.payment_request_id),
    paidAt: text(body.updated),
  }
  return providerStatus('xendit', fields, raw, httpStatus)
}

function actionValue(body: Record<string, unknown>, descriptor: string): string | undefined {
  const actions = Array.isArray(body.actions) ? (body.actions as Record<string, unknown>[]) : []
  return text(actions.find((a) => a?.descriptor === descriptor)?.value)
}

export function createXenditProvider(
  settings: XenditSettings,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const base = settings.apiUrl.replace(/\/$/, '')
  const baseHeaders = {
    authorization: basicAuth(settings.secretKey),
    'api-version': XENDIT_API_VERSION,
    'content-type': 'application/json',
  }

  async function xenditCall(method: 'GET' | 'POST', path: string, body?: unknown, headers = {}) {
    const answer = await providerRequest(
      'xendit',
      base + path,
      { method, headers: { ...baseHeaders, ...headers }, body },
      fetchImpl,
    )
    if (answer.status >= 400) {
      throw answerError('xendit', answer.status, text(answer.body.error_code), answer.raw)
    }
    return answer
  }

  function requestPath(ref: { orderId: string; providerReference?: string }): string {
    // v3 reads a payment request by its own id only; the id comes back from createCharge.
    if (!ref.providerReference) {
      throw new ProviderError('xendit', 'xendit: payment_request_id needed', { retryable: false })
    }
    return `/v3/payment_requests/${encodeURIComponent(ref.providerReference)}`
  }

  const fetchStatus = async (ref: { orderId: string; providerReference?: string }) => {
    const { body, raw, status } = await xenditCall('GET', requestPath(ref))
    return toStatus(body, raw, status)
  }

  return {
    name: 'xendit',
    methods: Object.keys(XENDIT_CHANNELS) as OnlineMethod[],

    async createCharge(input) {
      // The order id as idempotency key: a retried create after a lost answer returns the same request.
      const { body, raw, status } = await xenditCall(
        'POST',
        '/v3/payment_requests',
        xenditChargeBody(input),
        {
          'idempotency-key': input.orderId,
        },
      )
      const providerReference = text(body.payment_request_id)
      if (!providerReference)
        throw unusable('xendit', 'answer without payment_request_id', raw, status)
      const properties = (body.channel_properties ?? {}) as Record<string, unknown>
      const charge: Charge = {
        providerReference,
        expiresAt: text(properties.expires_at) ?? input.expiresAt.toISOString(),
        raw,
      }
      if (input.method === 'qris') charge.qrString = actionValue(body, 'QR_STRING')
      else charge.vaNumber = actionValue(body, 'VIRTUAL_ACCOUNT_NUMBER')
      if (!charge.qrString && !charge.vaNumber) {
        throw unusable('xendit', `answer without payment details for ${input.method}`, raw, status)
      }
      return charge
    },

    fetchStatus,

    async expire(ref) {
      try {
        const { body, raw, status } = await xenditCall('POST', `${requestPath(ref)}/cancel`)
        return toStatus(body, raw, status)
      } catch (error) {
        // Already paid, expired or cancelled: nothing to stop, report where it ended.
        const ended = ['INACTIVE_PAYMENT_REQUEST', 'INELIGIBLE_TRANSACTION_STATUS']
        if (
          error instanceof ProviderError &&
          error.status === 400 &&
          ended.includes(error.code ?? '')
        ) {
          return fetchStatus(ref)
        }
        throw error
      }
    },

    verifyNotification(rawBody, headers) {
      return verifyXenditNotification(rawBody, headers, settings.callbackToken)
    },
  }
}
