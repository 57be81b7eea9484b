import type { Payload } from 'payload'
import type { Application } from '@/payload-types'
import { relationId } from '@/lib/relation'
import { firstSemesterTotal } from './fee'

/**
 * The first-semester fee of an application: the tuition record of its programme and academic
 * year for its track, or the one for every track ("semua") when the track has none of its own.
 * Null when staff have not set one: the applicant is told to ask, nothing is charged.
 */
export async function firstSemesterFeeOf(
  payload: Payload,
  application: Pick<Application, 'programme' | 'period' | 'track'>,
): Promise<number | null> {
  const programme = relationId(application.programme?.major)
  if (!programme || !application.period) return null
  const { docs } = await payload.find({
    collection: 'tuition-fees',
    where: {
      and: [
        { programme: { equals: programme } },
        { academicYear: { equals: application.period } },
        { track: { in: [application.track ?? 'reguler', 'semua'] } },
      ],
    },
    limit: 2,
    depth: 0,
    overrideAccess: true,
  })
  const own = docs.find((doc) => doc.track === application.track) ?? docs[0]
  return own ? firstSemesterTotal(own) : null
}
