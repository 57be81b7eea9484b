/** The ways to pay the registration fee, as the applicant, the admin and the records name them. */
export const ONLINE_METHODS = ['va_bca', 'va_bni', 'va_bri', 'va_mandiri', 'va_permata', 'qris'] as const
export type OnlineMethod = (typeof ONLINE_METHODS)[number]
export const PAYMENT_METHODS = ['manual_transfer', ...ONLINE_METHODS] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  manual_transfer: 'Transfer manual',
  va_bca: 'Virtual Account BCA',
  va_bni: 'Virtual Account BNI',
  va_bri: 'Virtual Account BRI',
  va_mandiri: 'Mandiri Bill Payment',
  va_permata: 'Virtual Account Permata',
  qris: 'QRIS',
}

export const isOnlineMethod = (value: unknown): value is OnlineMethod =>
  (ONLINE_METHODS as readonly unknown[]).includes(value)
