import type { Payload } from 'payload'
import type { Scholarship, SelectionSchedule, TuitionFee } from '@/payload-types'
import { newsImage } from './images'
import { programmes } from './programmes'
import { seedContext } from './context'
import { seedMedia } from './media'
import {
  academicYear,
  addDays,
  feeYear,
  intake,
  monthDay,
  noon,
  onOrAfter,
  type SeedClock,
} from './clock'

/**
 * Demo admissions information: scholarships, tuition per programme and track, and the three
 * admission waves of the intake the demo recruits for, dated from the seed's day (see
 * `intake`). Fictional but plausible; staff replace them in the CMS.
 */

type SeedScholarship = Omit<
  Scholarship,
  'id' | 'createdAt' | 'updatedAt' | 'image' | 'benefits' | 'requirements'
> & {
  benefits: string[]
  requirements: string[]
}

/** Deadlines in the coming months, as the intake's waves run. */
export const scholarships = (clock: SeedClock): SeedScholarship[] => [
  {
    name: 'Beasiswa Prestasi Akademik UTB',
    provider: 'Universitas Teknologi Bandung',
    summary:
      'Untuk calon mahasiswa dengan nilai rapor terbaik di sekolahnya. Diberikan ' +
      'sejak semester pertama dan diperpanjang setiap tahun selama IPK terjaga.',
    benefits: [
      'Bebas uang pangkal',
      'Potongan biaya kuliah 50% per semester',
      'Pendampingan akademik dari dosen wali',
    ],
    requirements: [
      'Rata-rata nilai rapor semester 1–5 minimal 85',
      'Peringkat 10 besar di kelas',
      'Mempertahankan IPK minimal 3,25',
    ],
    quota: '30 mahasiswa per angkatan',
    deadline: noon(monthDay(clock, 5, 'last')),
    applyUrl: '/daftar',
    order: 1,
  },
  {
    name: 'Beasiswa KIP Kuliah',
    provider: 'Kementerian Pendidikan Tinggi, Sains, dan Teknologi',
    summary:
      'Bantuan biaya pendidikan dan biaya hidup dari pemerintah ' +
      'bagi calon mahasiswa berprestasi dari keluarga kurang mampu.',
    benefits: [
      'Biaya kuliah ditanggung penuh',
      'Bantuan biaya hidup setiap bulan',
      'Berlaku hingga delapan semester',
    ],
    requirements: [
      `Lulusan SMA/SMK/sederajat tahun ${intake(clock).startYear - 2}–${intake(clock).startYear}`,
      'Terdaftar di sistem KIP Kuliah',
      'Memiliki KIP atau terdata dalam DTKS',
    ],
    quota: 'Sesuai kuota pemerintah',
    deadline: noon(monthDay(clock, 7, 'last')),
    applyUrl: 'https://kip-kuliah.kemdiktisaintek.go.id',
    order: 2,
  },
  {
    name: 'Beasiswa Mitra Industri',
    provider: 'PT Kode Nusantara Digital dan mitra industri UTB',
    summary:
      'Beasiswa ikatan dinas untuk mahasiswa Teknik Informatika, Sistem Informasi ' +
      'dan Teknik Elektro yang siap bekerja di perusahaan mitra setelah lulus.',
    benefits: [
      'Biaya kuliah semester 5–8 ditanggung',
      'Magang berbayar di perusahaan mitra',
      'Tawaran kerja setelah lulus',
    ],
    requirements: [
      'Mahasiswa aktif semester 4',
      'IPK minimal 3,00',
      'Lulus tes dan wawancara perusahaan mitra',
    ],
    quota: '15 mahasiswa per tahun',
    deadline: noon(monthDay(clock, 4, 15)),
    applyUrl: null,
    order: 3,
  },
  {
    name: 'Beasiswa Jalur Jepang',
    provider: 'LPK Sakura Mandiri bersama UTB',
    summary:
      'Keringanan biaya bagi peserta jalur Jepang yang lulus kelas bahasa ' +
      'dengan nilai terbaik, sebagai persiapan pemagangan di perusahaan Jepang.',
    benefits: [
      'Potongan uang pangkal 50%',
      'Kelas bahasa Jepang gratis hingga N3',
      'Bantuan biaya ujian JLPT',
    ],
    requirements: ['Terdaftar di jalur Jepang', 'Lulus ujian JLPT N4', 'Sehat jasmani dan rohani'],
    quota: '20 peserta per angkatan',
    deadline: null,
    applyUrl: '/daftar/daftar-jepang',
    order: 4,
  },
  {
    name: 'Beasiswa Hafiz dan Prestasi Non-Akademik',
    provider: 'Yayasan Pendidikan Teknologi Bandung',
    summary:
      'Penghargaan bagi calon mahasiswa penghafal Al-Qur’an serta juara ' +
      'lomba seni, olahraga dan sains tingkat provinsi atau nasional.',
    benefits: [
      'Potongan biaya kuliah 25–75% sesuai prestasi',
      'Pembinaan di unit kegiatan mahasiswa',
    ],
    requirements: [
      'Sertifikat hafalan minimal 5 juz atau piagam juara tingkat provinsi',
      'Surat rekomendasi sekolah',
    ],
    quota: '25 mahasiswa per angkatan',
    deadline: noon(monthDay(clock, 6, 'last')),
    applyUrl: null,
    order: 5,
  },
]

