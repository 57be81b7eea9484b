import { createLocalReq, type Payload } from 'payload'
import { SYSTEM_ACTION, type SystemAction } from '@/features/admissions/application/status'
import { relationId } from '@/lib/relation'
import type { Reregistration } from '@/payload-types'
import { LAPSING_STATUSES } from './vocabulary'

/*
 * Past its deadline, a re-registration that was not sent (or was returned and not sent again)
 * ends — at the job's next run, or when its applicant opens the page first: the record becomes
 * `withdrawn` and its application `withdrawn`, through the Applications hooks (the history event
 * and the status email, once), which frees its seat in the wave's quota.
 */

const LAPSED: SystemAction = {
  kind: 'reregistrationLapsed',
  actor: { actorType: 'system', actorName: 'Batas daftar ulang' },
}

export type LapseReport = { lapsed: number }

/**
 * Ends one re-registration past its deadline; false when it was no longer open or returned.
 * Only the caller that moves the record moves the application: two servers' jobs, or the job
 * and the applicant's page, may reach it at the same moment.
 */
export async function lapseReregistration(
  payload: Payload,
  record: Pick<Reregistration, 'id' | 'application'>,
  now = new Date(),
): Promise<boolean> {
  const { docs: moved } = await payload.update({
    collection: 'reregistrations',
    where: { and: [{ id: { equals: record.id } }, { status: { in: [...LAPSING_STATUSES] } }] },
    data: { status: 'withdrawn', withdrawnAt: now.toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  if (moved.length === 0) return false
  const req = await createLocalReq({ context: { [SYSTEM_ACTION]: LAPSED } }, payload)
  await payload.update({
    collection: 'applications',
    id: relationId(record.application)!,
    data: { status: 'withdrawn' },
    overrideAccess: true,
    req,
  })
  return true
}

export async function lapseReregistrations(
  payload: Payload,
  now = new Date(),
): Promise<LapseReport> {
  const { docs } = await payload.find({
    collection: 'reregistrations',
    where: {
      and: [
        { status: { in: [...LAPSING_STATUSES] } },
        { deadline: { less_than: now.toISOString() } },
      ],
    },
    limit: 200,
    depth: 0,
    overrideAccess: true,
  })
  let lapsed = 0
  for (const record of docs) if (await lapseReregistration(payload, record, now)) lapsed += 1
  return { lapsed }
}
