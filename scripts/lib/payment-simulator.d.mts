// Types of scripts/lib/payment-simulator.mjs for the TypeScript tests.

export type SimulatorFaults = {
  /** Signed with another key (Midtrans) or sent with another callback token (Xendit). */
  signature?: 'wrong'
  /** The same notification this many more times. */
  duplicates?: number
  /** The state changes but nothing is sent: a lost notification. */
  drop?: boolean
  /** The notification claims this amount (correctly signed). */
  amount?: number
  delayMs?: number
}

export type SimulatedNotification = {
  body: string
  dropped: boolean
  /** One per sending: when it was sent, the HTTP status the app answered (0: none) and its body. */
  deliveries: { at: string; status: number; body?: string; error?: string }[]
}

export type SimulatedPayment = {
  provider: 'midtrans' | 'xendit'
  orderId: string
  /** Midtrans transaction_id / Xendit payment_request_id. */
  reference: string
  amount: number
  method: string
  /** The provider's own status word (settlement, expire, SUCCEEDED, CANCELED, …). */
  status: string
  vaNumber?: string
  billKey?: string
  billerCode?: string
  qrString?: string
  createdAt: string
  expiresAt: string
  paidAt?: string
  notifications: SimulatedNotification[]
}

export type SimulatorResult = { payment: SimulatedPayment; notification: SimulatedNotification }

export type PaymentSimulator = {
  url: string
  /** For MIDTRANS_API_URL. */
  midtransUrl: string
  /** For XENDIT_API_URL. */
  xenditUrl: string
  pay(orderId: string, faults?: SimulatorFaults): Promise<SimulatorResult>
  expire(orderId: string, faults?: SimulatorFaults): Promise<SimulatorResult>
  /** A correctly signed notification of an earlier status, the payment unchanged (out of order). */
  sendStale(
    orderId: string,
    status: 'pending' | 'paid' | 'expired',
    faults?: SimulatorFaults,
  ): Promise<SimulatorResult>
  /** The next `count` API calls answer 500. */
  failNext(count?: number): void
  /** The next API call answers only after `ms` (a provider too slow to wait for). */
  slowNext(ms: number): void
  payments(): SimulatedPayment[]
  /** Resolves once the notifications the simulator sent by itself (Midtrans expire) are answered. */
  idle(): Promise<void>
  close(): Promise<void>
}

export function startPaymentSimulator(options: {
  port?: number
  host?: string
  notify?: { midtrans?: string; xendit?: string }
  midtransServerKey: string
  xenditCallbackToken: string
  /** When set, Xendit calls with another key answer 401 (otherwise any key passes). */
  xenditSecretKey?: string
}): Promise<PaymentSimulator>
