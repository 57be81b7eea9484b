import { cell, numberCell, RowHeader } from '@/components/admin/charts/ChartFigure'
import { durationLabel } from '@/features/admissions/dashboard/figures'
import type { MethodRow } from '@/features/admissions/dashboard/payment-methods'
import { formatRupiah } from '@/lib/format'

export const PAYMENT_METHODS_TITLE = 'Pembayaran per metode'

/** Paid attempts, rupiah and the median wait for payment per method: one table, every method. */
export function PaymentMethodsTable({ rows }: { rows: MethodRow[] }) {
  const paid = rows.reduce((n, r) => n + r.paid, 0)
  return (
    <section
      aria-labelledby="payment-methods"
      data-testid="payment-methods"
      style={{ marginBottom: 32 }}
    >
      <h2 id="payment-methods" style={{ fontSize: 16, marginBottom: 8 }}>
        {PAYMENT_METHODS_TITLE}
      </h2>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left', fontSize: 13, opacity: 0.85 }}>
          {paid} pembayaran lunas dari pendaftaran sesuai saringan. Waktu bayar dihitung dari
          tagihan dibuat sampai lunas.
        </caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>
              Metode
            </th>
            {['Pembayaran lunas', 'Jumlah', 'Median waktu bayar'].map((name) => (
              <th key={name} scope="col" style={numberCell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.method}>
              <RowHeader>{r.label}</RowHeader>
              <td style={numberCell}>{r.paid}</td>
              <td style={numberCell}>{formatRupiah(r.totalRupiah)}</td>
              <td style={numberCell}>{r.paid ? durationLabel(r.medianHours) : '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