/**
 * Tuition for the intake's academic year in rupiah: [development fee, semester fee, practicum per semester] for
 * the regular track. The internship track pays a lower semester fee (classes fit around work at
 * the partner company); the Japan track adds Japanese language training to the development fee.
 */
const BASE_FEES: Record<string, [number, number, number | null]> = {
  'teknik-informatika': [7_500_000, 6_500_000, 750_000],
  'sistem-informasi': [7_000_000, 6_000_000, 600_000],
  'teknik-elektro': [7_500_000, 6_500_000, 900_000],
  'teknik-industri': [7_000_000, 6_000_000, 600_000],
  'bisnis-digital': [6_000_000, 5_500_000, null],
  'desain-komunikasi-visual': [6_500_000, 6_000_000, 800_000],
}

type Track = 'reguler' | 'magang' | 'jepang'

export type SeedFee = Omit<TuitionFee, 'id' | 'createdAt' | 'updatedAt' | 'programme'> & {
  programmeSlug: string
}

export function tuitionFees(clock: SeedClock): SeedFee[] {
  return programmes.flatMap((p) => {
    const [development, semester, practicum] = BASE_FEES[p.slug] ?? [7_000_000, 6_000_000, 600_000]
    const byTrack: Record<Track, [number, number, string]> = {
      reguler: [development, semester, ''],
      magang: [development, semester - 1_000_000, 'Kuliah sambil magang di perusahaan mitra'],
      jepang: [development + 5_000_000, semester, 'Termasuk pelatihan bahasa Jepang hingga N4'],
    }
    return (Object.keys(byTrack) as Track[]).map((track) => {
      const [developmentFee, semesterFee, note] = byTrack[track]
      return {
        programmeSlug: p.slug,
        label: `S1 ${p.name}`,
        track,
        academicYear: feeYear(clock),
        developmentFee,
        semesterFee,
        practicumFee: practicum,
        note: note || null,
      }
    })
  })
}

type SeedWave = Omit<SelectionSchedule, 'id' | 'createdAt' | 'updatedAt'>

/**
 * A wave registering from `start` to `end`: the test on the first Saturday at least six days
 * after the closing, the announcement a week later, re-registration `reRegisterDays` after that.
 */
function waveDates(start: string, end: string, reRegisterDays: number) {
  const test = onOrAfter(addDays(end, 6), 6)
  const announcement = addDays(test, 7)
  return {
    registrationStart: noon(start),
    registrationEnd: noon(end),
    testDate: noon(test),
    announcementDate: noon(announcement),
    reRegistrationEnd: noon(addDays(announcement, reRegisterDays)),
  }
}

const ONLINE_OR_CAMPUS = 'Daring (CBT) atau di Kampus UTB'
const WRITTEN_AND_INTERVIEW = 'Tes tertulis dan wawancara di Kampus UTB'

