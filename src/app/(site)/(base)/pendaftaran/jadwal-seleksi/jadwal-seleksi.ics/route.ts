import { SCHEDULE_ICS_FILE, selectionScheduleIcs } from '@/features/admissions-info/ics'
import { getSelectionSchedules } from '@/features/admissions-info/load'
import { siteIdentity } from '@/features/shell/identity'
import { icsResponse } from '@/lib/ics'

// A static file regenerated when a wave changes (cache tag) and at least hourly.
export const dynamic = 'force-static'
export const revalidate = 3600

/** The admission waves' dates for calendar apps (iCalendar, all-day events). */
export async function GET() {
  const [docs, site] = await Promise.all([getSelectionSchedules(), siteIdentity()])
  return icsResponse(selectionScheduleIcs(docs, { ...site, stamp: new Date() }), SCHEDULE_ICS_FILE)
}
