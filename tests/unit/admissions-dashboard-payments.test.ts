import { describe, expect, it } from 'vitest'
import { wrapLabel } from '@/components/admin/charts/wrap-label'
import { FUNNEL_LABELS, FUNNEL_STAGES } from '@/features/admissions/dashboard/figures'
import {
  paymentsByMethod,
  type DashboardPayment,
} from '@/features/admissions/dashboard/payment-methods'

// Payments by method on the admissions dashboard, and the funnel's axis labels that must not run
// into each other.

const METHODS = [
  { value: 'manual_transfer', label: 'Transfer manual' },
  { value: 'va_bca', label: 'VA BCA' },
  { value: 'va_bni', label: 'VA BNI' },
  { value: 'qris', label: 'QRIS' },
]
const at = (minutes: number) => new Date(Date.UTC(2031, 2, 2, 1) + minutes * 60_000).toISOString()
const payment = (
  method: string,
  status: string,
  createdMinute: number,
  paidMinute: number | null,
  amount = 300_000,
): DashboardPayment => ({
  method,
  status,
  amount,
  createdAt: at(createdMinute),
  paidAt: paidMinute === null ? null : at(paidMinute),
})

describe('payments by method', () => {
  it('counts the registration fee only, never a first-semester instalment', () => {
    const instalment = { ...payment('va_bca', 'paid', 0, 30, 3_000_000), purpose: 'tuition' }
    const fee = { ...payment('va_bca', 'paid', 0, 30), purpose: 'registration' }
    const [, bca] = paymentsByMethod([instalment, fee], METHODS)
    expect(bca).toMatchObject({ paid: 1, totalRupiah: 300_000 })
  })

  it('counts paid attempts, adds their rupiah and takes the median wait per method', () => {
    const rows = paymentsByMethod(
      [
        payment('va_bca', 'paid', 0, 30), // 0.5 h
        payment('va_bca', 'paid', 0, 120), // 2 h
        payment('va_bca', 'paid', 60, 660), // 10 h
        payment('va_bca', 'pending', 0, null),
        payment('va_bca', 'expired', 0, null),
        payment('qris', 'paid', 0, 6), // 0.1 h
        payment('qris', 'paid', 0, 18, 250_000), // 0.3 h
        payment('qris', 'failed', 0, null),
        // Refunded: the money went back, so it is no longer a paid attempt.
        payment('va_bni', 'refunded', 0, 45),
      ],
      METHODS,
    )
    expect(rows).toEqual([
      {
        method: 'manual_transfer',
        label: 'Transfer manual',
        paid: 0,
        totalRupiah: 0,
        medianHours: null,
      },
      { method: 'va_bca', label: 'VA BCA', paid: 3, totalRupiah: 900_000, medianHours: 2 },
      { method: 'va_bni', label: 'VA BNI', paid: 0, totalRupiah: 0, medianHours: null },
      { method: 'qris', label: 'QRIS', paid: 2, totalRupiah: 550_000, medianHours: 0.2 },
    ])
  })

  it('counts a paid attempt without a usable payment time but leaves it out of the median', () => {
    const rows = paymentsByMethod(
      [
        payment('qris', 'paid', 0, null),
        payment('qris', 'paid', 60, 0),
        payment('qris', 'paid', 0, 60),
      ],
      METHODS,
    )
    expect(rows.find((r) => r.method === 'qris')).toMatchObject({
      paid: 3,
      totalRupiah: 900_000,
      medianHours: 1,
    })
  })

  it('ignores a method the collection does not list', () => {
    expect(paymentsByMethod([payment('va_bri', 'paid', 0, 5)], METHODS).map((r) => r.paid)).toEqual(
      [0, 0, 0, 0],
    )
  })
})

describe('axis labels', () => {
  it('break between words within the width and keep every word of the funnel stages', () => {
    for (const stage of FUNNEL_STAGES) {
      const lines = wrapLabel(FUNNEL_LABELS[stage], 15)
      expect(lines.join(' ')).toBe(FUNNEL_LABELS[stage])
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(15)
    }
    expect(wrapLabel('Pembayaran terverifikasi', 15)).toEqual(['Pembayaran', 'terverifikasi'])
    expect(wrapLabel('Bukti bayar diunggah', 15)).toEqual(['Bukti bayar', 'diunggah'])
  })

  it('shorten a word longer than the width and what does not fit in the last line', () => {
    expect(wrapLabel('Kewirausahaan', 8)).toEqual(['Kewirau…'])
    expect(wrapLabel('satu dua tiga empat lima', 4, 2)).toEqual(['satu', 'dua…'])
  })
})
