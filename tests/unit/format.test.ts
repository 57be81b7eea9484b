import { describe, expect, it } from 'vitest'
import { formatDate, formatDateRange, formatDateTimeRange, formatRupiah } from '@/lib/format'
import { jakartaDay, jakartaWallClock } from '@/lib/time-zone'

describe('id-ID formatting', () => {
  it('formats rupiah with dots for thousands and no decimals', () => {
    expect(formatRupiah(300000)).toBe('Rp 300.000')
    expect(formatRupiah(7500000)).toBe('Rp 7.500.000')
    expect(formatRupiah(0)).toBe('Rp 0')
  })

  it('shows the calendar day in Jakarta, not in UTC', () => {
    // 17:30 UTC on 31 Dec is already 1 Jan in Jakarta (UTC+7).
    expect(formatDate('2025-12-31T17:30:00.000Z')).toBe('1 Januari 2026')
    expect(jakartaDay('2025-12-31T17:30:00.000Z')).toBe('2026-01-01')
    expect(formatDate(null)).toBe('')
    expect(formatDate('bukan tanggal')).toBe('')
  })

  it('reads a day and a wall-clock time in Jakarta from a string or a Date, empty when not a date', () => {
    expect(jakartaDay(new Date('2026-11-22T17:30:00.000Z'))).toBe('2026-11-23')
    expect(jakartaWallClock('2026-03-12T07:30:00.000Z')).toBe('2026-03-12T14:30:00.000')
    for (const nothing of [null, undefined, '', 'bukan tanggal', new Date(Number.NaN)])
      expect(jakartaDay(nothing)).toBe('')
  })

  it('collapses date ranges within a month or a year', () => {
    expect(formatDateRange('2026-08-03T05:00:00Z', '2026-08-14T05:00:00Z')).toBe(
      '3–14 Agustus 2026',
    )
    expect(formatDateRange('2026-08-28T05:00:00Z', '2026-09-02T05:00:00Z')).toBe(
      '28 Agustus – 2 September 2026',
    )
    expect(formatDateRange('2026-12-21T05:00:00Z', '2027-01-04T05:00:00Z')).toBe(
      '21 Desember 2026 – 4 Januari 2027',
    )
    expect(formatDateRange('2026-07-01T05:00:00Z', null)).toBe('1 Juli 2026')
    expect(formatDateRange('2026-07-01T05:00:00Z', '2026-07-01T09:00:00Z')).toBe('1 Juli 2026')
  })

  it('writes a time range within one Jakarta day once, across days in full', () => {
    expect(formatDateTimeRange('2026-12-10T02:00:00.000Z', '2026-12-10T09:30:00.000Z')).toBe(
      'Kamis, 10 Desember 2026 pukul 09.00–16.30 WIB',
    )
    // 18:00 UTC on the 10th is 01:00 on the 11th in Jakarta: another day.
    expect(formatDateTimeRange('2026-12-10T02:00:00.000Z', '2026-12-10T18:00:00.000Z')).toBe(
      'Kamis, 10 Desember 2026 pukul 09.00 WIB – Jumat, 11 Desember 2026 pukul 01.00 WIB',
    )
    expect(formatDateTimeRange('2026-12-10T02:00:00.000Z', null)).toBe(
      'Kamis, 10 Desember 2026 pukul 09.00 WIB',
    )
    expect(formatDateTimeRange(null, '2026-12-10T02:00:00.000Z')).toBe('')
  })
})
