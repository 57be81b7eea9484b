import { describe, expect, it } from 'vitest'
import {
  reshapeManagement,
  reshapeOrganisationStructure,
  reshapePage,
  reshapePartners,
  reshapeServices,
} from '@/features/content-api/wire/about'
import {
  reshapeScholarships,
  reshapeSelectionSchedules,
  reshapeTuitionFees,
} from '@/features/content-api/wire/admissions-info'
import { reshapeAccreditations, reshapeProgrammes } from '@/features/content-api/wire/programmes'
import { reshapeAcademicEvents, reshapeOrganisations } from '@/features/content-api/wire/students'
import { env } from '@/lib/env'
import type {
  AcademicEvent,
  Faculty,
  Management,
  Media,
  Page,
  Partner,
  Programme,
  ProgrammeCategory,
  Scholarship,
  SelectionSchedule,
  StudentOrganisation,
  TuitionFee,
} from '@/payload-types'

// The about domain's wire mappers on hand-built documents: field names, links, order, missing relations.

const stamp = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' }
const site = () => env().siteUrl
const media = (id: number, alt = `Gambar ${id}`): Media => ({
  id,
  alt,
  url: `http://127.0.0.1:3100/api/cms/media/file/m${id}.webp`,
  width: 800,
  height: 600,
  ...stamp,
})
const richText = (text: string) =>
  ({
    root: {
      type: 'root',
      direction: null,
      format: '',
      indent: 0,
      version: 1,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          children: [
            { type: 'text', text, version: 1, format: 0, detail: 0, mode: 'normal', style: '' },
          ],
        },
      ],
    },
  }) as Page['content']

describe('CMS pages', () => {
  const page: Page = {
    id: 1,
    title: 'Sejarah',
    path: '/tentang-utb/sejarah',
    summary: 'Ringkas.',
    content: richText('Didirikan <1990> & tumbuh.'),
    ...stamp,
  }

  it('gives one entry with absolute page URL, HTML content (escaped) and no image or map when there is none', () => {
    const [item] = reshapePage(page)
    expect(item).toEqual({
      data_page_title: 'Sejarah',
      data_page_setting: {
        page_path: '/tentang-utb/sejarah',
        page_url: `${site()}/tentang-utb/sejarah`,
        page_summary: 'Ringkas.',
        page_content: expect.stringContaining('Didirikan &lt;1990&gt; &amp; tumbuh.'),
        page_image: [],
        page_map_embed_url: null,
        page_updated_at: '2026-01-02T00:00:00.000Z',
      },
    })
    expect(item!.data_page_setting.page_content).toMatch(/^<p/)
  })

  it('gives nothing for a missing page, and the map URL and image when set', () => {
    expect(reshapePage(null)).toEqual([])
    const [item] = reshapePage({
      ...page,
      mapEmbedUrl: ' https://maps.example/embed?q=utb ',
      image: media(7),
    })
    expect(item!.data_page_setting.page_map_embed_url).toBe('https://maps.example/embed?q=utb')
    expect(item!.data_page_setting.page_image).toEqual([
      { image: `${site()}/api/cms/media/file/m7.webp`, alt: 'Gambar 7', width: 800, height: 600 },
    ])
  })

  it('names the organisation structure with the §3 fields; an unpopulated image is left out', () => {
    const [item] = reshapeOrganisationStructure({
      ...page,
      title: 'Struktur Organisasi',
      image: 12,
    })
    expect(item!.data_organizational_structure_title).toBe('Struktur Organisasi')
    expect(item!.data_organizational_structure_setting.organizational_structure_image).toEqual([])
    expect(Object.keys(item!.data_organizational_structure_setting)).toEqual([
      'organizational_structure_image',
      'organizational_structure_summary',
      'organizational_structure_description',
    ])
    expect(reshapeOrganisationStructure(null)).toEqual([])
  })
})

