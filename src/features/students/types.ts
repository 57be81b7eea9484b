import type { ImageData } from '@/features/shell/types'
import type { AcademicEvent, StudentOrganisation } from '@/payload-types'

/** Plain props of the student pages (calendar, organisations): never Payload documents. */

/** A calendar day: `iso` (YYYY-MM-DD, Jakarta) for <time dateTime>, `text` in id-ID. */
export type DayText = { iso: string; text: string }

/**
 * A date or a date range split for two <time> elements: "3" + "–" + "14 Agustus 2026",
 * "28 Agustus" + " – " + "2 September 2026", or one day without `end`.
 */
export type DateRangeParts = { start: DayText; end?: DayText; separator: string }

export type CalendarEvent = {
  id: number
  title: string
  category: AcademicEvent['category']
  categoryLabel: string
  academicYear: string
  semester: AcademicEvent['semester']
  /** Jakarta calendar days (YYYY-MM-DD); `endDay` equals `startDay` for a one-day event. */
  startDay: string
  endDay: string
  dates: DateRangeParts
  /** The whole range as one text, e.g. "3–14 Agustus 2026". */
  dateText: string
  note: string
}

export type CalendarMonth = { key: string; label: string; events: CalendarEvent[] }

export type CalendarSemester = {
  key: string
  academicYear: string
  semester: AcademicEvent['semester']
  label: string
  months: CalendarMonth[]
}

/** Where an event stands on a given day: over, happening, the next to come, or later. */
export type EventState = 'past' | 'current' | 'next' | 'upcoming'

export type OrganisationGroupKey = StudentOrganisation['group']

export type OrganisationCard = {
  id: number
  name: string
  abbreviation: string
  slug: string
  href: string
  group: OrganisationGroupKey
  summary: string
  logo?: ImageData
}

export type OrganisationGroup = {
  key: OrganisationGroupKey
  label: string
  items: OrganisationCard[]
}

export type OrganisationDetail = OrganisationCard & {
  groupLabel: string
  image?: ImageData
  description: unknown
  activities: string[]
  foundedYear: number | null
  instagram: { handle: string; url: string } | null
  email: string | null
}
