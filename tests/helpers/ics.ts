import ICAL from 'ical.js'

/**
 * An iCalendar file read back with ical.js (a real RFC 5545 parser): the calendar's properties
 * and each event's, with dates as ical.js gives them (`20261019` all-day, `…T020000Z` timed).
 */
export type ParsedEvent = {
  uid: string
  summary: string
  description: string
  location: string
  url: string
  categories: string[]
  allDay: boolean
  start: string
  end: string | null
}

const text = (c: ICAL.Component, name: string) => String(c.getFirstPropertyValue(name) ?? '')

export function parseIcs(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body))
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent)
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description ?? '',
      location: event.location ?? '',
      url: text(vevent, 'url'),
      categories: vevent.getAllProperties('categories').flatMap((p) => p.getValues().map(String)),
      allDay: event.startDate.isDate,
      start: event.startDate.toICALString(),
      end: vevent.hasProperty('dtend') ? event.endDate.toICALString() : null,
    }
  })
  return {
    version: text(calendar, 'version'),
    prodId: text(calendar, 'prodid'),
    method: text(calendar, 'method'),
    name: text(calendar, 'x-wr-calname'),
    stamps: calendar.getAllSubcomponents('vevent').map((v) => text(v, 'dtstamp')),
    events,
  }
}

/** Every physical line (CRLF-separated) is at most 75 octets, and the file ends with CRLF. */
export function linesWithin75Octets(body: string): boolean {
  return body.endsWith('\r\n') && body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)
}
