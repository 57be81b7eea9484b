import { WaveList } from '@/features/admissions-info/ui/WaveList'
import { AddToCalendar } from '@/components/page/AddToCalendar'
import { PageIntro } from '@/components/page/PageIntro'
import { SCHEDULE_ICS_PATH, SCHEDULE_PATH } from '@/features/admissions-info/ics'
import { getSelectionSchedules } from '@/features/admissions-info/load'
import { scheduleOverview, WAVE_STATUS_TEXT } from '@/features/admissions-info/map'
import { pageMetadata } from '@/features/share/page-metadata'
import { event } from '@/features/structured-data/event'
import { JsonLd } from '@/features/structured-data/JsonLd'
import { siteContext } from '@/features/structured-data/load'
import { selectionTestView } from '@/features/structured-data/map'
import { absoluteUrl } from '@/features/structured-data/node'

// Hourly, because a wave opens and closes with the clock, not only with an edit.
export const revalidate = 3600
export const generateMetadata = () => pageMetadata(SCHEDULE_PATH)

export default async function Page() {
  const [schedules, context] = await Promise.all([getSelectionSchedules(), siteContext()])
  const { waves, current } = scheduleOverview(schedules, new Date())
  const pageUrl = absoluteUrl(context.siteUrl, SCHEDULE_PATH)
  return (
    <PageIntro path={SCHEDULE_PATH}>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-3xl text-lg text-muted">
          Penerimaan mahasiswa baru dibuka dalam beberapa gelombang. Setiap gelombang memiliki masa
          pendaftaran, tes seleksi dan pengumuman sendiri.
        </p>
        {waves.length ? <AddToCalendar href={SCHEDULE_ICS_PATH} what="jadwal seleksi" /> : null}
      </div>
      {current ? (
        <p
          data-testid="current-wave"
          className="mt-4 max-w-3xl rounded-xl border border-brand-100 bg-brand-50 p-4 font-semibold text-brand-900"
        >
          {current.wave}: {WAVE_STATUS_TEXT[current.status].toLowerCase()} ({current.registration}).
        </p>
      ) : null}
      <WaveList waves={waves} />
      <JsonLd
        data={waves.map((w) => event(selectionTestView(w, context, pageUrl), context.organisation))}
      />
    </PageIntro>
  )
}
