import { getSite } from '@/features/shell/load'
import { calendarIcs } from '@/features/students/ics'
import { getAcademicEvents } from '@/features/students/load'
import { env } from '@/lib/env'

// A static file regenerated when the calendar changes (cache tag) and at least hourly.
export const dynamic = 'force-static'
export const revalidate = 3600

/** The academic calendar for calendar apps (iCalendar, all-day events). */
export async function GET() {
  const [events, site] = await Promise.all([getAcademicEvents(), getSite()])
  const host = new URL(env().siteUrl).hostname
  // Before staff enter the college name (a fresh production database) the host names the calendar.
  const body = calendarIcs(events, { name: site.collegeName || host, host, stamp: new Date() })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="kalender-akademik.ics"',
    },
  })
}
