import { formatDateTime, formatRupiah } from '@/lib/format'
import { jakartaDay } from '@/lib/time-zone'
import { rupiahInWords } from './terbilang'
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PAYMENT_PURPOSE_LABELS,
  type PaymentMethod,
} from './vocabulary'

/*
 * The receipt (kuitansi) of a paid fee (the registration fee or a first-semester instalment):
 * what it says, line by line, pure. The PDF (receipt-pdf.ts) only draws these lines;
 * receipt-load.ts reads the records, the route (receipt-route.ts) answers with the PDF.
 */

/**
 * "KW-2026-000123": the Jakarta year the fee was paid and the payment's id. The id is unique
 * and never reused, and the year of a paid payment never changes, so the number is the same on
 * every download.
 */
export function receiptNumber(paymentId: number, paidAt: string): string {
  return `KW-${jakartaDay(paidAt).slice(0, 4)}-${String(paymentId).padStart(6, '0')}`
}

/** The applicant's registration number, from their application's id: "PMB-000042". */
export const registrationNumber = (applicationId: number): string =>
  `PMB-${String(applicationId).padStart(6, '0')}`

export type ReceiptInput = {
  collegeName: string
  paymentId: number
  orderId: string
  applicationId: number
  applicantName: string
  amount: number
  method: PaymentMethod
  provider: keyof typeof PAYMENT_PROVIDER_LABELS
  paidAt: string
  providerReference?: string | null
  /** The staff member who confirmed a manual transfer. */
  staffName?: string | null
  /** An instalment of the first-semester fee (its number, of how many); else the registration fee. */
  instalment?: { number: number; count: number } | null
}

export type Receipt = {
  title: string
  collegeName: string
  number: string
  lines: { label: string; value: string }[]
  fileName: string
}

/** Who or what confirmed the payment, as the receipt names it. */
function confirmation(input: ReceiptInput): string {
  if (input.method === 'manual_transfer')
    return `Diverifikasi panitia: ${input.staffName?.trim() || 'Panitia penerimaan'}`
  const provider = PAYMENT_PROVIDER_LABELS[input.provider]
  return input.providerReference ? `${provider}, referensi ${input.providerReference}` : provider
}

/** What the payment was for: the registration fee, or which instalment of the first-semester fee. */
export function receiptPurpose(instalment: ReceiptInput['instalment']): string {
  if (!instalment) return 'Biaya pendaftaran mahasiswa baru'
  return `${PAYMENT_PURPOSE_LABELS.tuition} — cicilan ke-${instalment.number} dari ${instalment.count}`
}

export function buildReceipt(input: ReceiptInput): Receipt {
  const number = receiptNumber(input.paymentId, input.paidAt)
  return {
    title: 'KUITANSI PEMBAYARAN',
    collegeName: input.collegeName,
    number,
    lines: [
      { label: 'Nomor kuitansi', value: number },
      { label: 'Telah diterima dari', value: input.applicantName },
      { label: 'Nomor pendaftaran', value: registrationNumber(input.applicationId) },
      { label: 'Untuk pembayaran', value: receiptPurpose(input.instalment) },
      { label: 'Jumlah', value: formatRupiah(input.amount) },
      { label: 'Terbilang', value: rupiahInWords(input.amount) },
      { label: 'Metode', value: PAYMENT_METHOD_LABELS[input.method] },
      { label: 'Nomor pesanan', value: input.orderId },
      { label: 'Dibayar pada', value: formatDateTime(input.paidAt) },
      { label: 'Dikonfirmasi oleh', value: confirmation(input) },
    ],
    fileName: `kuitansi-${number}.pdf`,
  }
}
