import { PageIntro } from '@/components/page/PageIntro'
import { AcademicCalendarView } from '@/components/students/AcademicCalendarView'
import { pageMetadata } from '@/features/shell/metadata'
import { getAcademicEvents } from '@/features/students/load'
import { CALENDAR_PATH } from '@/features/students/map'

// Hourly, because which agenda item is current or next changes with the clock, not only with an edit.
export const revalidate = 3600
export const generateMetadata = () => pageMetadata(CALENDAR_PATH)

export default async function Page() {
  const events = await getAcademicEvents()
  return (
    <PageIntro path={CALENDAR_PATH}>
      <AcademicCalendarView events={events} now={new Date()} />
    </PageIntro>
  )
}
