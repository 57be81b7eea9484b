import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator'
import { JAKARTA_TIME_ZONE } from '@/lib/time-zone'

/**
 * The one iCalendar writer (RFC 5545) of the site: the academic calendar, the selection schedule
 * and each training event are lists of `IcsEvent`s written here by `ical-generator`, which folds
 * lines at 75 octets without splitting a UTF-8 character, escapes TEXT values and writes CRLF.
 * All-day events are floating dates (a Jakarta calendar day is the same day everywhere); timed
 * events are written in UTC (`Z`), so no VTIMEZONE is needed. Pure, unit-tested with ical.js.
 */

type EventText = {
  /** Stable per record (the record's id), so a re-import updates instead of duplicating. */
  uid: string
  summary: string
  description?: string
  location?: string
  url?: string
  categories?: string[]
}

export type IcsEvent = EventText &
  (
    | { allDay: true; /** YYYY-MM-DD, inclusive */ firstDay: string; lastDay: string }
    | { allDay: false; start: Date; end?: Date }
  )

export type IcsCalendar = {
  /** X-WR-CALNAME and NAME: what a calendar app calls the subscribed calendar. */
  name: string
  /** PRODID `-//company//product//ID`. */
  company: string
  product: string
  /** DTSTAMP of every event: when this file was written. */
  stamp: Date
  events: IcsEvent[]
}

const DAY_MS = 86_400_000

/** The day after a YYYY-MM-DD day: DTEND of an all-day event is exclusive. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10)

/** `stable@host`: a UID unique to the site as RFC 5545 recommends. */
export const icsUid = (stable: string, siteUrl: string) => `${stable}@${new URL(siteUrl).hostname}`

export function icsCalendar({ name, company, product, stamp, events }: IcsCalendar): string {
  const calendar = ical({
    name,
    prodId: { company, product, language: 'ID' },
    method: ICalCalendarMethod.PUBLISH,
  })
  // A hint for apps that show floating all-day events; every timed value is UTC anyway.
  calendar.x([{ key: 'X-WR-TIMEZONE', value: JAKARTA_TIME_ZONE }])
  for (const e of events) {
    calendar.createEvent({
      id: e.uid,
      stamp,
      summary: e.summary,
      description: e.description || null,
      location: e.location || null,
      url: e.url || null,
      categories: (e.categories ?? []).map((category) => ({ name: category })),
      ...(e.allDay
        ? {
            allDay: true,
            // Date-only strings are read as UTC midnight and written as that day whatever the
            // server's time zone.
            start: e.firstDay,
            end: dayAfter(e.lastDay),
            transparency: ICalEventTransparency.TRANSPARENT,
          }
        : { start: e.start, end: e.end ?? null }),
    })
  }
  // Every content line ends with CRLF (RFC 5545 §3.1), the last one too.
  return `${calendar.toString()}\r\n`
}

/** The answer of an .ics route: a calendar file to open or subscribe to. */
export const icsResponse = (body: string, filename: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  })
