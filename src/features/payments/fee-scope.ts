import type { Where } from 'payload'
import type { Payment } from '@/payload-types'
import { relationId } from '@/lib/relation'

/*
 * Which fee an attempt pays: the registration fee, or one instalment of a re-registration's
 * first-semester fee. "One payable code per fee" and "paid by another" are per fee: a
 * registration-fee attempt and a tuition instalment never close each other.
 */

export type FeeScope =
  { purpose: 'registration' } | { purpose: 'tuition'; reregistration: number; instalment: number }

export const REGISTRATION_FEE: FeeScope = { purpose: 'registration' }

/** The fee a stored attempt pays (a row from before `purpose` existed is the registration fee). */
export function feeOf(
  payment: Pick<Payment, 'purpose' | 'reregistration' | 'instalment'>,
): FeeScope {
  if (payment.purpose !== 'tuition') return REGISTRATION_FEE
  return {
    purpose: 'tuition',
    reregistration: relationId(payment.reregistration) as number,
    instalment: payment.instalment ?? 0,
  }
}

/** The `payments` query conditions of one application's attempts at the same fee. */
export function sameFee(applicationId: number, fee: FeeScope): Where[] {
  const application: Where = { application: { equals: applicationId } }
  if (fee.purpose === 'registration')
    return [
      application,
      { or: [{ purpose: { equals: 'registration' } }, { purpose: { exists: false } }] },
    ]
  return [
    application,
    { purpose: { equals: 'tuition' } },
    { reregistration: { equals: fee.reregistration } },
    { instalment: { equals: fee.instalment } },
  ]
}

/** The fields `createPayment` stores for the fee. */
export const feeFields = (fee: FeeScope) =>
  fee.purpose === 'registration'
    ? { purpose: fee.purpose }
    : { purpose: fee.purpose, reregistration: fee.reregistration, instalment: fee.instalment }
