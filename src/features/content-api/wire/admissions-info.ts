import * as z from 'zod'
import {
  groupTuitionFees,
  scheduleOverview,
  toScholarship,
  WAVE_STATUS_TEXT,
} from '@/features/admissions-info/map'
import type { RegistrationFee } from '@/features/admissions-info/fee'
import { formatRupiah } from '@/lib/format'
import type { Scholarship, SelectionSchedule, TuitionFee } from '@/payload-types'
import { isoDate } from './envelope'
import { absoluteUrl, reshapeImages } from './media'
import { dateText, images, money, moneyText } from './fields'
import { valuesOf } from '@/lib/vocabulary'

/**
 * /page-scholarship, /page-selection-schedule and content-body Cost Education → wire items (names
 * in the style of the original API).
 */

// ---------------------------------------------------------------------------- admissions information

export const scholarshipItem = z
  .object({
    data_scholarship_title: z.string(),
    data_scholarship_setting: z.object({
      scholarship_provider: z.string().meta({ description: 'Pemberi beasiswa.' }),
      scholarship_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
      scholarship_benefits: z.array(z.string()).meta({ description: 'Manfaat.' }),
      scholarship_requirements: z.array(z.string()).meta({ description: 'Persyaratan.' }),
      scholarship_quota: z.string().meta({ description: 'Kuota (teks, kosong bila tidak diisi).' }),
      scholarship_deadline: isoDate
        .nullable()
        .meta({ description: 'Batas pendaftaran (ISO 8601), atau null.' }),
      scholarship_deadline_text: dateText('Batas pendaftaran'),
      scholarship_apply_url: z
        .string()
        .nullable()
        .meta({ description: 'Alamat pendaftaran beasiswa (absolut), atau null.' }),
      scholarship_image: images('Gambar'),
    }),
  })
  .meta({ id: 'ScholarshipItem' })

export function reshapeScholarships(docs: Scholarship[]): z.input<typeof scholarshipItem>[] {
  return docs.map((d) => {
    const s = toScholarship(d)
    return {
      data_scholarship_title: s.name,
      data_scholarship_setting: {
        scholarship_provider: s.provider,
        scholarship_summary: s.summary,
        scholarship_benefits: s.benefits,
        scholarship_requirements: s.requirements,
        scholarship_quota: s.quota,
        scholarship_deadline: s.deadline,
        scholarship_deadline_text: s.deadlineText,
        scholarship_apply_url: s.applyUrl ? absoluteUrl(s.applyUrl) : null,
        scholarship_image: reshapeImages([d.image]),
      },
    }
  })
}

const TRACKS = [
  'semua',
  'reguler',
  'magang',
  'jepang',
] as const satisfies readonly SelectionSchedule['track'][]
const WAVE_STATUSES = valuesOf(WAVE_STATUS_TEXT)

export const selectionScheduleItem = z
  .object({
    data_selection_schedule_title: z
      .string()
      .meta({ description: 'Nama gelombang.', example: 'Gelombang 1' }),
    data_selection_schedule_setting: z.object({
      selection_schedule_academic_year: z.string().meta({ example: '2027/2028' }),
      selection_schedule_track: z.enum(TRACKS).meta({ description: 'Kode jalur.' }),
      selection_schedule_track_title: z.string().meta({ example: 'Jalur Reguler' }),
      selection_schedule_registration_start: isoDate,
      selection_schedule_registration_end: isoDate,
      selection_schedule_registration_text: dateText('Masa pendaftaran'),
      selection_schedule_test_date: isoDate,
      selection_schedule_test_text: dateText('Tanggal tes'),
      selection_schedule_announcement_date: isoDate,
      selection_schedule_announcement_text: dateText('Tanggal pengumuman'),
      selection_schedule_re_registration_end: isoDate
        .nullable()
        .meta({ description: 'Batas daftar ulang, atau null.' }),
      selection_schedule_re_registration_text: dateText('Batas daftar ulang'),
      selection_schedule_test_mode: z
        .string()
        .meta({ description: 'Bentuk tes (kosong bila tidak diisi).' }),
      selection_schedule_status: z
        .enum(WAVE_STATUSES)
        .meta({ description: 'Keadaan pendaftaran pada hari permintaan (Asia/Jakarta).' }),
      selection_schedule_status_text: z.string().meta({ example: 'Pendaftaran dibuka' }),
      selection_schedule_current: z
        .boolean()
        .meta({ description: 'Gelombang yang sedang dibuka, atau yang berikutnya dibuka.' }),
    }),
  })
  .meta({ id: 'SelectionScheduleItem' })

