/**
 * The statuses of one payment attempt and the only moves between them. A payment that expired or
 * failed never becomes paid: the applicant pays again through a new payment (a new order id), so
 * a late notification for the old order cannot settle it.
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const isPaymentStatus = (value: unknown): value is PaymentStatus =>
  (PAYMENT_STATUSES as readonly unknown[]).includes(value)

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Menunggu pembayaran',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  failed: 'Gagal',
  refunded: 'Dikembalikan',
}

const MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid', 'expired', 'failed'],
  paid: ['refunded'],
  expired: [],
  failed: [],
  refunded: [],
}

export const canMove = (from: PaymentStatus, to: PaymentStatus): boolean => MOVES[from].includes(to)

/** The statuses a payment may be in for a move to `to` (the condition of the settling update). */
export const sourcesOf = (to: PaymentStatus): PaymentStatus[] =>
  PAYMENT_STATUSES.filter((from) => canMove(from, to))
