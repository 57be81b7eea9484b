import { readManagement, readPartners, readServices } from '@/features/about/load'
import { getSelectionSchedules, readScholarships } from '@/features/admissions-info/load'
import { getPageByPath } from '@/features/pages/queries'
import { readProgrammes } from '@/features/programmes/load'
import { readAcademicEvents, readOrganisations } from '@/features/students/load'
import { defineCall, type ContentCall } from '../call'
import {
  cooperationItem,
  managementItem,
  organisationStructureItem,
  pageItem,
  reshapeManagement,
  reshapeOrganisationStructure,
  reshapePage,
  reshapePartners,
  reshapeServices,
  serviceItem,
} from '../wire/about'
import {
  reshapeScholarships,
  reshapeSelectionSchedules,
  scholarshipItem,
  selectionScheduleItem,
} from '../wire/admissions-info'
import {
  accreditationItem,
  majorsItem,
  reshapeAccreditations,
  reshapeProgrammes,
} from '../wire/programmes'
import {
  academicCalendarItem,
  reshapeAcademicEvents,
  reshapeOrganisations,
  studentOrganisationsEntry,
} from '../wire/students'
import { listData } from '../wire/envelope'

/**
 * "Tentang UTB", majors, admissions information and student pages of the content API. Each reads
 * through the loader of the page that shows the same content (a CMS page by its path, or the
 * collection's cached document reader) and maps with the pure reshapers of wire/about.ts. None of
 * these calls takes a parameter; a page not written or not published yet answers an empty
 * `data_component`.
 */

const TAG = 'Tentang UTB'
const EMPTY_PAGE =
  'Halaman yang belum ditulis atau belum diterbitkan memberi `data_component` kosong.'

/** One CMS page (collection "pages") by the site path that shows it. */
const pageCall = (
  operationId: string,
  path: string,
  sitePath: string,
  summary: string,
  what: string,
) =>
  defineCall({
    operationId,
    path,
    tag: TAG,
    summary,
    description: `Isi halaman ${sitePath} dari CMS (0 atau 1 entri). ${EMPTY_PAGE}`,
    what,
    data: listData(pageItem),
    load: async () => ({ data_component: reshapePage(await getPageByPath(sitePath)) }),
  })

export const history = pageCall(
  'pageHistory',
  '/page-history',
  '/tentang-utb/sejarah',
  'Sejarah kampus.',
  'sejarah',
)
export const identity = pageCall(
  'pageIdentity',
  '/page-identity',
  '/tentang-utb/identitas',
  'Identitas kampus: lambang, warna, nama.',
  'identitas',
)
export const visionMission = pageCall(
  'pageVisiMisi',
  '/page-visi-misi',
  '/tentang-utb/visi-misi',
  'Visi, misi dan tujuan.',
  'visi dan misi',
)
export const campus = pageCall(
  'pageCampus',
  '/page-campus',
  '/campus-location',
  'Kampus dan lokasinya (dengan URL embed peta).',
  'kampus',
)
export const campusAccreditation = pageCall(
  'pageCampusAccreditation',
  '/page-campus-accreditation',
  '/tentang-utb/akreditasi',
  'Akreditasi institusi: halaman Akreditasi di situs.',
  'akreditasi kampus',
)

export const accreditation = defineCall({
  operationId: 'pageAccreditation',
  path: '/page-accreditation',
  tag: TAG,
  summary: 'Akreditasi tiap program studi (peringkat dan lembaga), urut nama.',
  description:
    'Dari data program studi yang terbit, seperti di halaman tiap ' +
    'program studi. Akreditasi institusi: `/page-campus-accreditation`.',
  what: 'akreditasi',
  data: listData(accreditationItem),
  load: async () => ({ data_component: reshapeAccreditations(await readProgrammes()) }),
})

export const organisationStructure = defineCall({
  operationId: 'pageOrganizationStructure',
  path: '/page-organization-structure',
  tag: TAG,
  summary: 'Struktur organisasi: bagan dan penjelasannya.',
  description:
    `Halaman /tentang-utb/struktur-organisasi dari CMS (0 atau 1 ` +
    `entri). ${EMPTY_PAGE} Orang-orangnya: \`/management/all\`.`,
  what: 'struktur organisasi',
  data: listData(organisationStructureItem),
  load: async () => ({
    data_component: reshapeOrganisationStructure(
      await getPageByPath('/tentang-utb/struktur-organisasi'),
    ),
  }),
})

