import { describe, expect, it } from 'vitest'
import {
  canMove,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  sourcesOf,
} from '@/features/payments/status'
import { newOrderId, ORDER_ID_PATTERN } from '@/features/payments/order-id'
import { safeHeaders } from '@/features/payments/safe-headers'
import { canTransition, STATUSES } from '@/features/admissions/application/status'

describe('payment statuses', () => {
  it('are labelled in Indonesian', () => {
    expect(PAYMENT_STATUS_LABELS).toEqual({
      pending: 'Menunggu pembayaran',
      paid: 'Lunas',
      expired: 'Kedaluwarsa',
      failed: 'Gagal',
      refunded: 'Dikembalikan',
    })
  })

  it('move only pending → paid, expired or failed, and paid → refunded', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual(['pending→paid', 'pending→expired', 'pending→failed', 'paid→refunded'])
  })

  it('never let an expired or failed payment become paid', () => {
    expect(canMove('expired', 'paid')).toBe(false)
    expect(canMove('failed', 'paid')).toBe(false)
    expect(canMove('paid', 'paid')).toBe(false)
    expect(sourcesOf('paid')).toEqual(['pending'])
    expect(sourcesOf('refunded')).toEqual(['paid'])
    expect(sourcesOf('pending')).toEqual([])
  })
})

describe('the system’s move of an application', () => {
  it('verifies the payment only of an application still waiting for it', () => {
    const targets = STATUSES.filter((from) => canTransition(from, 'payment_verified', 'system'))
    expect(targets).toEqual(['registered', 'proof_uploaded', 'payment_rejected'])
    // Besides the re-registration deadline's withdrawal, nothing else is the system's, and staff
    // keep their own move.
    for (const from of STATUSES)
      for (const to of STATUSES)
        if (to !== 'payment_verified')
          expect(canTransition(from, to, 'system')).toBe(from === 'accepted' && to === 'withdrawn')
    expect(canTransition('proof_uploaded', 'payment_verified', 'staff')).toBe(true)
    expect(canTransition('registered', 'payment_verified', 'staff')).toBe(false)
  })
})

describe('order ids', () => {
  it('name the application and end in 8 random base36 characters', () => {
    const ids = Array.from({ length: 50 }, () => newOrderId(42))
    for (const id of ids) expect(id).toMatch(ORDER_ID_PATTERN)
    expect(ids[0]).toMatch(/^UTB-42-/)
    expect(new Set(ids).size).toBe(50)
  })
})

describe('logged headers', () => {
  it('keep an allow-list: never a credential or a signature', () => {
    const kept = safeHeaders({
      'Content-Type': 'application/json',
      Authorization: 'Basic c2VjcmV0Og==',
      'x-callback-token': 'rahasia',
      'X-Signature': 'abc',
      'User-Agent': ['Veritrans', '1.0'],
    })
    expect(kept).toEqual({ 'content-type': 'application/json', 'user-agent': 'Veritrans, 1.0' })
    expect(safeHeaders(new Headers({ authorization: 'x', 'x-request-id': 'r1' }))).toEqual({
      'x-request-id': 'r1',
    })
  })
})
