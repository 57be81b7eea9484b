import { DownloadLink } from '@/components/DownloadLink'
import type { PublicPayment } from '@/features/payments/map'

/** The numbered receipt (PDF) of a paid attempt, from the applicant's own receipt route. */
export function ReceiptLink({ payment, label }: { payment: PublicPayment; label?: string }) {
  return (
    <DownloadLink
      href={`/api/pendaftar/pembayaran/${payment.id}/kuitansi`}
      className="mt-2 flex min-h-11 w-fit items-center font-semibold text-brand-800 underline"
      data-testid="payment-receipt"
    >
      {label ?? 'Unduh kuitansi (PDF)'}
    </DownloadLink>
  )
}
