import { compact } from './node'
import { ATTENDANCE_MODE, placeOf, virtualLocation, type Attendance } from './place'
import type { JsonLdNode, OrganisationView } from './types'

/** One event as the builders need it; map.ts makes it from a calendar entry, a wave or a training. */
export type EventView = {
  name: string
  description: string
  /** ISO 8601: a day ("2026-08-03") for all-day entries, else a date-time. */
  startDate: string
  endDate: string
  attendance: Attendance
  /** The place as staff typed it (on-site or mixed events). */
  placeText: string
  /** Absolute: the event's own page, when it has one (a training; not a calendar entry). */
  url?: string
  /** Absolute: where an online event is joined or announced (the page that lists it, at least). */
  joinUrl: string
  organizer: JsonLdNode
  image?: string
}

/**
 * An Event (Google: name, startDate, location (a Place with its address, or a VirtualLocation
 * with its URL); recommended endDate, eventStatus, eventAttendanceMode, organizer, description,
 * image). The CMS records no cancellations, so every event is scheduled.
 */
export function event(view: EventView, org: OrganisationView): JsonLdNode {
  const place = placeOf(view.placeText, org)
  const online = virtualLocation(view.joinUrl)
  const location =
    view.attendance === 'online' ? online : view.attendance === 'mixed' ? [place, online] : place
  return compact({
    '@type': 'Event',
    name: view.name,
    description: view.description,
    startDate: view.startDate,
    endDate: view.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: ATTENDANCE_MODE[view.attendance],
    location,
    organizer: view.organizer,
    image: view.image,
    url: view.url,
  })
}
