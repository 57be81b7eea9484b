import type { Payload, PayloadRequest } from 'payload'
import type { Reregistration } from '@/payload-types'
import { instalmentStates, type InstalmentState } from './fee'

/** The instalments a re-registration's paid tuition payments cover. */
export async function paidInstalments(
  payload: Payload,
  reregistrationId: number,
  req?: Partial<PayloadRequest>,
): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'payments',
    where: {
      and: [
        { reregistration: { equals: reregistrationId } },
        { purpose: { equals: 'tuition' } },
        { status: { equals: 'paid' } },
      ],
    },
    pagination: false,
    depth: 0,
    select: { instalment: true },
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => doc.instalment).filter((n): n is number => typeof n === 'number')
}

/** The plan of a re-registration as it stands: each instalment, its amount and whether it is paid. */
export async function instalmentsOf(
  payload: Payload,
  record: Pick<Reregistration, 'id' | 'feeTotal' | 'instalmentCount'>,
  req?: Partial<PayloadRequest>,
): Promise<InstalmentState[]> {
  if (!record.feeTotal) return []
  return instalmentStates(
    record.feeTotal,
    record.instalmentCount ?? 1,
    await paidInstalments(payload, record.id, req),
  )
}
