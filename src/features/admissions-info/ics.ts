import type { SelectionSchedule } from '@/payload-types'
import { icsCalendar, icsUid, type IcsEvent } from '@/lib/ics'
import { jakartaDay } from '@/lib/time-zone'
import { toWave, WAVE_STEP_TEXT } from './map'

/**
 * The selection schedule as an iCalendar file: for each admission wave its registration window,
 * test day, announcement day and re-registration deadline, as all-day events (Jakarta days).
 * Pure, unit-tested.
 */

export const SCHEDULE_PATH = '/pendaftaran/jadwal-seleksi'
export const SCHEDULE_ICS_FILE = 'jadwal-seleksi.ics'
export const SCHEDULE_ICS_PATH = `${SCHEDULE_PATH}/${SCHEDULE_ICS_FILE}`

type Step = keyof typeof WAVE_STEP_TEXT

export function selectionIcsEvents(docs: SelectionSchedule[], siteUrl: string): IcsEvent[] {
  return docs.flatMap((doc) => {
    const wave = toWave(doc)
    const about = `${wave.track}, tahun akademik ${wave.academicYear}`
    const event = (step: Step, first: string, last = first, description = about): IcsEvent[] => {
      const firstDay = jakartaDay(first)
      const lastDay = jakartaDay(last)
      if (!firstDay || !lastDay) return []
      return [
        {
          uid: icsUid(`jadwal-seleksi-${doc.id}-${step}`, siteUrl),
          allDay: true,
          firstDay,
          // A window entered backwards still makes a valid event: its first day.
          lastDay: lastDay < firstDay ? firstDay : lastDay,
          summary: `${WAVE_STEP_TEXT[step]} ${wave.wave} (${wave.track})`,
          description,
          categories: ['Jadwal Seleksi'],
          url: `${siteUrl}${SCHEDULE_PATH}`,
        },
      ]
    }
    const testAbout = wave.testMode ? `${about}\nPelaksanaan tes: ${wave.testMode}` : about
    return [
      ...event('registration', doc.registrationStart, doc.registrationEnd),
      ...event('test', doc.testDate, doc.testDate, testAbout),
      ...event('announcement', doc.announcementDate),
      ...(doc.reRegistrationEnd ? event('reRegistration', doc.reRegistrationEnd) : []),
    ]
  })
}

export function selectionScheduleIcs(
  docs: SelectionSchedule[],
  { name, siteUrl, stamp }: { name: string; siteUrl: string; stamp: Date },
): string {
  return icsCalendar({
    name: `Jadwal Seleksi ${name}`,
    company: name,
    product: 'Jadwal Seleksi',
    stamp,
    events: selectionIcsEvents(docs, siteUrl),
  })
}
