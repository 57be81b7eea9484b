import { csvDateTime, csvFileNameFor, toCsv } from '@/lib/csv'
import { jakartaDay } from '@/lib/time-zone'
import { GENDER_OPTIONS } from '@/features/admissions/form/field-rules'
import { isTrack, TRACK_NAMES } from '@/features/admissions/tracks/tracks'
import type { StudentRecord } from './students.load'
import { STUDENT_STATUS_LABELS } from './vocabulary'

/*
 * The new students for the academic system, as CSV (staff, a spreadsheet) and as JSON (the
 * academic system's pull). Pure: the endpoints read the records, this module decides the fields.
 */

/** One student as the JSON export and the pull API name it (a contract: see docs/reregistration.md). */
export type StudentExportItem = {
  nim: string
  name: string
  nik: string | null
  gender: 'male' | 'female' | null
  birthPlace: string | null
  birthDate: string | null
  email: string | null
  phone: string | null
  programme: { id: number | null; name: string | null; code: string | null }
  faculty: { id: number | null; name: string | null; code: string | null }
  track: string | null
  intakeYear: number
  intakeCode: string
  status: 'active' | 'withdrawn'
  enrolledAt: string
  withdrawnAt: string | null
  updatedAt: string
}

export function exportItem({
  student,
  application,
  applicant,
  programme,
  faculty,
}: StudentRecord): StudentExportItem {
  const personal = application?.personal
  return {
    nim: student.nim,
    name: application?.applicantName || applicant?.fullName || '',
    nik: personal?.nik || null,
    gender: personal?.gender ?? null,
    birthPlace: personal?.birthPlace || null,
    birthDate: personal?.birthDate ? jakartaDay(personal.birthDate) : null,
    email: applicant?.email || application?.applicantEmail || null,
    phone: applicant?.whatsapp || null,
    programme: {
      id: programme?.id ?? null,
      name: programme?.name ?? null,
      code: programme?.nimCode ?? null,
    },
    faculty: {
      id: faculty?.id ?? null,
      name: faculty?.name ?? null,
      code: faculty?.nimCode ?? null,
    },
    track: student.track ?? null,
    intakeYear: student.intakeYear,
    intakeCode: student.intakeCode,
    status: student.status,
    enrolledAt: student.enrolledAt,
    withdrawnAt: student.withdrawnAt ?? null,
    updatedAt: student.updatedAt,
  }
}

export const STUDENT_CSV_HEADER = [
  'NIM',
  'Nama',
  'NIK',
  'Jenis kelamin',
  'Tempat lahir',
  'Tanggal lahir',
  'Email',
  'Telepon',
  'Program studi',
  'Kode program studi',
  'Fakultas',
  'Jalur',
  'Angkatan',
  'Kode semester masuk',
  'Status',
  'Ditetapkan pada',
] as const

const GENDER_LABELS: Record<string, string> = Object.fromEntries(
  GENDER_OPTIONS.map((o) => [o.value, o.label]),
)

/** One CSV row: labels in Indonesian, dates as the spreadsheet sorts them (Jakarta time). */
export function studentRow(item: StudentExportItem): unknown[] {
  return [
    item.nim,
    item.name,
    item.nik,
    item.gender ? GENDER_LABELS[item.gender] : '',
    item.birthPlace,
    item.birthDate,
    item.email,
    item.phone,
    item.programme.name,
    item.programme.code,
    item.faculty.name,
    isTrack(item.track) ? TRACK_NAMES[item.track] : item.track,
    item.intakeYear,
    item.intakeCode,
    STUDENT_STATUS_LABELS[item.status],
    csvDateTime(item.enrolledAt),
  ]
}

export const studentsCsv = (items: StudentExportItem[]) =>
  toCsv(STUDENT_CSV_HEADER, items.map(studentRow))

/** mahasiswa-baru-2027-09-01.csv (the Jakarta day of the export). */
export const studentsCsvFileName = (now = new Date()) => csvFileNameFor('mahasiswa-baru', now)
