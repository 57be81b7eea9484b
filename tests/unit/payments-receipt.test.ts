import { describe, expect, it } from 'vitest'
import { buildReceipt, receiptNumber, registrationNumber } from '@/features/payments/receipt'
import { refundInputProblem, REFUND_MESSAGES } from '@/features/payments/refund'
import { rupiahInWords } from '@/features/payments/terbilang'

describe('the receipt number', () => {
  it('is the Jakarta year of the payment and its id, the same on every download', () => {
    expect(receiptNumber(123, '2026-12-07T03:00:00.000Z')).toBe('KW-2026-000123')
    // 31 December 18:30 UTC is already 1 January in Jakarta.
    expect(receiptNumber(7, '2026-12-31T18:30:00.000Z')).toBe('KW-2027-000007')
    expect(receiptNumber(1_234_567, '2026-01-05T00:00:00.000Z')).toBe('KW-2026-1234567')
  })

  it('the registration number comes from the application', () => {
    expect(registrationNumber(42)).toBe('PMB-000042')
  })
})

describe('the amount in words (terbilang)', () => {
  it.each([
    [300_000, 'Tiga ratus ribu rupiah'],
    [1_000, 'Seribu rupiah'],
    [11_500, 'Sebelas ribu lima ratus rupiah'],
    [250_750, 'Dua ratus lima puluh ribu tujuh ratus lima puluh rupiah'],
    [1_000_000, 'Satu juta rupiah'],
    [2_100_000_000, 'Dua miliar seratus juta rupiah'],
    [0, 'Nol rupiah'],
  ])('%i → %s', (amount, words) => {
    expect(rupiahInWords(amount)).toBe(words)
  })

  it('refuses what is not a whole rupiah amount', () => {
    expect(() => rupiahInWords(1.5)).toThrow(/tidak dapat ditulis/)
    expect(() => rupiahInWords(-1)).toThrow(/tidak dapat ditulis/)
  })
})

describe('the receipt’s lines', () => {
  const base = {
    collegeName: 'Universitas Teknologi Bandung',
    paymentId: 55,
    orderId: 'UTB-9-abcd1234',
    applicationId: 9,
    applicantName: 'Ayu Lestari',
    amount: 300_000,
    paidAt: '2026-12-07T02:05:00.000Z',
  }
  const value = (lines: { label: string; value: string }[], label: string) =>
    lines.find((line) => line.label === label)?.value

  it('a manual transfer names the staff member who verified it', () => {
    const receipt = buildReceipt({
      ...base,
      method: 'manual_transfer',
      provider: 'none',
      staffName: 'Sari Panitia',
    })
    expect(receipt.fileName).toBe('kuitansi-KW-2026-000055.pdf')
    expect(receipt.lines.map((line) => line.label)).toEqual([
      'Nomor kuitansi',
      'Telah diterima dari',
      'Nomor pendaftaran',
      'Untuk pembayaran',
      'Jumlah',
      'Terbilang',
      'Metode',
      'Nomor pesanan',
      'Dibayar pada',
      'Dikonfirmasi oleh',
    ])
    expect(value(receipt.lines, 'Jumlah')).toBe('Rp 300.000')
    expect(value(receipt.lines, 'Terbilang')).toBe('Tiga ratus ribu rupiah')
    expect(value(receipt.lines, 'Metode')).toBe('Transfer manual')
    expect(value(receipt.lines, 'Nomor pendaftaran')).toBe('PMB-000009')
    expect(value(receipt.lines, 'Dibayar pada')).toBe('Senin, 7 Desember 2026 pukul 09.05 WIB')
    expect(value(receipt.lines, 'Dikonfirmasi oleh')).toBe('Diverifikasi panitia: Sari Panitia')
  })

  it('an online payment names the provider and its reference', () => {
    const receipt = buildReceipt({
      ...base,
      method: 'va_bca',
      provider: 'midtrans',
      providerReference: 'trx-889',
    })
    expect(value(receipt.lines, 'Metode')).toBe('VA BCA')
    expect(value(receipt.lines, 'Dikonfirmasi oleh')).toBe('Midtrans, referensi trx-889')
    expect(value(receipt.lines, 'Untuk pembayaran')).toBe('Biaya pendaftaran mahasiswa baru')
  })

  it('an instalment of the first-semester fee says which one, of how many', () => {
    const receipt = buildReceipt({
      ...base,
      method: 'qris',
      provider: 'xendit',
      instalment: { number: 2, count: 3 },
    })
    expect(value(receipt.lines, 'Untuk pembayaran')).toBe(
      'Biaya daftar ulang (semester pertama) — cicilan ke-2 dari 3',
    )
  })
})

describe('the refund’s details', () => {
  const now = new Date('2026-12-07T05:00:00.000Z')
  const ok = {
    paymentId: 1,
    date: '2026-12-06T12:00:00+07:00',
    reference: 'BCA 77',
    amount: 300_000,
  }

  it('pass when the amount is at most what was paid, with a reference and a past date', () => {
    expect(refundInputProblem(ok, 300_000, now)).toBeNull()
  })

  it.each([
    [{ amount: 300_001 }, REFUND_MESSAGES.amount],
    [{ amount: 0 }, REFUND_MESSAGES.amount],
    [{ amount: 150_000 }, REFUND_MESSAGES.amount],
    [{ amount: 10.5 }, REFUND_MESSAGES.amount],
    [{ reference: '  ' }, REFUND_MESSAGES.reference],
    [{ reference: 'x'.repeat(101) }, REFUND_MESSAGES.reference],
    [{ date: 'kemarin' }, REFUND_MESSAGES.date],
    [{ date: '2026-12-08T12:00:00+07:00' }, REFUND_MESSAGES.date],
  ])('refuse %o', (change, message) => {
    expect(refundInputProblem({ ...ok, ...change }, 300_000, now)).toBe(message)
  })
})
