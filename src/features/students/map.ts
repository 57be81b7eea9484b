import { EVENT_CATEGORIES, SEMESTERS } from '@/collections/AcademicEvents'
import { ORGANISATION_GROUPS } from '@/collections/StudentOrganisations'
import { toImage } from '@/features/shell/map'
import { formatDate, formatDateRange } from '@/lib/format'
import { jakartaDay } from '@/lib/time-zone'
import type { AcademicEvent, StudentOrganisation } from '@/payload-types'
import type {
  CalendarEvent,
  CalendarSemester,
  DateRangeParts,
  EventState,
  OrganisationCard,
  OrganisationDetail,
  OrganisationGroup,
} from './types'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'

/** Pure helpers of the student pages (unit-tested): calendar grouping and states, organisations. */

export const CALENDAR_PATH = '/mahasiswa/kalender-akademik'
/** The calendar as an iCalendar file (route handler beside the calendar page). */
export const CALENDAR_ICS_FILE = 'kalender-akademik.ics'
export const CALENDAR_ICS_PATH = `${CALENDAR_PATH}/${CALENDAR_ICS_FILE}`
export const ORGANISATIONS_PATH = '/mahasiswa/organisasi-mahasiswa'
export const organisationPath = (slug: string) => `${ORGANISATIONS_PATH}/${slug}`

const DAY_MONTH = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  timeZone: JAKARTA_TIME_ZONE,
})
const MONTH_YEAR = new Intl.DateTimeFormat('id-ID', {
  month: 'long',
  year: 'numeric',
  timeZone: JAKARTA_TIME_ZONE,
})

/**
 * The same text as formatDateRange ("3–14 Agustus 2026"), split so each end of the range can
 * be its own <time dateTime>. An end before the start or on the same day gives one day.
 */
export function dateRangeParts(startIso: string, endIso?: string | null): DateRangeParts {
  const startDay = jakartaDay(startIso)
  const endDay = endIso ? jakartaDay(endIso) : ''
  const start = { iso: startDay, text: formatDate(startIso) }
  if (!endDay || endDay <= startDay) return { start, separator: '' }
  const end = { iso: endDay, text: formatDate(endIso) }
  if (startDay.slice(0, 4) !== endDay.slice(0, 4)) return { start, end, separator: ' – ' }
  if (startDay.slice(0, 7) !== endDay.slice(0, 7))
    return {
      start: { iso: startDay, text: DAY_MONTH.format(new Date(startIso)) },
      end,
      separator: ' – ',
    }
  return { start: { iso: startDay, text: String(Number(startDay.slice(8))) }, end, separator: '–' }
}

export function toCalendarEvent(doc: AcademicEvent): CalendarEvent {
  const dates = dateRangeParts(doc.startDate, doc.endDate)
  return {
    id: doc.id,
    title: doc.title,
    category: doc.category,
    categoryLabel: EVENT_CATEGORIES[doc.category] ?? doc.category,
    academicYear: doc.academicYear,
    semester: doc.semester,
    startDay: dates.start.iso,
    endDay: dates.end?.iso ?? dates.start.iso,
    dates,
    dateText: dates.end ? formatDateRange(doc.startDate, doc.endDate) : dates.start.text,
    note: doc.note?.trim() ?? '',
  }
}

const SEMESTER_ORDER = Object.keys(SEMESTERS) as AcademicEvent['semester'][]

/** "Agustus 2026" for a Jakarta day "2026-08-03". */
export const monthLabel = (day: string) =>
  MONTH_YEAR.format(new Date(`${day.slice(0, 7)}-15T05:00:00.000Z`))

/**
 * Events → academic year and semester (ganjil, genap, antara; years in order) → month of the
 * start day. Events keep date order inside a month; a range sits under the month it starts in.
 */