/** Waves by registration start, with their state on `now` (the page's rule). */
export function reshapeSelectionSchedules(
  docs: SelectionSchedule[],
  now: Date,
): z.input<typeof selectionScheduleItem>[] {
  const byId = new Map(docs.map((d) => [d.id, d]))
  const { waves, current } = scheduleOverview(docs, now)
  return waves.map((w) => {
    const d = byId.get(w.id)!
    return {
      data_selection_schedule_title: w.wave,
      data_selection_schedule_setting: {
        selection_schedule_academic_year: w.academicYear,
        selection_schedule_track: d.track,
        selection_schedule_track_title: w.track,
        selection_schedule_registration_start: w.registrationStart,
        selection_schedule_registration_end: w.registrationEnd,
        selection_schedule_registration_text: w.registration,
        selection_schedule_test_date: w.testDate,
        selection_schedule_test_text: w.test,
        selection_schedule_announcement_date: w.announcementDate,
        selection_schedule_announcement_text: w.announcement,
        selection_schedule_re_registration_end: d.reRegistrationEnd ?? null,
        selection_schedule_re_registration_text: w.reRegistration,
        selection_schedule_test_mode: w.testMode,
        selection_schedule_status: w.status,
        selection_schedule_status_text: WAVE_STATUS_TEXT[w.status],
        selection_schedule_current: current?.id === w.id,
      },
    }
  })
}

const FEE_TRACKS = [
  'reguler',
  'magang',
  'jepang',
  'semua',
] as const satisfies readonly TuitionFee['track'][]

const costRow = z
  .object({
    majors_name: z
      .string()
      .meta({ description: 'Jenjang dan nama program studi.', example: 'S1 Teknik Informatika' }),
    development_fee: money('Uang pangkal'),
    development_fee_text: moneyText('Uang pangkal'),
    semester_fee: money('Biaya kuliah per semester'),
    semester_fee_text: moneyText('Biaya kuliah per semester'),
    practicum_fee: money('Biaya praktikum per semester').nullable(),
    practicum_fee_text: moneyText('Biaya praktikum ("–" bila tidak ada)'),
    note: z.string().meta({ description: 'Catatan (kosong bila tidak ada).' }),
  })
  .meta({ id: 'CostEducationRow' })

export const costEducationItem = z
  .object({
    cost_education_title: z.string().meta({ description: 'Nama jalur.', example: 'Jalur Reguler' }),
    cost_education_setting: z.object({
      cost_education_track: z
        .enum(FEE_TRACKS)
        .meta({ description: 'Kode jalur (`semua`: berlaku untuk semua jalur).' }),
      cost_education_academic_year: z
        .string()
        .meta({ description: 'Tahun akademik (yang terbaru).', example: '2027/2028' }),
      cost_education_rows: z.array(costRow),
    }),
  })
  .meta({ id: 'CostEducationItem' })

/** The fee rule shown above the tables. */
export const costEducationData = z.object({
  data_component: z.array(costEducationItem),
  registration_fee: money('Biaya pendaftaran'),
  registration_fee_text: moneyText('Biaya pendaftaran'),
  registration_fee_rule: z.string().meta({ description: 'Aturan pengembalian biaya pendaftaran.' }),
})

/**
 * The tables of the page (newest academic year, one per track, rows by programme) with their
 * amounts, and the registration fee with its refund rule as staff set them.
 */
export function reshapeTuitionFees(
  docs: TuitionFee[],
  registration: RegistrationFee,
): z.input<typeof costEducationData> {
  const byId = new Map(docs.map((d) => [d.id, d]))
  return {
    data_component: groupTuitionFees(docs).map((t) => ({
      cost_education_title: t.title,
      cost_education_setting: {
        cost_education_track: t.track,
        cost_education_academic_year: t.academicYear,
        cost_education_rows: t.rows.map((r) => {
          const d = byId.get(r.id)!
          return {
            majors_name: r.programme,
            development_fee: d.developmentFee,
            development_fee_text: r.developmentFee,
            semester_fee: d.semesterFee,
            semester_fee_text: r.semesterFee,
            practicum_fee: typeof d.practicumFee === 'number' ? d.practicumFee : null,
            practicum_fee_text: r.practicumFee,
            note: r.note,
          }
        }),
      },
    })),
    registration_fee: registration.fee,
    registration_fee_text: formatRupiah(registration.fee),
    registration_fee_rule: registration.refundRule,
  }
}
