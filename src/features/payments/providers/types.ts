/**
 * The contract every online payment provider (Midtrans, Xendit) is used through. Amounts are integer
 * rupiah everywhere; `raw` is the exact body text the provider answered, kept for the payment log.
 */
export type ProviderName = 'midtrans' | 'xendit'
export type OnlineMethod = 'va_bca' | 'va_bni' | 'va_bri' | 'va_mandiri' | 'va_permata' | 'qris'
export type ProviderPaymentStatus = 'pending' | 'paid' | 'expired' | 'failed' | 'refunded'

export const ONLINE_METHODS: readonly OnlineMethod[] = [
  'va_bca',
  'va_bni',
  'va_bri',
  'va_mandiri',
  'va_permata',
  'qris',
]

export type ChargeInput = {
  orderId: string
  amount: number
  method: OnlineMethod
  customer: { name: string; email: string; phone?: string }
  expiresAt: Date
}

export type Charge = {
  providerReference: string
  vaNumber?: string
  /** Mandiri bill payment (Midtrans `echannel`): the company code and the bill key the payer types. */
  billerCode?: string
  billKey?: string
  /** QRIS: the EMV string to render as a QR code. */
  qrString?: string
  /** ISO 8601 with offset. */
  expiresAt: string
  raw: string
}

export type ProviderStatus = {
  orderId: string
  providerReference: string
  status: ProviderPaymentStatus
  amount: number
  paidAt?: string
  raw: string
}

export type VerifiedNotification =
  | {
      ok: true
      orderId: string
      providerReference: string
      /** What the notification says; the record trusts it only after its own checks (amount, order). */
      claimedStatus: ProviderPaymentStatus
      amount: number
    }
  | { ok: false; reason: 'bad_signature' | 'malformed'; message: string }

export interface PaymentProvider {
  name: ProviderName
  methods: readonly OnlineMethod[]
  createCharge(input: ChargeInput): Promise<Charge>
  fetchStatus(ref: { orderId: string; providerReference?: string }): Promise<ProviderStatus>
  /**
   * Stops the charge from being paid. When the provider refuses because the charge already ended
   * (paid a moment earlier, say), the answer is its current status instead of an error.
   */
  expire(ref: { orderId: string; providerReference?: string }): Promise<ProviderStatus>
  /** Pure and synchronous: verifies the raw body (never a re-serialised object) and the headers. */
  verifyNotification(rawBody: string, headers: Headers): VerifiedNotification
}

/**
 * A provider call that did not give a usable answer. `retryable`: a network failure, a timeout, 429
 * or 5xx, where the same call may succeed later; anything else (4xx, an answer we cannot read)
 * needs a person or a different request.
 */
export class ProviderError extends Error {
  readonly provider: ProviderName
  readonly status?: number
  /** The provider's own error code (Midtrans `status_code`, Xendit `error_code`). */
  readonly code?: string
  readonly retryable: boolean
  /** The body the provider answered, if any (never holds our keys). */
  readonly raw?: string

  constructor(
    provider: ProviderName,
    message: string,
    options: { status?: number; code?: string; retryable: boolean; raw?: string; cause?: unknown },
  ) {
    super(message, { cause: options.cause })
    this.name = 'ProviderError'
    this.provider = provider
    this.status = options.status
    this.code = options.code
    this.retryable = options.retryable
    this.raw = options.raw
  }
}
