import * as z from 'zod'
import { groupManagement, MANAGEMENT_GROUP_TITLES, PARTNER_KIND_TEXT, toPartners } from '@/features/about/map'
import {
  groupTuitionFees,
  REGISTRATION_FEE,
  REGISTRATION_FEE_RULE,
  scheduleOverview,
  toScholarship,
  WAVE_STATUS_TEXT,
  type WaveStatus,
} from '@/features/admissions-info/map'
import { toProgrammeView } from '@/features/programmes/map'
import { EVENT_STATE_TEXT, eventStates, groupCalendar, groupOrganisations, toCalendarEvent, toOrganisationCard, toOrganisationDetail } from '@/features/students/map'
import { formatRupiah } from '@/lib/format'
import type { AcademicEvent, Management, Page, Partner, Programme, Scholarship, SelectionSchedule, Service, StudentOrganisation, TuitionFee } from '@/payload-types'
import { isoDate, url } from './envelope'
import { absoluteUrl, reshapeImages, wireImage } from './media'
import { richTextHtml } from './rich-text'

/**
 * "Tentang UTB", admissions information, majors and student pages (§7 /management/all,
 * /page-history … /page-student-organization, content-body Cost Education): documents → wire
 * items. §3 names the organisation structure and service fields
 * (`data_<thing>_title` + `data_<thing>_setting.{…}`); every other item here follows that style.
 * Images are lists of entries (like §3 banner_image and news_image), empty when there is none.
 * Ordering, grouping, links and texts come from the features' own pure helpers.
 */

const html = (what: string) => z.string().meta({ description: `${what}, HTML dari teks kaya CMS.` })
const images = (what: string) => z.array(wireImage).meta({ description: `${what}: daftar gambar (kosong bila tidak ada).` })
const day = z.string().meta({ description: 'Tanggal kalender Asia/Jakarta (YYYY-MM-DD).', format: 'date', example: '2026-08-03' })
const dateText = (what: string) => z.string().meta({ description: `${what} dalam teks id-ID (kosong bila tidak ada).`, example: '3 Agustus 2026' })
const money = (what: string) => z.number().int().min(0).meta({ description: `${what} dalam rupiah.`, example: 7_500_000 })
const moneyText = (what: string) => z.string().meta({ description: `${what}, teks id-ID.`, example: 'Rp 7.500.000' })

/** A site path → absolute URL of the page. */
const pageUrl = (path: string) => absoluteUrl(path)

// ---------------------------------------------------------------------------- CMS pages

/** The narrative pages (history, identity, vision and mission, campus, institutional accreditation). */
export const pageItem = z
  .object({
    data_page_title: z.string(),
    data_page_setting: z.object({
      page_path: z.string().meta({ description: 'Jalur halaman di situs.', example: '/tentang-utb/sejarah' }),
      page_url: url.meta({ description: 'URL absolut halaman di situs.' }),
      page_summary: z.string().meta({ description: 'Ringkasan (juga deskripsi SEO), teks biasa.' }),
      page_content: html('Isi halaman'),
      page_image: images('Gambar pendukung'),
      page_map_embed_url: z.string().nullable().meta({ description: 'URL embed peta (halaman lokasi), atau null.' }),
      page_updated_at: isoDate,
    }),
  })
  .meta({ id: 'PageItem' })

export type PageItemWire = z.input<typeof pageItem>

/** A page, or nothing (not written or not published yet): `data_component` holds 0 or 1 entry. */
export const reshapePage = (page: Page | null): PageItemWire[] =>
  page
    ? [
        {
          data_page_title: page.title,
          data_page_setting: {
            page_path: page.path,
            page_url: pageUrl(page.path),
            page_summary: page.summary,
            page_content: richTextHtml(page.content),
            page_image: reshapeImages([page.image]),
            page_map_embed_url: page.mapEmbedUrl?.trim() || null,
            page_updated_at: page.updatedAt,
          },
        },
      ]
    : []

/** §3 organisation structure: the chart of the page /tentang-utb/struktur-organisasi. */
export const organisationStructureItem = z
  .object({
    data_organizational_structure_title: z.string(),
    data_organizational_structure_setting: z.object({
      organizational_structure_image: images('Bagan struktur organisasi'),
      organizational_structure_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
      organizational_structure_description: html('Penjelasan'),
    }),
  })
  .meta({ id: 'OrganisationStructureItem' })

export const reshapeOrganisationStructure = (page: Page | null): z.input<typeof organisationStructureItem>[] =>
  page
    ? [
        {
          data_organizational_structure_title: page.title,
          data_organizational_structure_setting: {
            organizational_structure_image: reshapeImages([page.image]),
            organizational_structure_summary: page.summary,
            organizational_structure_description: richTextHtml(page.content),
          },
        },
      ]
    : []

