/*
 * The payments' stored values and their Indonesian labels: the collections, the services and the
 * pages all read them here.
 */

export const PAYMENT_METHOD_LABELS = {
  manual_transfer: 'Transfer manual',
  va_bca: 'VA BCA',
  va_bni: 'VA BNI',
  va_bri: 'VA BRI',
  va_mandiri: 'VA Mandiri',
  va_permata: 'VA Permata',
  qris: 'QRIS',
} as const
export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS

/** What a payment pays: the registration fee, or an instalment of the first-semester fee. */
export const PAYMENT_PURPOSE_LABELS = {
  registration: 'Biaya pendaftaran',
  tuition: 'Biaya daftar ulang (semester pertama)',
} as const
export type PaymentPurpose = keyof typeof PAYMENT_PURPOSE_LABELS

export const PAYMENT_PROVIDER_LABELS = {
  none: 'Tanpa penyedia',
  midtrans: 'Midtrans',
  xendit: 'Xendit',
} as const
export type PaymentProvider = keyof typeof PAYMENT_PROVIDER_LABELS

/** Who confirmed a payment: a staff member (a manual transfer) or the provider's notification. */
export const CONFIRMED_BY_LABELS = {
  staff: 'Staf',
  midtrans: 'Midtrans',
  xendit: 'Xendit',
} as const
export type ConfirmedBy = keyof typeof CONFIRMED_BY_LABELS

export const PAYMENT_LOG_KIND_LABELS = {
  charge: 'Permintaan tagihan',
  notification: 'Notifikasi',
  status_check: 'Cek status',
  transition: 'Perubahan status',
} as const
export type PaymentLogKind = keyof typeof PAYMENT_LOG_KIND_LABELS

export const PAYMENT_LOG_OUTCOME_LABELS = {
  accepted: 'Diterima',
  duplicate: 'Duplikat',
  refused_signature: 'Ditolak: tanda tangan tidak sah',
  refused_unknown_order: 'Ditolak: pesanan tidak dikenal',
  refused_amount: 'Ditolak: jumlah tidak sesuai',
  refused_status: 'Ditolak: status tidak sesuai',
  malformed: 'Format tidak sah',
  changed: 'Status berubah',
  unchanged: 'Status tidak berubah',
  error: 'Galat',
} as const
export type PaymentLogOutcome = keyof typeof PAYMENT_LOG_OUTCOME_LABELS
