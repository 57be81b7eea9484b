import 'server-only'
import { cachedIfFound } from '@/lib/cached'
import { cachedVisitorFind, findBySlugAsVisitor } from '@/lib/visitor-find'
import { publishedSlugs } from '@/lib/published-slugs'
import { TAGS } from '@/lib/cache-tags'
import { toCalendarEvent, toOrganisationCard, toOrganisationDetail } from './map'
import type { CalendarEvent, OrganisationCard, OrganisationDetail } from './types'

/**
 * Student page reads, always as an anonymous visitor (overrideAccess: false, no user): the
 * organisations' access rule returns published items only. Cached under each collection's tag,
 * which its hooks expire on every save, publish or delete. Which event is current or next is
 * not cached: the calendar page works it out from the clock when it renders.
 */

/** Every agenda item in date order (a calendar holds a few dozen a year). */
export const readAcademicEvents = cachedVisitorFind('academic-events-docs', [TAGS.academicEvents], {
  collection: 'academic-events',
  sort: 'startDate',
  limit: 500,
  depth: 0,
})

export const getAcademicEvents = async (): Promise<CalendarEvent[]> =>
  (await readAcademicEvents()).map(toCalendarEvent)

/** Every published organisation in the staff's order, then by name. */
export const readOrganisations = cachedVisitorFind(
  'student-organisations-docs',
  [TAGS.studentOrganisations],
  { collection: 'student-organisations', sort: ['order', 'name'], limit: 200, depth: 1 },
)

export const getOrganisations = async (): Promise<OrganisationCard[]> =>
  (await readOrganisations()).map(toOrganisationCard)

export const getOrganisation = cachedIfFound(
  'student-organisation',
  [TAGS.studentOrganisations],
  async (slug: string): Promise<OrganisationDetail | null> => {
    const doc = await findBySlugAsVisitor('student-organisations', slug)
    return doc ? toOrganisationDetail(doc) : null
  },
)

/** Every published organisation's slug, pre-rendered at build. */
export const getOrganisationSlugs = () => publishedSlugs('student-organisations')