/**
 * The intake's three waves (see `intake`): the first from the start of last month to the end of
 * the month after next, open today; the other two of three months each, upcoming.
 */
export function selectionWaves(clock: SeedClock): SeedWave[] {
  const wave = (n: number, [from, to]: [number, number], testMode: string, reRegister: number) => ({
    wave: `Gelombang ${n}`,
    academicYear: feeYear(clock),
    track: 'semua' as const,
    ...waveDates(monthDay(clock, from, 1), monthDay(clock, to, 'last'), reRegister),
    testMode,
    order: n,
  })
  return [
    wave(1, [-1, 2], ONLINE_OR_CAMPUS, 28),
    wave(2, [3, 5], ONLINE_OR_CAMPUS, 28),
    wave(3, [6, 8], WRITTEN_AND_INTERVIEW, 14),
  ]
}

/**
 * Waves that closed before today: the previous intake's third wave (closed four months ago,
 * decided) and a Jepang-only wave of this intake (closed two months ago).
 */
export function pastWaves(clock: SeedClock): SeedWave[] {
  return [
    {
      wave: 'Gelombang 3',
      academicYear: academicYear(intake(clock).startYear - 1),
      track: 'semua',
      ...waveDates(monthDay(clock, -6, 1), monthDay(clock, -4, 'last'), 14),
      testMode: WRITTEN_AND_INTERVIEW,
      order: 0,
    },
    {
      wave: 'Gelombang Khusus Jepang',
      academicYear: feeYear(clock),
      track: 'jepang',
      ...waveDates(monthDay(clock, -3, 15), monthDay(clock, -2, 'last'), 14),
      testMode: 'Tes bahasa Jepang dasar dan wawancara di Kampus UTB',
      order: 0,
    },
  ]
}

async function scholarshipImage(payload: Payload): Promise<number> {
  const alt = 'Mahasiswa penerima beasiswa UTB berfoto bersama di aula kampus'
  return seedMedia(payload, alt, 'beasiswa.jpg', () => newsImage('beasiswa', 1))
}

/**
 * Seed piece "info pendaftaran": 5 scholarships, tuition for every seeded programme per track,
 * 3 waves. Runs after "program studi" (fees point at programmes); skips entries that exist.
 */
export async function seedAdmissionsInfo(payload: Payload, clock: SeedClock): Promise<void> {
  const count = async (
    collection: 'scholarships' | 'tuition-fees' | 'selection-schedules',
    where: object,
  ) => (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

  const image = await scholarshipImage(payload)
  for (const { benefits, requirements, ...s } of scholarships(clock)) {
    if (await count('scholarships', { name: { equals: s.name } })) continue
    await payload.create({
      collection: 'scholarships',
      data: {
        ...s,
        image: s.order === 1 ? image : null,
        benefits: benefits.map((text) => ({ text })),
        requirements: requirements.map((text) => ({ text })),
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }

  const { docs: seededProgrammes } = await payload.find({
    collection: 'programmes',
    limit: 100,
    depth: 0,
    draft: true,
    overrideAccess: true,
  })
  const programmeId = new Map(seededProgrammes.map((p) => [p.slug, p.id]))
  for (const { programmeSlug, ...fee } of tuitionFees(clock)) {
    const programme = programmeId.get(programmeSlug)
    if (!programme) continue
    if (
      await count('tuition-fees', {
        and: [
          { label: { equals: fee.label } },
          { track: { equals: fee.track } },
          { academicYear: { equals: fee.academicYear } },
        ],
      })
    )
      continue
    await payload.create({
      collection: 'tuition-fees',
      data: { ...fee, programme },
      overrideAccess: true,
      context: seedContext(),
    })
  }

  for (const wave of selectionWaves(clock)) {
    if (
      await count('selection-schedules', {
        and: [{ wave: { equals: wave.wave } }, { academicYear: { equals: wave.academicYear } }],
      })
    )
      continue
    await payload.create({
      collection: 'selection-schedules',
      data: wave,
      overrideAccess: true,
      context: seedContext(),
    })
  }
}
