import { median } from './figures'

/**
 * Payments by method on the admissions dashboard. Pure, like the other figures: the loader reads
 * the few fields of the `payments` collection these need (by its slug; the payments feature
 * imports admissions, so admissions never imports it) and the methods with their labels from
 * the collection's own select options.
 */
export type DashboardPayment = {
  /** `registration` (the fee these figures are about) or `tuition` (a re-registration instalment). */
  purpose?: string | null
  method: string
  status: string
  amount: number
  createdAt: string
  paidAt?: string | null
}
export type PaymentMethodOption = { value: string; label: string }
export type MethodRow = {
  method: string
  label: string
  /** Attempts settled as paid (a refunded one no longer counts: the money went back). */
  paid: number
  totalRupiah: number
  /** Median hours from the attempt's creation to its payment; null without a paid attempt. */
  medianHours: number | null
}

const HOUR = 3_600_000

/**
 * One row per method, in the collection's order, methods without a payment included (zero): the
 * registration fee only; the first-semester instalments are another fee with other amounts.
 */
export function paymentsByMethod(
  payments: DashboardPayment[],
  methods: PaymentMethodOption[],
): MethodRow[] {
  return methods.map(({ value, label }) => {
    const paid = payments.filter(
      (p) =>
        (p.purpose ?? 'registration') === 'registration' &&
        p.method === value &&
        p.status === 'paid',
    )
    const hours = paid
      .map((p) => (Date.parse(p.paidAt ?? '') - Date.parse(p.createdAt)) / HOUR)
      .filter((h) => Number.isFinite(h) && h >= 0)
    return {
      method: value,
      label,
      paid: paid.length,
      totalRupiah: paid.reduce((sum, p) => sum + p.amount, 0),
      medianHours: median(hours),
    }
  })
}
