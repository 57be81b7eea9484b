import { describe, expect, it } from 'vitest'
import { TUITION_MESSAGES as T } from '@/features/payments/messages'
import { tuitionRefusal } from '@/features/payments/tuition-checkout'
import { instalmentStates } from '@/features/reregistration/fee'

// Which instalment of the first-semester fee may be paid when (the checkout's rule, pure).

const now = new Date('2027-08-01T03:00:00.000Z')
const deadline = '2027-08-10T16:59:59.999Z'
const plan = (paid: number[]) => instalmentStates(9_000_000, 3, paid)
const refusal = (status: string, paid: number[], instalment: number, at = now) =>
  tuitionRefusal({ status: status as never, deadline }, plan(paid), instalment, at)?.message ?? null

describe('tuitionRefusal', () => {
  it('lets the next unpaid instalment be paid, and only that one', () => {
    expect(refusal('open', [], 1)).toBeNull()
    expect(refusal('open', [], 2)).toBe(T.notNext)
    expect(refusal('open', [1], 1)).toBe(T.instalmentPaid)
    expect(refusal('open', [], 4)).toBe(T.unknownInstalment)
  })

  it('the first while the re-registration is being completed and before its deadline', () => {
    expect(refusal('returned', [], 1)).toBeNull()
    expect(refusal('submitted', [], 1)).toBe(T.firstNotOpen)
    expect(refusal('open', [], 1, new Date('2027-08-11T00:00:00.000Z'))).toBe(T.lapsed)
  })

  it('later ones after approval too, never once withdrawn or without a fee', () => {
    expect(refusal('approved', [1], 2)).toBeNull()
    expect(refusal('approved', [1], 2, new Date('2027-09-30T00:00:00.000Z'))).toBeNull()
    expect(refusal('withdrawn', [1], 2)).toBe(T.withdrawn)
    expect(tuitionRefusal({ status: 'open', deadline }, [], 1, now)?.message).toBe(T.noFee)
  })
})
