import type { CalendarEvent } from './types'

/**
 * The academic calendar as an iCalendar file (RFC 5545) for phones and calendar apps: one
 * all-day VEVENT per agenda item (DTEND is the day after the last day). Pure, unit-tested.
 */

const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets continue on the next line after a space (UTF-8 aware). */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const ch of line) {
    const size = Buffer.byteLength(ch)
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += ch
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

const compactDay = (day: string) => day.replace(/-/g, '')
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10)
const stampOf = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

export function calendarIcs(
  events: CalendarEvent[],
  { name, host, stamp }: { name: string; host: string; stamp: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(name)}//Kalender Akademik//ID`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Kalender Akademik ${name}`)}`,
    'X-WR-TIMEZONE:Asia/Jakarta',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `UID:agenda-akademik-${e.id}@${host}`,
      `DTSTAMP:${stampOf(stamp)}`,
      `DTSTART;VALUE=DATE:${compactDay(e.startDay)}`,
      `DTEND;VALUE=DATE:${compactDay(dayAfter(e.endDay))}`,
      `SUMMARY:${escapeText(e.title)}`,
      `DESCRIPTION:${escapeText([`${e.categoryLabel} · ${e.academicYear}`, e.note].filter(Boolean).join('\n'))}`,
      `CATEGORIES:${escapeText(e.categoryLabel)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