// ---------------------------------------------------------------------------- management, services, partners

const MANAGEMENT_GROUPS = MANAGEMENT_GROUP_TITLES.map((g) => g.group) as [Management['group'], ...Management['group'][]]

export const managementItem = z
  .object({
    data_management_name: z.string(),
    data_management_setting: z.object({
      management_position: z.string().meta({ description: 'Jabatan.' }),
      management_group: z.enum(MANAGEMENT_GROUPS).meta({ description: 'Kode kelompok.' }),
      management_group_title: z.string().meta({ description: 'Nama kelompok.', example: 'Pimpinan Universitas' }),
      management_image: images('Foto'),
    }),
  })
  .meta({ id: 'ManagementItem' })

/** People in the order of the page: group by group (fixed order), then by `order`. */
export function reshapeManagement(docs: Management[]): z.input<typeof managementItem>[] {
  const byId = new Map(docs.map((d) => [d.id, d]))
  return groupManagement(docs).flatMap((g) =>
    g.people.map((p) => ({
      data_management_name: p.name,
      data_management_setting: {
        management_position: p.position,
        management_group: g.group,
        management_group_title: g.title,
        management_image: reshapeImages([byId.get(p.id)?.photo]),
      },
    })),
  )
}

/** §3 service: data_service_title, data_service_setting (service_image, service_description). */
export const serviceItem = z
  .object({
    data_service_title: z.string(),
    data_service_setting: z.object({
      service_image: images('Foto fasilitas'),
      service_description: z.string().meta({ description: 'Keterangan, teks biasa.' }),
    }),
  })
  .meta({ id: 'ServiceItem' })

export const reshapeServices = (docs: Service[]): z.input<typeof serviceItem>[] =>
  docs.map((d) => ({ data_service_title: d.title, data_service_setting: { service_image: reshapeImages([d.image]), service_description: d.description } }))

const PARTNER_KINDS = Object.keys(PARTNER_KIND_TEXT) as [Partner['kind'], ...Partner['kind'][]]

export const cooperationItem = z
  .object({
    data_cooperation_title: z.string().meta({ description: 'Nama mitra.' }),
    data_cooperation_setting: z.object({
      cooperation_image: images('Logo mitra'),
      cooperation_kind: z.enum(PARTNER_KINDS).meta({ description: 'Kode jenis mitra.' }),
      cooperation_kind_title: z.string().meta({ example: 'Industri' }),
      cooperation_scope: z.string().meta({ description: 'Lingkup kerja sama (kosong bila tidak diisi).' }),
      cooperation_url: z.string().nullable().meta({ description: 'Situs mitra (https://…), atau null.' }),
    }),
  })
  .meta({ id: 'CooperationItem' })

/** Partners the page shows (those with a readable logo), in the staff's order. */
export function reshapePartners(docs: Partner[]): z.input<typeof cooperationItem>[] {
  const byId = new Map(docs.map((d) => [d.id, d]))
  return toPartners(docs).map((p) => ({
    data_cooperation_title: p.name,
    data_cooperation_setting: {
      cooperation_image: reshapeImages([byId.get(p.id)?.logo]),
      cooperation_kind: byId.get(p.id)!.kind,
      cooperation_kind_title: p.kind,
      cooperation_scope: p.scope,
      cooperation_url: p.url,
    },
  }))
}

// ---------------------------------------------------------------------------- programmes

const PROGRAMMES_PATH = '/akademik/program-studi'

export const majorsItem = z
  .object({
    data_majors_title: z.string().meta({ description: 'Nama program studi.', example: 'Teknik Informatika' }),
    data_majors_setting: z.object({
      majors_link_seo: z.string().meta({ description: 'Slug halaman program studi.', example: 'teknik-informatika' }),
      majors_url: url.meta({ description: 'URL absolut halaman program studi.' }),
      majors_degree: z.string().meta({ description: 'Jenjang (kode).', example: 'S1' }),
      majors_degree_title: z.string().meta({ example: 'Sarjana (S1)' }),
      majors_faculty: z.string().meta({ description: 'Nama fakultas.' }),
      majors_category: z.string().meta({ description: 'Nama kategori program studi.' }),
      majors_accreditation: z.string().meta({ description: 'Peringkat akreditasi.', example: 'Unggul' }),
      majors_accreditation_body: z.string().meta({ description: 'Lembaga akreditasi.', example: 'LAM INFOKOM' }),
      majors_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
      majors_description: html('Uraian program studi'),
      majors_image: images('Foto program studi'),
      majors_career_prospects: z.array(z.string()).meta({ description: 'Prospek karier.' }),
      majors_curriculum: z
        .array(z.object({ curriculum_title: z.string(), curriculum_description: z.string() }))
        .meta({ description: 'Sorotan kurikulum.' }),
    }),
  })
  .meta({ id: 'MajorsItem' })

