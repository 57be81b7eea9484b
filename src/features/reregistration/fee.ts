/**
 * The first-semester fee and its instalments (pure). The fee is what the tuition record of the
 * programme, track and academic year charges before the first lecture: the one-off development
 * fee, the first semester's tuition and its practicum fee.
 */
export type TuitionLike = {
  developmentFee: number
  semesterFee: number
  practicumFee?: number | null
}

export const firstSemesterTotal = (tuition: TuitionLike): number =>
  tuition.developmentFee + tuition.semesterFee + (tuition.practicumFee ?? 0)

/**
 * `total` in `count` instalments: equal parts rounded down to a thousand rupiah, the last one
 * taking the rest, so the parts always add up to the total.
 */
export function instalmentAmounts(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError('count must be a positive integer')
  if (count === 1) return [total]
  const part = Math.floor(total / count / 1000) * 1000
  return [...Array.from({ length: count - 1 }, () => part), total - part * (count - 1)]
}

export type InstalmentState = { number: number; amount: number; paid: boolean }

/** Each instalment of the plan and whether a paid payment covers it. */
export function instalmentStates(
  total: number,
  count: number,
  paidNumbers: readonly number[],
): InstalmentState[] {
  return instalmentAmounts(total, count).map((amount, index) => ({
    number: index + 1,
    amount,
    paid: paidNumbers.includes(index + 1),
  }))
}

/** The instalment to pay next (the lowest unpaid one), or null when all are paid. */
export const nextInstalment = (states: readonly InstalmentState[]): InstalmentState | null =>
  states.find((state) => !state.paid) ?? null
