import { CalendarClock, CalendarDays } from 'lucide-react'
import { AddToCalendar } from '@/components/page/AddToCalendar'
import {
  CALENDAR_ICS_PATH,
  EVENT_STATE_TEXT,
  eventStates,
  groupCalendar,
} from '@/features/students/map'
import type { CalendarEvent, EventState } from '@/features/students/types'
import { EventDates } from './EventDates'

const HIGHLIGHT: Partial<Record<EventState, string>> = {
  current: 'border-l-4 border-brand-700 bg-brand-50',
  next: 'border-l-4 border-accent-500 bg-amber-50',
}

/**
 * The academic calendar (content API: /page-academic-calendar): semesters, months, agenda items
 * with their dates, and what is happening now or next. `now` comes from the render (ISR, hourly).
 */
export function AcademicCalendarView({ events, now }: { events: CalendarEvent[]; now: Date }) {
  if (!events.length)
    return <p className="my-10 text-muted">Kalender akademik belum diterbitkan.</p>
  const states = eventStates(events, now)
  const highlighted = events.filter(
    (e) => states.get(e.id) === 'current' || states.get(e.id) === 'next',
  )
  return (
    <div className="my-8 grid gap-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="max-w-3xl text-lg text-muted">
          Jadwal kegiatan akademik: pendaftaran ulang, pengisian KRS, perkuliahan, ujian, libur dan
          wisuda. Semua tanggal dalam Waktu Indonesia Barat.
        </p>
        <AddToCalendar href={CALENDAR_ICS_PATH} what="kalender akademik" />
      </div>

      {highlighted.length ? (
        <section
          aria-labelledby="agenda-terkini"
          data-testid="calendar-highlight"
          className="rounded-2xl border border-brand-100 p-5 sm:p-6"
        >
          <h2
            id="agenda-terkini"
            className="flex items-center gap-2 text-xl font-bold text-brand-900"
          >
            <CalendarClock aria-hidden="true" className="size-5" />
            Agenda saat ini dan berikutnya
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {highlighted.map((e) => (
              <li key={e.id} className={`rounded-lg p-4 ${HIGHLIGHT[states.get(e.id)!] ?? ''}`}>
                <StateBadge state={states.get(e.id)!} />
                <p className="mt-2 font-semibold text-brand-900">{e.title}</p>
                <p className="text-sm text-ink">
                  <EventDates dates={e.dates} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {groupCalendar(events).map((semester) => (
        <section
          key={semester.key}
          aria-labelledby={`semester-${semester.key}`}
          data-testid="calendar-semester"
        >
          <h2 id={`semester-${semester.key}`} className="text-2xl font-bold text-brand-900">
            {semester.label}
          </h2>
          {semester.months.map((month) => (
            <div key={month.key} className="mt-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-800">
                <CalendarDays aria-hidden="true" className="size-5" />
                {month.label}
              </h3>
              <ul className="mt-3 divide-y divide-brand-100 rounded-xl border border-brand-100">
                {month.events.map((e) => (
                  <EventItem key={e.id} event={e} state={states.get(e.id)!} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}

function EventItem({ event: e, state }: { event: CalendarEvent; state: EventState }) {
  return (
    <li
      data-testid="academic-event"
      data-state={state}
      className={`grid gap-1 p-4 sm:grid-cols-[15rem_1fr] sm:gap-6 ${HIGHLIGHT[state] ?? ''}`}
    >
      <p className="font-semibold text-brand-800">
        <EventDates dates={e.dates} />
      </p>
      <div>
        <p className="font-semibold text-ink">{e.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
          <span className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-800">
            {e.categoryLabel}
          </span>
          {state === 'current' || state === 'next' ? <StateBadge state={state} /> : null}
        </p>
        {e.note ? <p className="mt-2 text-sm text-ink">{e.note}</p> : null}
      </div>
    </li>
  )
}

/** Current or next in words (with an icon), never by colour alone. */
function StateBadge({ state }: { state: EventState }) {
  return (
    <span
      data-testid="event-state"
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-semibold ${
        state === 'current' ? 'bg-brand-700 text-white' : 'bg-amber-200 text-amber-950'
      }`}
    >
      {EVENT_STATE_TEXT[state]}
    </span>
  )
}
