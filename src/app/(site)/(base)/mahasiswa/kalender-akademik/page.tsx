import { PageIntro } from '@/components/page/PageIntro'
import { AcademicCalendarView } from '@/features/students/ui/AcademicCalendarView'
import { pageMetadata } from '@/features/share/page-metadata'
import { getAcademicEvents } from '@/features/students/load'
import { CALENDAR_PATH } from '@/features/students/map'
import { event } from '@/features/structured-data/event'
import { JsonLd } from '@/features/structured-data/JsonLd'
import { siteContext } from '@/features/structured-data/load'
import { calendarEventView, isAttendable } from '@/features/structured-data/map'
import { absoluteUrl } from '@/features/structured-data/node'

// Hourly, because which agenda item is current or next changes with the clock, not only with an edit.
export const revalidate = 3600
export const generateMetadata = () => pageMetadata(CALENDAR_PATH)

export default async function Page() {
  const [events, context] = await Promise.all([getAcademicEvents(), siteContext()])
  const pageUrl = absoluteUrl(context.siteUrl, CALENDAR_PATH)
  return (
    <PageIntro path={CALENDAR_PATH}>
      <AcademicCalendarView events={events} now={new Date()} />
      <JsonLd
        data={events
          .filter(isAttendable)
          .map((e) => event(calendarEventView(e, context, pageUrl), context.organisation))}
      />
    </PageIntro>
  )
}