export function groupCalendar(events: CalendarEvent[]): CalendarSemester[] {
  const sorted = [...events].sort(
    (a, b) =>
      a.startDay.localeCompare(b.startDay) ||
      a.endDay.localeCompare(b.endDay) ||
      a.title.localeCompare(b.title, 'id'),
  )
  const semesters = new Map<string, CalendarSemester>()
  for (const event of sorted) {
    const key = `${event.academicYear}-${event.semester}`
    let semester = semesters.get(key)
    if (!semester) {
      semester = {
        key,
        academicYear: event.academicYear,
        semester: event.semester,
        label: `${SEMESTERS[event.semester] ?? event.semester} ${event.academicYear}`,
        months: [],
      }
      semesters.set(key, semester)
    }
    const monthKey = event.startDay.slice(0, 7)
    let month = semester.months.find((m) => m.key === monthKey)
    if (!month) {
      month = { key: monthKey, label: monthLabel(event.startDay), events: [] }
      semester.months.push(month)
    }
    month.events.push(event)
  }
  return [...semesters.values()].sort(
    (a, b) =>
      a.academicYear.localeCompare(b.academicYear) ||
      SEMESTER_ORDER.indexOf(a.semester) - SEMESTER_ORDER.indexOf(b.semester),
  )
}

/**
 * Each event's state on `now`'s Jakarta day: an event is current for the whole of its first
 * and last day; "next" is the earliest start still to come (several events may share it).
 */
export function eventStates(
  events: CalendarEvent[],
  now: Date = new Date(),
): Map<number, EventState> {
  const today = jakartaDay(now.toISOString())
  const nextStart = events
    .filter((e) => e.startDay > today)
    .map((e) => e.startDay)
    .sort()[0]
  return new Map(
    events.map((e): [number, EventState] => [
      e.id,
      e.endDay < today
        ? 'past'
        : e.startDay <= today
          ? 'current'
          : e.startDay === nextStart
            ? 'next'
            : 'upcoming',
    ]),
  )
}

export const EVENT_STATE_TEXT: Record<EventState, string> = {
  past: 'Selesai',
  current: 'Sedang berlangsung',
  next: 'Agenda berikutnya',
  upcoming: 'Akan datang',
}

const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/

/** "@hmif.utb", "hmif.utb" or an instagram.com link → the handle and its profile link. */
export function instagramLink(value: string | null | undefined): OrganisationDetail['instagram'] {
  const raw = value?.trim() ?? ''
  const handle = raw
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/.*$/, '')
  return INSTAGRAM_HANDLE.test(handle)
    ? { handle, url: `https://www.instagram.com/${handle}/` }
    : null
}

export function toOrganisationCard(doc: StudentOrganisation): OrganisationCard {
  const logo = toImage(doc.logo)
  const slug = doc.slug ?? ''
  return {
    id: doc.id,
    name: doc.name,
    abbreviation: doc.abbreviation?.trim() ?? '',
    slug,
    href: organisationPath(slug),
    group: doc.group,
    summary: doc.summary,
    ...(logo ? { logo } : {}),
  }
}

export function toOrganisationDetail(doc: StudentOrganisation): OrganisationDetail {
  const image = toImage(doc.image)
  const email = doc.email?.trim() ?? ''
  return {
    ...toOrganisationCard(doc),
    groupLabel: ORGANISATION_GROUPS[doc.group] ?? doc.group,
    ...(image ? { image } : {}),
    description: doc.description,
    activities: (doc.activities ?? []).map((a) => a.title.trim()).filter(Boolean),
    foundedYear: doc.foundedYear ?? null,
    instagram: instagramLink(doc.instagram),
    email: /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
  }
}

/** Cards under their group, groups in the order of ORGANISATION_GROUPS; empty groups left out. */
export function groupOrganisations(cards: OrganisationCard[]): OrganisationGroup[] {
  return (Object.entries(ORGANISATION_GROUPS) as [OrganisationCard['group'], string][]).flatMap(
    ([key, label]) => {
      const items = cards.filter((c) => c.group === key)
      return items.length ? [{ key, label, items }] : []
    },
  )
}