export const management = defineCall({
  operationId: 'managementAll',
  path: '/management/all',
  tag: TAG,
  summary: 'Pimpinan universitas, fakultas, biro dan unit.',
  description:
    'Urut kelompok (Pimpinan Universitas, Pimpinan Fakultas, Kepala Biro dan Unit), lalu urutan yang diatur staf.',
  what: 'pimpinan',
  data: listData(managementItem),
  load: async () => ({ data_component: reshapeManagement(await readManagement()) }),
})

export const services = defineCall({
  operationId: 'pageService',
  path: '/page-service',
  tag: TAG,
  summary: 'Fasilitas dan layanan kampus.',
  what: 'fasilitas dan layanan',
  data: listData(serviceItem),
  load: async () => ({ data_component: reshapeServices(await readServices()) }),
})

export const cooperation = defineCall({
  operationId: 'pageCooperation',
  path: '/page-cooperation',
  tag: TAG,
  summary: 'Mitra kerja sama, dengan logonya.',
  description:
    'Mitra yang logonya dapat ditampilkan, dalam urutan yang diatur staf (seperti halaman Kerja Sama).',
  what: 'kerja sama',
  data: listData(cooperationItem),
  load: async () => ({ data_component: reshapePartners(await readPartners()) }),
})

export const majors = defineCall({
  operationId: 'pageMajors',
  path: '/page-majors',
  tag: 'Akademik',
  summary: 'Program studi yang terbit, urut nama, dengan uraian dan kurikulumnya.',
  what: 'program studi',
  data: listData(majorsItem),
  load: async () => ({ data_component: reshapeProgrammes(await readProgrammes()) }),
})

export const academicCalendar = defineCall({
  operationId: 'pageAcademicCalendar',
  path: '/page-academic-calendar',
  tag: 'Akademik',
  summary: 'Kalender akademik: agenda per tahun akademik dan semester, urut tanggal.',
  description:
    'Keadaan tiap agenda (selesai, berlangsung, berikutnya, akan ' +
    'datang) dihitung pada hari permintaan, zona Asia/Jakarta.',
  what: 'kalender akademik',
  data: listData(academicCalendarItem),
  load: async () => ({
    data_component: reshapeAcademicEvents(await readAcademicEvents(), new Date()),
  }),
})

export const studentOrganisations = defineCall({
  operationId: 'pageStudentOrganization',
  path: '/page-student-organization',
  tag: 'Kemahasiswaan',
  summary: 'Organisasi mahasiswa yang terbit, per kelompok.',
  description:
    'Satu entri; `data_component[0].group_student_organization` ' +
    'berisi kelompok dalam urutan halaman, tanpa kelompok kosong.',
  what: 'organisasi mahasiswa',
  data: listData(studentOrganisationsEntry),
  load: async () => ({ data_component: reshapeOrganisations(await readOrganisations()) }),
})

export const selectionSchedule = defineCall({
  operationId: 'pageSelectionSchedule',
  path: '/page-selection-schedule',
  tag: 'Pendaftaran',
  summary: 'Jadwal seleksi: gelombang pendaftaran urut tanggal mulai, dengan keadaannya.',
  description:
    'Keadaan (segera dibuka, dibuka, ditutup) dihitung pada hari ' +
    'permintaan, zona Asia/Jakarta; `selection_schedule_current` ' +
    'menandai gelombang yang dibuka, atau yang berikutnya.',
  what: 'jadwal seleksi',
  data: listData(selectionScheduleItem),
  load: async () => ({
    data_component: reshapeSelectionSchedules(await getSelectionSchedules(), new Date()),
  }),
})

export const scholarships = defineCall({
  operationId: 'pageScholarship',
  path: '/page-scholarship',
  tag: 'Pendaftaran',
  summary: 'Beasiswa: manfaat, persyaratan, kuota dan batas pendaftaran.',
  what: 'beasiswa',
  data: listData(scholarshipItem),
  load: async () => ({ data_component: reshapeScholarships(await readScholarships()) }),
})

export const aboutCalls: ContentCall[] = [
  management,
  history,
  identity,
  accreditation,
  campusAccreditation,
  visionMission,
  services,
  cooperation,
  organisationStructure,
  campus,
  majors,
  selectionSchedule,
  scholarships,
  academicCalendar,
  studentOrganisations,
]