describe('management, services, partners', () => {
  it('orders people by group (fixed order) then by order, with the group title', () => {
    const person = (
      id: number,
      group: Management['group'],
      order: number,
      photo?: Media,
    ): Management => ({
      id,
      name: `Orang ${id}`,
      position: `Jabatan ${id}`,
      group,
      order,
      photo,
      ...stamp,
    })
    const items = reshapeManagement([
      person(1, 'unit', 1),
      person(2, 'pimpinan', 2),
      person(3, 'pimpinan', 1, media(5)),
    ])
    expect(items.map((i) => i.data_management_name)).toEqual(['Orang 3', 'Orang 2', 'Orang 1'])
    expect(items[0]!.data_management_setting).toEqual({
      management_position: 'Jabatan 3',
      management_group: 'pimpinan',
      management_group_title: 'Pimpinan Universitas',
      management_image: [
        { image: `${site()}/api/cms/media/file/m5.webp`, alt: 'Gambar 5', width: 800, height: 600 },
      ],
    })
    expect(items[2]!.data_management_setting.management_group_title).toBe('Kepala Biro dan Unit')
    expect(items[1]!.data_management_setting.management_image).toEqual([])
  })

  it('maps services with the §3 fields', () => {
    expect(
      reshapeServices([
        {
          id: 1,
          title: 'Perpustakaan',
          description: 'Buka setiap hari.',
          image: media(3),
          ...stamp,
        },
      ]),
    ).toEqual([
      {
        data_service_title: 'Perpustakaan',
        data_service_setting: {
          service_image: [
            expect.objectContaining({ image: `${site()}/api/cms/media/file/m3.webp` }),
          ],
          service_description: 'Buka setiap hari.',
        },
      },
    ])
  })

  it('keeps partners the page shows (with a logo), their kind text and only web links', () => {
    const partner = (id: number, o: Partial<Partner>): Partner => ({
      id,
      name: `Mitra ${id}`,
      kind: 'industri',
      logo: media(id),
      ...stamp,
      ...o,
    })
    const items = reshapePartners([
      partner(1, { url: 'javascript:alert(1)', scope: 'Magang' }),
      partner(2, { logo: 99 }),
      partner(3, { kind: 'internasional', url: 'https://mitra.example' }),
    ])
    expect(items.map((i) => i.data_cooperation_title)).toEqual(['Mitra 1', 'Mitra 3'])
    expect(items[0]!.data_cooperation_setting).toMatchObject({
      cooperation_kind: 'industri',
      cooperation_kind_title: 'Industri',
      cooperation_scope: 'Magang',
      cooperation_url: null,
    })
    expect(items[1]!.data_cooperation_setting).toMatchObject({
      cooperation_kind: 'internasional',
      cooperation_kind_title: 'Internasional',
      cooperation_url: 'https://mitra.example',
    })
  })
})

describe('programmes', () => {
  const faculty = { id: 1, name: 'Fakultas Teknik', ...stamp } as Faculty
  const category = { id: 2, name: 'Sarjana', ...stamp } as ProgrammeCategory
  const programme: Programme = {
    id: 4,
    name: 'Teknik Informatika',
    slug: 'teknik-informatika',
    faculty,
    category,
    degree: 'S1',
    accreditation: 'Unggul',
    accreditationBody: 'LAM INFOKOM',
    summary: 'Ringkas.',
    description: richText('Uraian.'),
    careerProspects: [{ title: 'Pengembang perangkat lunak' }],
    curriculumHighlights: [{ title: 'Algoritma' }],
    ...stamp,
  }

  it('maps majors with their page URL, degree text, relations and curriculum', () => {
    const [item] = reshapeProgrammes([programme])
    expect(item!.data_majors_title).toBe('Teknik Informatika')
    expect(item!.data_majors_setting).toMatchObject({
      majors_link_seo: 'teknik-informatika',
      majors_url: `${site()}/akademik/program-studi/teknik-informatika`,
      majors_degree: 'S1',
      majors_degree_title: 'Sarjana (S1)',
      majors_faculty: 'Fakultas Teknik',
      majors_category: 'Sarjana',
      majors_accreditation_body: 'LAM INFOKOM',
      majors_image: [],
      majors_career_prospects: ['Pengembang perangkat lunak'],
      majors_curriculum: [{ curriculum_title: 'Algoritma', curriculum_description: '' }],
    })
    expect(item!.data_majors_setting.majors_description).toContain('Uraian.')
  })

  it('gives empty names for unpopulated relations and BAN-PT when no body is set', () => {
    const [item] = reshapeProgrammes([
      { ...programme, faculty: 1, category: 2, accreditationBody: null },
    ])
    expect(item!.data_majors_setting).toMatchObject({
      majors_faculty: '',
      majors_category: '',
      majors_accreditation_body: 'BAN-PT',
    })
  })

  it('lists accreditations by degree and name', () => {
    expect(reshapeAccreditations([programme])).toEqual([
      {
        data_accreditation_title: 'S1 Teknik Informatika',
        data_accreditation_setting: {
          accreditation_rank: 'Unggul',
          accreditation_body: 'LAM INFOKOM',
          accreditation_majors: 'Teknik Informatika',
          accreditation_degree: 'S1',
          accreditation_majors_url: `${site()}/akademik/program-studi/teknik-informatika`,
        },
      },
    ])
  })
})

