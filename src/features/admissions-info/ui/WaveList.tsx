import { CalendarCheck2, CalendarClock, CalendarX2 } from 'lucide-react'
import {
  WAVE_STATUS_TEXT,
  WAVE_STEP_TEXT,
  type Wave,
  type WaveStatus,
} from '@/features/admissions-info/map'

const STATUS_STYLE: Record<WaveStatus, string> = {
  open: 'bg-emerald-100 text-emerald-900',
  upcoming: 'bg-amber-100 text-amber-900',
  closed: 'bg-gray-200 text-gray-800',
}
const STATUS_ICON = { open: CalendarCheck2, upcoming: CalendarClock, closed: CalendarX2 }

/** The admission waves as cards; the status is a word with an icon, never colour alone. */
export function WaveList({ waves }: { waves: (Wave & { status: WaveStatus })[] }) {
  if (!waves.length)
    return (
      <p className="my-8 text-muted">Jadwal seleksi belum diumumkan. Silakan kembali lagi nanti.</p>
    )
  return (
    <ol className="my-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Gelombang seleksi">
      {waves.map((w) => {
        const Icon = STATUS_ICON[w.status]
        return (
          <li
            key={w.id}
            data-testid="wave"
            data-status={w.status}
            className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-5 shadow-sm"
          >
            <h2 className="text-xl font-bold text-brand-900">{w.wave}</h2>
            <p className="text-sm text-muted">
              {w.track} · Tahun akademik {w.academicYear}
            </p>
            <p>
              <span
                className={
                  `inline-flex items-center gap-1 rounded-full px-3 ` +
                  `py-1 text-sm font-semibold ${STATUS_STYLE[w.status]}`
                }
              >
                <Icon aria-hidden="true" className="size-4" />
                {WAVE_STATUS_TEXT[w.status]}
              </span>
            </p>
            <dl className="grid gap-2 text-sm">
              <div>
                <dt className="font-semibold text-brand-900">{WAVE_STEP_TEXT.registration}</dt>
                <dd>{w.registration}</dd>
              </div>
              <div>
                <dt className="font-semibold text-brand-900">{WAVE_STEP_TEXT.test}</dt>
                <dd>
                  <time dateTime={w.testDate}>{w.test}</time>
                  {w.testMode ? <span className="block text-muted">{w.testMode}</span> : null}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-brand-900">{WAVE_STEP_TEXT.announcement}</dt>
                <dd>
                  <time dateTime={w.announcementDate}>{w.announcement}</time>
                </dd>
              </div>
              {w.reRegistration ? (
                <div>
                  <dt className="font-semibold text-brand-900">{WAVE_STEP_TEXT.reRegistration}</dt>
                  <dd>{w.reRegistration}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        )
      })}
    </ol>
  )
}
