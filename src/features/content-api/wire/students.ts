import * as z from 'zod'
import {
  EVENT_STATE_TEXT,
  eventStates,
  groupCalendar,
  groupOrganisations,
  toCalendarEvent,
  toOrganisationCard,
  toOrganisationDetail,
} from '@/features/students/map'
import type { AcademicEvent, StudentOrganisation } from '@/payload-types'
import { url } from './envelope'
import { reshapeImages } from './media'
import { richTextHtml } from './rich-text'
import { dateText, day, html, images, pageUrl } from './fields'
import { valuesOf } from '@/lib/vocabulary'

/**
 * /page-academic-calendar and /page-student-organization → wire items (names in the style of the
 * original API).
 */

// ---------------------------------------------------------------------------- students

const EVENT_STATES = valuesOf(EVENT_STATE_TEXT)

export const academicCalendarItem = z
  .object({
    data_academic_calendar_title: z.string(),
    data_academic_calendar_setting: z.object({
      academic_calendar_category: z
        .string()
        .meta({ description: 'Kode jenis agenda.', example: 'ujian' }),
      academic_calendar_category_title: z.string().meta({ example: 'Ujian' }),
      academic_calendar_academic_year: z.string().meta({ example: '2026/2027' }),
      academic_calendar_semester: z
        .string()
        .meta({ description: 'Kode semester.', example: 'ganjil' }),
      academic_calendar_semester_title: z.string().meta({ example: 'Semester Ganjil 2026/2027' }),
      academic_calendar_start_date: day,
      academic_calendar_end_date: day.meta({
        description: 'Hari terakhir (sama dengan hari mulai untuk agenda satu hari).',
      }),
      academic_calendar_date_text: dateText('Tanggal atau rentang tanggal'),
      academic_calendar_note: z.string().meta({ description: 'Catatan (kosong bila tidak ada).' }),
      academic_calendar_state: z
        .enum(EVENT_STATES)
        .meta({ description: 'Keadaan agenda pada hari permintaan (Asia/Jakarta).' }),
      academic_calendar_state_text: z.string().meta({ example: 'Agenda berikutnya' }),
    }),
  })
  .meta({ id: 'AcademicCalendarItem' })

/** Agenda items by academic year, semester and date (the page's grouping, flattened), with their state on `now`. */
export function reshapeAcademicEvents(
  docs: AcademicEvent[],
  now: Date,
): z.input<typeof academicCalendarItem>[] {
  const events = docs.map(toCalendarEvent)
  const states = eventStates(events, now)
  return groupCalendar(events).flatMap((s) =>
    s.months.flatMap((m) =>
      m.events.map((e) => {
        const state = states.get(e.id) ?? 'upcoming'
        return {
          data_academic_calendar_title: e.title,
          data_academic_calendar_setting: {
            academic_calendar_category: e.category,
            academic_calendar_category_title: e.categoryLabel,
            academic_calendar_academic_year: e.academicYear,
            academic_calendar_semester: e.semester,
            academic_calendar_semester_title: s.label,
            academic_calendar_start_date: e.startDay,
            academic_calendar_end_date: e.endDay,
            academic_calendar_date_text: e.dateText,
            academic_calendar_note: e.note,
            academic_calendar_state: state,
            academic_calendar_state_text: EVENT_STATE_TEXT[state],
          },
        }
      }),
    ),
  )
}

const studentOrganisationItem = z
  .object({
    data_student_organization_title: z.string().meta({ description: 'Nama organisasi.' }),
    data_student_organization_setting: z.object({
      student_organization_abbreviation: z
        .string()
        .meta({ description: 'Singkatan (kosong bila tidak ada).', example: 'HMIF' }),
      student_organization_link_seo: z.string().meta({ description: 'Slug halaman organisasi.' }),
      student_organization_url: url.meta({ description: 'URL absolut halaman organisasi.' }),
      student_organization_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
      student_organization_description: html('Profil'),
      student_organization_logo: images('Logo'),
      student_organization_image: images('Foto kegiatan'),
      student_organization_activities: z.array(z.string()).meta({ description: 'Kegiatan.' }),
      student_organization_founded_year: z
        .number()
        .int()
        .nullable()
        .meta({ description: 'Tahun berdiri, atau null.' }),
      student_organization_instagram: z
        .string()
        .nullable()
        .meta({ description: 'Profil Instagram (URL), atau null.' }),
      student_organization_email: z
        .string()
        .nullable()
        .meta({ description: 'Alamat surel, atau null.' }),
    }),
  })
  .meta({ id: 'StudentOrganizationItem' })

export const studentOrganisationGroup = z
  .object({
    student_organization_group: z
      .string()
      .meta({ description: 'Kode kelompok.', example: 'himpunan' }),
    student_organization_group_title: z.string().meta({ example: 'Himpunan Mahasiswa' }),
    data_student_organization: z.array(studentOrganisationItem),
  })
  .meta({ id: 'StudentOrganizationGroup' })

/** The first (only) entry holds `group_student_organization`, the groups in the page's order. */
export const studentOrganisationsEntry = z
  .object({ group_student_organization: z.array(studentOrganisationGroup) })
  .meta({ id: 'StudentOrganizationEntry' })

export function reshapeOrganisations(
  docs: StudentOrganisation[],
): z.input<typeof studentOrganisationsEntry>[] {
  const byId = new Map(docs.map((d) => [d.id, d]))
  const groups = groupOrganisations(docs.map(toOrganisationCard))
  return [
    {
      group_student_organization: groups.map((g) => ({
        student_organization_group: g.key,
        student_organization_group_title: g.label,
        data_student_organization: g.items.map((card) => {
          const doc = byId.get(card.id)!
          const detail = toOrganisationDetail(doc)
          return {
            data_student_organization_title: detail.name,
            data_student_organization_setting: {
              student_organization_abbreviation: detail.abbreviation,
              student_organization_link_seo: detail.slug,
              student_organization_url: pageUrl(detail.href),
              student_organization_summary: detail.summary,
              student_organization_description: richTextHtml(doc.description),
              student_organization_logo: reshapeImages([doc.logo]),
              student_organization_image: reshapeImages([doc.image]),
              student_organization_activities: detail.activities,
              student_organization_founded_year: detail.foundedYear,
              student_organization_instagram: detail.instagram?.url ?? null,
              student_organization_email: detail.email,
            },
          }
        }),
      })),
    },
  ]
}