describe('admissions information', () => {
  it('maps scholarships with the deadline text and an absolute apply link', () => {
    const doc: Scholarship = {
      id: 1,
      name: 'Beasiswa Prestasi',
      provider: 'Yayasan',
      summary: 'Untuk juara.',
      benefits: [{ text: 'Bebas SPP' }],
      requirements: [{ text: 'Rapor 85' }],
      deadline: '2027-01-31T05:00:00.000Z',
      applyUrl: '/daftar',
      ...stamp,
    }
    const [item] = reshapeScholarships([doc])
    expect(item).toEqual({
      data_scholarship_title: 'Beasiswa Prestasi',
      data_scholarship_setting: {
        scholarship_provider: 'Yayasan',
        scholarship_summary: 'Untuk juara.',
        scholarship_benefits: ['Bebas SPP'],
        scholarship_requirements: ['Rapor 85'],
        scholarship_quota: '',
        scholarship_deadline: '2027-01-31T05:00:00.000Z',
        scholarship_deadline_text: '31 Januari 2027',
        scholarship_apply_url: `${site()}/daftar`,
        scholarship_image: [],
      },
    })
    expect(
      reshapeScholarships([{ ...doc, applyUrl: 'ftp://x', deadline: null }])[0]!
        .data_scholarship_setting,
    ).toMatchObject({
      scholarship_apply_url: null,
      scholarship_deadline: null,
      scholarship_deadline_text: '',
    })
  })

  it('orders waves by registration start and marks the open one as current', () => {
    const wave = (id: number, start: string, end: string): SelectionSchedule => ({
      id,
      wave: `Gelombang ${id}`,
      academicYear: '2027/2028',
      track: 'reguler',
      registrationStart: start,
      registrationEnd: end,
      testDate: '2027-06-01T02:00:00.000Z',
      announcementDate: '2027-06-10T02:00:00.000Z',
      ...stamp,
    })
    const items = reshapeSelectionSchedules(
      [
        wave(2, '2027-02-01T00:00:00.000Z', '2027-04-30T00:00:00.000Z'),
        wave(1, '2026-10-01T00:00:00.000Z', '2027-01-31T00:00:00.000Z'),
      ],
      new Date('2027-03-01T05:00:00.000Z'),
    )
    expect(items.map((i) => i.data_selection_schedule_title)).toEqual([
      'Gelombang 1',
      'Gelombang 2',
    ])
    expect(items.map((i) => i.data_selection_schedule_setting.selection_schedule_status)).toEqual([
      'closed',
      'open',
    ])
    expect(items.map((i) => i.data_selection_schedule_setting.selection_schedule_current)).toEqual([
      false,
      true,
    ])
    expect(items[1]!.data_selection_schedule_setting).toMatchObject({
      selection_schedule_track: 'reguler',
      selection_schedule_track_title: 'Jalur Reguler',
      selection_schedule_status_text: 'Pendaftaran dibuka',
      selection_schedule_re_registration_end: null,
      selection_schedule_test_mode: '',
    })
  })

  it('gives the newest year, one table per track, with amounts and their texts', () => {
    const programme = { id: 9, name: 'Teknik Informatika', degree: 'S1' } as Programme
    const fee = (id: number, o: Partial<TuitionFee>): TuitionFee => ({
      id,
      programme,
      label: 'TI',
      track: 'reguler',
      academicYear: '2027/2028',
      developmentFee: 7_500_000,
      semesterFee: 6_000_000,
      ...stamp,
      ...o,
    })
    const registration = { fee: 350_000, refundRule: 'Dikembalikan 100% bila tidak diterima.' }
    const data = reshapeTuitionFees(
      [
        fee(1, { academicYear: '2026/2027' }),
        fee(2, { practicumFee: 500_000 }),
        fee(3, { track: 'jepang', programme: 9, label: 'Jepang TI' }),
      ],
      registration,
    )
    expect(data.registration_fee).toBe(350_000)
    expect(data.registration_fee_text).toMatch(/^Rp\s?350\.000$/)
    expect(data.registration_fee_rule).toBe(registration.refundRule)
    expect(data.data_component.map((t) => t.cost_education_setting.cost_education_track)).toEqual([
      'reguler',
      'jepang',
    ])
    const [regular, japan] = data.data_component
    expect(regular!.cost_education_title).toBe('Jalur Reguler')
    expect(regular!.cost_education_setting.cost_education_academic_year).toBe('2027/2028')
    expect(regular!.cost_education_setting.cost_education_rows).toEqual([
      {
        majors_name: 'S1 Teknik Informatika',
        development_fee: 7_500_000,
        development_fee_text: expect.stringMatching(/^Rp\s?7\.500\.000$/),
        semester_fee: 6_000_000,
        semester_fee_text: expect.stringMatching(/^Rp\s?6\.000\.000$/),
        practicum_fee: 500_000,
        practicum_fee_text: expect.stringMatching(/^Rp\s?500\.000$/),
        note: '',
      },
    ])
    expect(japan!.cost_education_setting.cost_education_rows[0]).toMatchObject({
      majors_name: 'Jepang TI',
      practicum_fee: null,
      practicum_fee_text: '–',
    })
    expect(reshapeTuitionFees([], registration).data_component).toEqual([])
  })
})

