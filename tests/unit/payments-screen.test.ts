import { describe, expect, it } from 'vitest'
import { attemptToShow, formatCountdown, shownStatus } from '@/features/payments/attempt-view'
import { howToPay } from '@/features/payments/how-to-pay'
import { noticeCode, noticeOf, PAYMENT_NOTICES } from '@/features/payments/notices'
import { PAYMENT_MESSAGES } from '@/features/payments/messages'
import { ONLINE_METHODS } from '@/features/payments/providers/types'
import { simulatorUrl } from '@/features/payments/simulator'

// The applicant's payment screen: the countdown, which attempt it shows, the steps per bank, the
// notices a URL may name, and when the demo's "Bayar (simulasi)" may exist.

const NOW = Date.parse('2026-12-07T05:00:00Z')
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString()

describe('the countdown', () => {
  it('reads in hours, minutes and seconds, dropping the empty leading units', () => {
    expect(formatCountdown(23 * 3600_000 + 5 * 60_000 + 9_000)).toBe('23 jam 5 menit 9 detik')
    expect(formatCountdown(4 * 60_000)).toBe('4 menit 0 detik')
    expect(formatCountdown(9_999)).toBe('9 detik')
    expect(formatCountdown(3600_000)).toBe('1 jam 0 menit 0 detik')
  })

  it('stops at zero once the time is up', () => {
    expect(formatCountdown(0)).toBe('0 detik')
    expect(formatCountdown(-5_000)).toBe('0 detik')
  })
})

describe('an attempt as the page shows it', () => {
  it('is expired as soon as its deadline passes, even before the provider says so', () => {
    const pending = { status: 'pending' as const, expiresAt: at(1), createdAt: at(-60) }
    expect(shownStatus(pending, NOW)).toBe('pending')
    expect(shownStatus(pending, NOW + 60_000)).toBe('expired')
    expect(shownStatus({ ...pending, status: 'paid' }, NOW + 120_000)).toBe('paid')
  })

  it('is the paid one if any, else the newest pending or expired; failed ones hold no number', () => {
    const a = (status: 'pending' | 'paid' | 'expired' | 'failed', created: number) => ({
      status,
      createdAt: at(created),
      expiresAt: at(created + 1440),
    })
    expect(attemptToShow([a('failed', 3), a('expired', 2), a('pending', 1)])).toEqual(
      a('expired', 2),
    )
    expect(attemptToShow([a('pending', 3), a('paid', 1)])).toEqual(a('paid', 1))
    expect(attemptToShow([a('failed', 1)])).toBeNull()
    expect(attemptToShow([])).toBeNull()
  })
})

describe('how to pay', () => {
  const codes = { vaNumber: '12312345678', billerCode: null, billKey: null }

  it('gives every online method an ATM or app path with the applicant’s own number and amount', () => {
    for (const method of ONLINE_METHODS) {
      const ways = howToPay(method, codes, 'Rp 300.000')
      expect(ways.length, method).toBeGreaterThan(0)
      for (const way of ways) {
        expect(way.steps.length, `${method} ${way.channel}`).toBeGreaterThanOrEqual(3)
        expect(way.steps.join(' '), `${method} ${way.channel}`).toContain('Rp 300.000')
        if (method !== 'qris') expect(way.steps.join(' ')).toContain('12312345678')
      }
    }
  })

  it('names each bank’s own menus', () => {
    const channels = (method: (typeof ONLINE_METHODS)[number]) =>
      howToPay(method, codes, 'Rp 300.000').map((w) => w.channel)
    expect(channels('va_bca')).toEqual(['ATM BCA', 'BCA mobile (m-BCA)'])
    expect(channels('va_bri')).toEqual(['ATM BRI', 'BRImo'])
    expect(
      howToPay('va_bri', codes, 'Rp 1')
        .flatMap((w) => w.steps)
        .join(' '),
    ).toContain('BRIVA')
  })

  it('gives Mandiri’s bill payment the company code and the bill key instead of a VA number', () => {
    const bill = howToPay(
      'va_mandiri',
      { vaNumber: null, billerCode: '70012', billKey: '998877665544' },
      'Rp 300.000',
    )
    const text = bill.flatMap((w) => w.steps).join(' ')
    expect(text).toContain('kode perusahaan 70012')
    expect(text).toContain('kode bayar 998877665544')
    expect(text).not.toContain('virtual account')
  })
})

describe('notices named in the URL', () => {
  it('are only the fixed ones; anything else says nothing', () => {
    expect(noticeOf('providerDown')).toBe(PAYMENT_MESSAGES.providerDown)
    expect(noticeOf('Transfer ke rekening 123 sekarang')).toBeNull()
    expect(noticeOf('toString')).toBeNull()
    expect(noticeOf(undefined)).toBeNull()
  })

  it('come from the checkout’s refusals; a wave’s own sentence is "closed"', () => {
    expect(noticeCode(PAYMENT_MESSAGES.notPayable)).toBe('notPayable')
    expect(noticeCode('Pembayaran Gelombang 1 ditutup pada 1 Juli 2026.')).toBe('closed')
    expect(Object.keys(PAYMENT_NOTICES)).toContain('simulatorFailed')
  })
})

describe('the demo’s simulated payment', () => {
  const settings = (apiUrl: string) => ({
    midtrans: { serverKey: 'SB-Mid-server-x', apiUrl },
    xendit: { secretKey: 'xnd_development_x', callbackToken: 'token-x', apiUrl },
  })

  it('exists only for a provider configured on the local simulator', () => {
    expect(simulatorUrl('midtrans', settings('http://127.0.0.1:4580/midtrans'))).toBe(
      'http://127.0.0.1:4580',
    )
    expect(simulatorUrl('xendit', settings('http://localhost:3126/xendit/'))).toBe(
      'http://localhost:3126',
    )
  })

  it('never for a real provider, another host, or a path that is not the simulator’s', () => {
    expect(simulatorUrl('midtrans', settings('https://api.sandbox.midtrans.com'))).toBeNull()
    expect(simulatorUrl('xendit', settings('https://api.xendit.co'))).toBeNull()
    expect(simulatorUrl('midtrans', settings('http://10.0.0.5:4580/midtrans'))).toBeNull()
    expect(simulatorUrl('midtrans', settings('http://127.0.0.1:4580/xendit'))).toBeNull()
    expect(simulatorUrl('midtrans', {})).toBeNull()
  })
})