export const reshapeProgrammes = (docs: Programme[]): z.input<typeof majorsItem>[] =>
  docs.map((d) => {
    const v = toProgrammeView(d)
    return {
      data_majors_title: v.name,
      data_majors_setting: {
        majors_link_seo: v.slug,
        majors_url: pageUrl(`${PROGRAMMES_PATH}/${v.slug}`),
        majors_degree: d.degree,
        majors_degree_title: v.degree,
        majors_faculty: v.faculty,
        majors_category: v.category,
        majors_accreditation: v.accreditation,
        majors_accreditation_body: v.accreditationBody,
        majors_summary: v.summary,
        majors_description: richTextHtml(d.description),
        majors_image: reshapeImages([d.image]),
        majors_career_prospects: v.careerProspects,
        majors_curriculum: v.curriculum.map((c) => ({ curriculum_title: c.title, curriculum_description: c.description })),
      },
    }
  })

export const accreditationItem = z
  .object({
    data_accreditation_title: z.string().meta({ description: 'Jenjang dan nama program studi.', example: 'S1 Teknik Informatika' }),
    data_accreditation_setting: z.object({
      accreditation_rank: z.string().meta({ description: 'Peringkat akreditasi.', example: 'Unggul' }),
      accreditation_body: z.string().meta({ description: 'Lembaga akreditasi.', example: 'LAM INFOKOM' }),
      accreditation_majors: z.string().meta({ description: 'Nama program studi.' }),
      accreditation_degree: z.string().meta({ description: 'Jenjang (kode).', example: 'S1' }),
      accreditation_majors_url: url.meta({ description: 'URL absolut halaman program studi.' }),
    }),
  })
  .meta({ id: 'AccreditationItem' })

export const reshapeAccreditations = (docs: Programme[]): z.input<typeof accreditationItem>[] =>
  docs.map((d) => {
    const v = toProgrammeView(d)
    return {
      data_accreditation_title: `${d.degree} ${v.name}`,
      data_accreditation_setting: {
        accreditation_rank: v.accreditation,
        accreditation_body: v.accreditationBody,
        accreditation_majors: v.name,
        accreditation_degree: d.degree,
        accreditation_majors_url: pageUrl(`${PROGRAMMES_PATH}/${v.slug}`),
      },
    }
  })

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
      scholarship_deadline: isoDate.nullable().meta({ description: 'Batas pendaftaran (ISO 8601), atau null.' }),
      scholarship_deadline_text: dateText('Batas pendaftaran'),
      scholarship_apply_url: z.string().nullable().meta({ description: 'Alamat pendaftaran beasiswa (absolut), atau null.' }),
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

const TRACKS = ['semua', 'reguler', 'magang', 'jepang'] as const satisfies readonly SelectionSchedule['track'][]
const WAVE_STATUSES = Object.keys(WAVE_STATUS_TEXT) as [WaveStatus, ...WaveStatus[]]

export const selectionScheduleItem = z
  .object({
    data_selection_schedule_title: z.string().meta({ description: 'Nama gelombang.', example: 'Gelombang 1' }),
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
      selection_schedule_re_registration_end: isoDate.nullable().meta({ description: 'Batas daftar ulang, atau null.' }),
      selection_schedule_re_registration_text: dateText('Batas daftar ulang'),
      selection_schedule_test_mode: z.string().meta({ description: 'Bentuk tes (kosong bila tidak diisi).' }),
      selection_schedule_status: z.enum(WAVE_STATUSES).meta({ description: 'Keadaan pendaftaran pada hari permintaan (Asia/Jakarta).' }),
      selection_schedule_status_text: z.string().meta({ example: 'Pendaftaran dibuka' }),
      selection_schedule_current: z.boolean().meta({ description: 'Gelombang yang sedang dibuka, atau yang berikutnya dibuka.' }),
    }),
  })
  .meta({ id: 'SelectionScheduleItem' })

/** Waves by registration start, with their state on `now` (the page's rule). */
export function reshapeSelectionSchedules(docs: SelectionSchedule[], now: Date): z.input<typeof selectionScheduleItem>[] {
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

const FEE_TRACKS = ['reguler', 'magang', 'jepang', 'semua'] as const satisfies readonly TuitionFee['track'][]

const costRow = z
  .object({
    majors_name: z.string().meta({ description: 'Jenjang dan nama program studi.', example: 'S1 Teknik Informatika' }),
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
      cost_education_track: z.enum(FEE_TRACKS).meta({ description: 'Kode jalur (`semua`: berlaku untuk semua jalur).' }),
      cost_education_academic_year: z.string().meta({ description: 'Tahun akademik (yang terbaru).', example: '2027/2028' }),
      cost_education_rows: z.array(costRow),
    }),
  })
  .meta({ id: 'CostEducationItem' })

