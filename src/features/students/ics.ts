import { icsCalendar, icsUid, type IcsEvent } from '@/lib/ics'
import { CALENDAR_PATH } from './map'
import type { CalendarEvent } from './types'

/**
 * The academic calendar as an iCalendar file for phones and calendar apps: one all-day event
 * per agenda item. Pure, unit-tested.
 */
export function academicIcsEvents(events: CalendarEvent[], siteUrl: string): IcsEvent[] {
  return events.map((e) => ({
    uid: icsUid(`agenda-akademik-${e.id}`, siteUrl),
    allDay: true,
    firstDay: e.startDay,
    lastDay: e.endDay,
    summary: e.title,
    description: [`${e.categoryLabel} · ${e.academicYear}`, e.note].filter(Boolean).join('\n'),
    categories: [e.categoryLabel],
    url: `${siteUrl}${CALENDAR_PATH}`,
  }))
}

export function calendarIcs(
  events: CalendarEvent[],
  { name, siteUrl, stamp }: { name: string; siteUrl: string; stamp: Date },
): string {
  return icsCalendar({
    name: `Kalender Akademik ${name}`,
    company: name,
    product: 'Kalender Akademik',
    stamp,
    events: academicIcsEvents(events, siteUrl),
  })
}