describe('students', () => {
  it('orders the calendar by year, semester and date, with the state on the given day', () => {
    const event = (id: number, o: Partial<AcademicEvent>): AcademicEvent => ({
      id,
      title: `Agenda ${id}`,
      academicYear: '2026/2027',
      semester: 'ganjil',
      category: 'akademik',
      startDate: '2026-09-01T00:00:00.000Z',
      ...stamp,
      ...o,
    })
    const items = reshapeAcademicEvents(
      [
        event(1, { semester: 'genap', startDate: '2027-02-01T00:00:00.000Z' }),
        event(2, {
          startDate: '2026-08-03T00:00:00.000Z',
          endDate: '2026-08-14T00:00:00.000Z',
          category: 'ujian',
          note: ' Catatan ',
        }),
        event(3, {}),
      ],
      new Date('2026-08-05T05:00:00.000Z'),
    )
    expect(items.map((i) => i.data_academic_calendar_title)).toEqual([
      'Agenda 2',
      'Agenda 3',
      'Agenda 1',
    ])
    expect(items[0]!.data_academic_calendar_setting).toEqual({
      academic_calendar_category: 'ujian',
      academic_calendar_category_title: 'Ujian',
      academic_calendar_academic_year: '2026/2027',
      academic_calendar_semester: 'ganjil',
      academic_calendar_semester_title: 'Semester Ganjil 2026/2027',
      academic_calendar_start_date: '2026-08-03',
      academic_calendar_end_date: '2026-08-14',
      academic_calendar_date_text: '3–14 Agustus 2026',
      academic_calendar_note: 'Catatan',
      academic_calendar_state: 'current',
      academic_calendar_state_text: 'Sedang berlangsung',
    })
    expect(items.map((i) => i.data_academic_calendar_setting.academic_calendar_state)).toEqual([
      'current',
      'next',
      'upcoming',
    ])
  })

  it('holds the groups in one entry, in the page order, with links and detail', () => {
    const org = (id: number, o: Partial<StudentOrganisation>): StudentOrganisation => ({
      id,
      name: `Org ${id}`,
      slug: `org-${id}`,
      group: 'himpunan',
      summary: 'Ringkas.',
      description: richText('Profil.'),
      ...stamp,
      ...o,
    })
    const [entry] = reshapeOrganisations([
      org(1, { group: 'ukm-seni' }),
      org(2, {
        instagram: '@org.dua',
        email: 'bukan-surel',
        logo: media(4),
        activities: [{ title: ' Seminar ' }],
      }),
    ])
    expect(
      entry!.group_student_organization.map((g) => [
        g.student_organization_group,
        g.student_organization_group_title,
      ]),
    ).toEqual([
      ['himpunan', 'Himpunan Mahasiswa'],
      ['ukm-seni', 'UKM Seni dan Budaya'],
    ])
    const [item] = entry!.group_student_organization[0]!.data_student_organization
    expect(item!.data_student_organization_title).toBe('Org 2')
    expect(item!.data_student_organization_setting).toMatchObject({
      student_organization_link_seo: 'org-2',
      student_organization_url: `${site()}/mahasiswa/organisasi-mahasiswa/org-2`,
      student_organization_instagram: 'https://www.instagram.com/org.dua/',
      student_organization_email: null,
      student_organization_activities: ['Seminar'],
      student_organization_logo: [expect.objectContaining({ alt: 'Gambar 4' })],
      student_organization_image: [],
      student_organization_founded_year: null,
    })
    expect(item!.data_student_organization_setting.student_organization_description).toContain(
      'Profil.',
    )
    expect(reshapeOrganisations([])).toEqual([{ group_student_organization: [] }])
  })
})
