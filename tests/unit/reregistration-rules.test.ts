import { describe, expect, it } from 'vitest'
import {
  firstSemesterTotal,
  instalmentAmounts,
  instalmentStates,
  nextInstalment,
} from '@/features/reregistration/fee'
import {
  reregistrationInput,
  REREGISTRATION_FIELD_MESSAGES,
} from '@/features/reregistration/form-input'
import {
  hasLapsed,
  incompleteMessage,
  isComplete,
  missingData,
  whatIsMissing,
} from '@/features/reregistration/rules'
import { REREGISTRATION_MESSAGES as M } from '@/features/reregistration/vocabulary'

const filled = {
  nik: '3273010101010001',
  birthPlace: 'Bandung',
  birthDate: '2008-05-17T00:00:00.000Z',
  religion: 'Islam',
  motherName: 'Siti Aminah',
  address: 'Jl. Soekarno-Hatta No. 10',
  village: 'Cipamokolan',
  district: 'Rancasari',
  city: 'Kota Bandung',
  postalCode: '40292',
  financing: 'self',
}

describe('the first-semester fee', () => {
  it('adds the development, semester and practicum fees', () => {
    expect(firstSemesterTotal({ developmentFee: 5_000_000, semesterFee: 7_500_000 })).toBe(
      12_500_000,
    )
    expect(
      firstSemesterTotal({
        developmentFee: 5_000_000,
        semesterFee: 7_500_000,
        practicumFee: 500_000,
      }),
    ).toBe(13_000_000)
  })

  it('splits into equal thousands with the rest on the last instalment', () => {
    expect(instalmentAmounts(13_000_000, 1)).toEqual([13_000_000])
    expect(instalmentAmounts(13_000_000, 3)).toEqual([4_333_000, 4_333_000, 4_334_000])
    expect(instalmentAmounts(10_000_500, 2)).toEqual([5_000_000, 5_000_500])
    for (const count of [1, 2, 3, 4, 5, 6])
      expect(instalmentAmounts(12_345_678, count).reduce((a, b) => a + b)).toBe(12_345_678)
    expect(() => instalmentAmounts(1_000_000, 0)).toThrow(RangeError)
  })

  it('names the lowest unpaid instalment as the next one', () => {
    const states = instalmentStates(9_000_000, 3, [1])
    expect(states.map((s) => s.paid)).toEqual([true, false, false])
    expect(nextInstalment(states)).toEqual({ number: 2, amount: 3_000_000, paid: false })
    expect(nextInstalment(instalmentStates(9_000_000, 3, [1, 2, 3]))).toBeNull()
  })
})

describe('what is missing', () => {
  it('lists every missing or malformed answer in form order', () => {
    expect(missingData(filled)).toEqual([])
    expect(missingData({ ...filled, nik: '1234', motherName: ' ', postalCode: '4029' })).toEqual([
      'NIK (16 angka)',
      'nama ibu kandung',
      'kode pos (5 angka)',
    ])
  })

  it('is complete only with the data, the statement, the first instalment paid and the final diploma', () => {
    const paid = instalmentStates(9_000_000, 3, [1])
    const unpaid = instalmentStates(9_000_000, 3, [])
    expect(isComplete(whatIsMissing(filled, true, paid, true))).toBe(true)
    expect(isComplete(whatIsMissing(filled, false, paid, true))).toBe(false)
    expect(isComplete(whatIsMissing(filled, true, unpaid, true))).toBe(false)
    expect(isComplete(whatIsMissing(filled, true, [], true))).toBe(false)
    expect(isComplete(whatIsMissing(filled, true, paid, false))).toBe(false)
  })

  it('names the final diploma when it is all that is missing', () => {
    const paid = instalmentStates(9_000_000, 3, [1])
    expect(incompleteMessage(whatIsMissing(filled, true, paid, false))).toBe(M.finalDiplomaMissing)
    expect(incompleteMessage(whatIsMissing(filled, false, paid, false))).toBe(M.incomplete)
  })

  it('ends an unsent or returned re-registration after its deadline, not a sent one', () => {
    const deadline = '2027-04-10T16:59:59.999Z'
    const after = new Date('2027-04-10T17:00:00Z')
    expect(hasLapsed('open', deadline, after)).toBe(true)
    expect(hasLapsed('returned', deadline, after)).toBe(true)
    expect(hasLapsed('submitted', deadline, after)).toBe(false)
    expect(hasLapsed('open', deadline, new Date('2027-04-10T16:00:00Z'))).toBe(false)
  })
})

describe('the form’s input', () => {
  const blank = Object.fromEntries(
    Object.keys(reregistrationInput.shape).map((name) => [name, '']),
  ) as Record<string, unknown>

  it('accepts empty answers, so the applicant saves as they go', () => {
    const parsed = reregistrationInput.safeParse({
      ...blank,
      instalmentCount: '1',
      statement: false,
    })
    expect(parsed.success).toBe(true)
  })

  it('says how a malformed answer must look', () => {
    const parsed = reregistrationInput.safeParse({
      ...blank,
      nik: '32730101',
      postalCode: 'abcde',
      religion: 'Lainnya',
      financing: 'gratis',
      instalmentCount: '1',
      statement: false,
    })
    expect(parsed.success).toBe(false)
    const messages = Object.fromEntries(
      parsed.error!.issues.map((issue) => [issue.path[0], issue.message]),
    )
    expect(messages).toMatchObject({
      nik: REREGISTRATION_FIELD_MESSAGES.nik,
      postalCode: REREGISTRATION_FIELD_MESSAGES.postalCode,
      religion: REREGISTRATION_FIELD_MESSAGES.religion,
      financing: REREGISTRATION_FIELD_MESSAGES.choice,
    })
  })
})