/** The fee rule shown above the tables (§9). */
export const costEducationData = z.object({
  data_component: z.array(costEducationItem),
  registration_fee: money('Biaya pendaftaran'),
  registration_fee_text: moneyText('Biaya pendaftaran'),
  registration_fee_rule: z.string().meta({ description: 'Aturan pengembalian biaya pendaftaran.' }),
})

/** The tables of the page (newest academic year, one per track, rows by programme) with their amounts. */
export function reshapeTuitionFees(docs: TuitionFee[]): z.input<typeof costEducationData> {
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
    registration_fee: REGISTRATION_FEE,
    registration_fee_text: formatRupiah(REGISTRATION_FEE),
    registration_fee_rule: REGISTRATION_FEE_RULE,
  }
}

// ---------------------------------------------------------------------------- students

const EVENT_STATES = Object.keys(EVENT_STATE_TEXT) as [keyof typeof EVENT_STATE_TEXT, ...(keyof typeof EVENT_STATE_TEXT)[]]

export const academicCalendarItem = z
  .object({
    data_academic_calendar_title: z.string(),
    data_academic_calendar_setting: z.object({
      academic_calendar_category: z.string().meta({ description: 'Kode jenis agenda.', example: 'ujian' }),
      academic_calendar_category_title: z.string().meta({ example: 'Ujian' }),
      academic_calendar_academic_year: z.string().meta({ example: '2026/2027' }),
      academic_calendar_semester: z.string().meta({ description: 'Kode semester.', example: 'ganjil' }),
      academic_calendar_semester_title: z.string().meta({ example: 'Semester Ganjil 2026/2027' }),
      academic_calendar_start_date: day,
      academic_calendar_end_date: day.meta({ description: 'Hari terakhir (sama dengan hari mulai untuk agenda satu hari).' }),
      academic_calendar_date_text: dateText('Tanggal atau rentang tanggal'),
      academic_calendar_note: z.string().meta({ description: 'Catatan (kosong bila tidak ada).' }),
      academic_calendar_state: z.enum(EVENT_STATES).meta({ description: 'Keadaan agenda pada hari permintaan (Asia/Jakarta).' }),
      academic_calendar_state_text: z.string().meta({ example: 'Agenda berikutnya' }),
    }),
  })
  .meta({ id: 'AcademicCalendarItem' })

/** Agenda items by academic year, semester and date (the page's grouping, flattened), with their state on `now`. */
export function reshapeAcademicEvents(docs: AcademicEvent[], now: Date): z.input<typeof academicCalendarItem>[] {
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
      student_organization_abbreviation: z.string().meta({ description: 'Singkatan (kosong bila tidak ada).', example: 'HMIF' }),
      student_organization_link_seo: z.string().meta({ description: 'Slug halaman organisasi.' }),
      student_organization_url: url.meta({ description: 'URL absolut halaman organisasi.' }),
      student_organization_summary: z.string().meta({ description: 'Ringkasan, teks biasa.' }),
      student_organization_description: html('Profil'),
      student_organization_logo: images('Logo'),
      student_organization_image: images('Foto kegiatan'),
      student_organization_activities: z.array(z.string()).meta({ description: 'Kegiatan.' }),
      student_organization_founded_year: z.number().int().nullable().meta({ description: 'Tahun berdiri, atau null.' }),
      student_organization_instagram: z.string().nullable().meta({ description: 'Profil Instagram (URL), atau null.' }),
      student_organization_email: z.string().nullable().meta({ description: 'Alamat surel, atau null.' }),
    }),
  })
  .meta({ id: 'StudentOrganizationItem' })

export const studentOrganisationGroup = z
  .object({
    student_organization_group: z.string().meta({ description: 'Kode kelompok.', example: 'himpunan' }),
    student_organization_group_title: z.string().meta({ example: 'Himpunan Mahasiswa' }),
    data_student_organization: z.array(studentOrganisationItem),
  })
  .meta({ id: 'StudentOrganizationGroup' })

/** §3: the first (only) entry holds `group_student_organization`, the groups in the page's order. */
export const studentOrganisationsEntry = z
  .object({ group_student_organization: z.array(studentOrganisationGroup) })
  .meta({ id: 'StudentOrganizationEntry' })

export function reshapeOrganisations(docs: StudentOrganisation[]): z.input<typeof studentOrganisationsEntry>[] {
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
