import 'server-only'
import { cached } from '@/lib/cached'
import { TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { findAsVisitor, cachedVisitorFind } from '@/lib/visitor-find'
import type { SelectionSchedule } from '@/payload-types'
import { toRegistrationFee, type RegistrationFee } from './fee'
import { groupTuitionFees, toScholarship, type FeeTable, type ScholarshipCard } from './map'

/**
 * Admissions information, read as an anonymous visitor (overrideAccess: false, no user) and
 * cached under each collection's tag, which its hooks expire on every change. Selection waves
 * are cached as documents: their open/closed state is worked out when the page renders.
 */

/** The scholarship documents in the staff's order (page and content API map them). */
export const readScholarships = cachedVisitorFind('scholarships-docs', [TAGS.scholarships], {
  collection: 'scholarships',
  sort: 'order',
  limit: 100,
  depth: 1,
})

export const getScholarships = async (): Promise<ScholarshipCard[]> =>
  (await readScholarships()).map(toScholarship)

// Programme names come from the programmes collection: its edits expire these tables too.
export const readTuitionFees = cachedVisitorFind(
  'tuition-fees-docs',
  [TAGS.tuitionFees, TAGS.programmes],
  { collection: 'tuition-fees', sort: 'label', limit: 500, depth: 1 },
)

export const getTuitionTables = async (): Promise<FeeTable[]> =>
  groupTuitionFees(await readTuitionFees())

export const getSelectionSchedules = cached(
  'selection-schedules',
  [TAGS.selectionSchedules],
  (): Promise<SelectionSchedule[]> =>
    findAsVisitor({
      collection: 'selection-schedules',
      sort: 'registrationStart',
      limit: 100,
      depth: 0,
    }),
)

/** The fee and refund rule as staff set them in the admissions settings (public: read: anyone). */
export const getRegistrationFee = cached(
  'registration-fee',
  [TAGS.admissionsSettings],
  async (): Promise<RegistrationFee> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({
      slug: 'admissions-settings',
      depth: 0,
      overrideAccess: false,
    })
    return toRegistrationFee(settings)
  },
)
