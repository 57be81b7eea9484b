import type { Payload } from 'payload'
import { nextInstalment, type InstalmentState } from '@/features/reregistration/fee'
import { instalmentsOf } from '@/features/reregistration/instalments'
import type { Reregistration } from '@/payload-types'
import { findApplication } from '@/features/admissions/application/service'
import { checkout, type ApplicantRef, type CheckoutResult } from './checkout'
import { TUITION_MESSAGES as T } from './messages'
import type { OnlineMethod } from './providers/types'

/*
 * An accepted applicant pays an instalment of the first-semester fee online: only their own
 * re-registration, only the next unpaid instalment at its amount in the plan. The first is paid
 * while the re-registration is being completed, before its deadline (it is what sending it
 * needs); the later ones at any time until the re-registration ends, after approval too.
 */

type Refused = { status: number; message: string }
type Standing = Pick<Reregistration, 'status' | 'deadline'>

/** Why `instalment` cannot be paid now, or null (pure: the checkout and the page ask it). */
export function tuitionRefusal(
  reregistration: Standing,
  plan: readonly InstalmentState[],
  instalment: number,
  now: Date,
): Refused | null {
  if (reregistration.status === 'withdrawn') return { status: 409, message: T.withdrawn }
  if (!plan.length) return { status: 409, message: T.noFee }
  const asked = plan.find((state) => state.number === instalment)
  if (!asked) return { status: 400, message: T.unknownInstalment }
  if (asked.paid) return { status: 409, message: T.instalmentPaid }
  if (nextInstalment(plan)?.number !== instalment) return { status: 409, message: T.notNext }
  if (instalment > 1) return null
  if (reregistration.status !== 'open' && reregistration.status !== 'returned')
    return { status: 409, message: T.firstNotOpen }
  if (new Date(reregistration.deadline).getTime() <= now.getTime())
    return { status: 409, message: T.lapsed }
  return null
}

export async function startTuitionPayment(
  payload: Payload,
  user: ApplicantRef,
  method: OnlineMethod,
  instalment: number,
  now = new Date(),
): Promise<CheckoutResult> {
  return checkout(payload, method, now, user, async () => {
    const application = await findApplication(payload, user)
    const { docs } = application
      ? await payload.find({
          collection: 'reregistrations',
          where: { application: { equals: application.id } },
          limit: 1,
          depth: 0,
          overrideAccess: false,
          user,
        })
      : { docs: [] }
    const reregistration = docs[0]
    if (!application || !reregistration)
      return { ok: false, status: 404, message: T.noReregistration }
    const plan = await instalmentsOf(payload, reregistration)
    const refused = tuitionRefusal(reregistration, plan, instalment, now)
    if (refused) return { ok: false, ...refused }
    return {
      application,
      fee: { purpose: 'tuition', reregistration: reregistration.id, instalment },
      amount: plan[instalment - 1]!.amount,
      paidMessage: T.instalmentPaid,
    }
  })
}
