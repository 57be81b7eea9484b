import type { InstalmentState } from './fee'

/** The re-registration page's path: the payment forms send the applicant back there. */
export const REREGISTRATION_PATH = '/daftar/daftar-ulang'

export type TuitionPaymentSlotProps = {
  applicantId: number
  reregistrationId: number
  /** The plan as it stands (amount and paid per instalment); empty when no fee is set. */
  instalments: InstalmentState[]
  /** Whether an instalment may be paid now (not withdrawn, not past the deadline unpaid). */
  payable: boolean
  /** `?pembayaran=`: a fixed code the payment forms set. */
  notice?: string
}

/**
 * The payment of the first-semester fee's instalments on the re-registration page. It lives in
 * payments and reaches the page as a slot from the route page: payments reads re-registrations,
 * so re-registration cannot import it without a feature circle. Null when there is nothing to show.
 */
export type TuitionPaymentSlot = (props: TuitionPaymentSlotProps) => Promise<React.ReactNode>
