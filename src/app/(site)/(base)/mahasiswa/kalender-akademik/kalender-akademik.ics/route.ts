import { siteIdentity } from '@/features/shell/identity'
import { calendarIcs } from '@/features/students/ics'
import { getAcademicEvents } from '@/features/students/load'
import { CALENDAR_ICS_FILE } from '@/features/students/map'
import { icsResponse } from '@/lib/ics'

// A static file regenerated when the calendar changes (cache tag) and at least hourly.
export const dynamic = 'force-static'
export const revalidate = 3600

/** The academic calendar for calendar apps (iCalendar, all-day events). */
export async function GET() {
  const [events, site] = await Promise.all([getAcademicEvents(), siteIdentity()])
  return icsResponse(calendarIcs(events, { ...site, stamp: new Date() }), CALENDAR_ICS_FILE)
}
