import type { Payload } from 'payload'
import type { Scholarship, SelectionSchedule, TuitionFee } from '@/payload-types'
import { newsImage } from './images'
import { programmes } from './programmes'
import { seedContext } from './context'
import { seedMedia } from './media'

/**
 * Demo admissions information: scholarships, tuition per programme and track, and the three
 * admission waves for the 2027 intake. Fictional but plausible; staff replace them in the CMS.
 */

type SeedScholarship = Omit<
  Scholarship,
  'id' | 'createdAt' | 'updatedAt' | 'image' | 'benefits' | 'requirements'
> & {
  benefits: string[]
  requirements: string[]
}

export const scholarships: SeedScholarship[] = [
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
    deadline: '2027-04-30T05:00:00.000Z',
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
      'Lulusan SMA/SMK/sederajat tahun 2025–2027',
      'Terdaftar di sistem KIP Kuliah',
      'Memiliki KIP atau terdata dalam DTKS',
    ],
    quota: 'Sesuai kuota pemerintah',
    deadline: '2027-06-30T05:00:00.000Z',
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
    deadline: '2027-03-15T05:00:00.000Z',
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
    deadline: '2027-05-31T05:00:00.000Z',
    applyUrl: null,
    order: 5,
  },
]

/**
 * Tuition for 2027/2028 in rupiah: [development fee, semester fee, practicum per semester] for
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
export const FEE_YEAR = '2027/2028'

type Track = 'reguler' | 'magang' | 'jepang'

export type SeedFee = Omit<TuitionFee, 'id' | 'createdAt' | 'updatedAt' | 'programme'> & {
  programmeSlug: string
}

export function tuitionFees(): SeedFee[] {
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
        academicYear: FEE_YEAR,
        developmentFee,
        semesterFee,
        practicumFee: practicum,
        note: note || null,
      }
    })
  })
}

const noon = (day: string) => `${day}T05:00:00.000Z` // noon in Jakarta: the calendar day is stable

export const selectionWaves: Omit<SelectionSchedule, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    wave: 'Gelombang 1',
    academicYear: FEE_YEAR,
    track: 'semua',
    registrationStart: noon('2026-10-01'),
    registrationEnd: noon('2027-01-31'),
    testDate: noon('2027-02-06'),
    announcementDate: noon('2027-02-13'),
    reRegistrationEnd: noon('2027-03-13'),
    testMode: 'Daring (CBT) atau di Kampus UTB',
    order: 1,
  },
  {
    wave: 'Gelombang 2',
    academicYear: FEE_YEAR,
    track: 'semua',
    registrationStart: noon('2027-02-01'),
    registrationEnd: noon('2027-04-30'),
    testDate: noon('2027-05-08'),
    announcementDate: noon('2027-05-15'),
    reRegistrationEnd: noon('2027-06-12'),
    testMode: 'Daring (CBT) atau di Kampus UTB',
    order: 2,
  },
  {
    wave: 'Gelombang 3',
    academicYear: FEE_YEAR,
    track: 'semua',
    registrationStart: noon('2027-05-01'),
    registrationEnd: noon('2027-07-31'),
    testDate: noon('2027-08-07'),
    announcementDate: noon('2027-08-14'),
    reRegistrationEnd: noon('2027-08-28'),
    testMode: 'Tes tertulis dan wawancara di Kampus UTB',
    order: 3,
  },
]

/** Waves that closed before the demo's "today": last year's third wave and a Jepang-only wave. */
export const pastWaves: Omit<SelectionSchedule, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    wave: 'Gelombang 3',
    academicYear: '2026/2027',
    track: 'semua',
    registrationStart: noon('2026-05-01'),
    registrationEnd: noon('2026-07-31'),
    testDate: noon('2026-08-08'),
    announcementDate: noon('2026-08-15'),
    reRegistrationEnd: noon('2026-08-29'),
    testMode: 'Tes tertulis dan wawancara di Kampus UTB',
    order: 0,
  },
  {
    wave: 'Gelombang Khusus Jepang',
    academicYear: FEE_YEAR,
    track: 'jepang',
    registrationStart: noon('2026-08-15'),
    registrationEnd: noon('2026-09-30'),
    testDate: noon('2026-10-10'),
    announcementDate: noon('2026-10-17'),
    reRegistrationEnd: noon('2026-10-31'),
    testMode: 'Tes bahasa Jepang dasar dan wawancara di Kampus UTB',
    order: 0,
  },
]

async function scholarshipImage(payload: Payload): Promise<number> {
  const alt = 'Mahasiswa penerima beasiswa UTB berfoto bersama di aula kampus'
  return seedMedia(payload, alt, 'beasiswa.jpg', () => newsImage('beasiswa', 1))
}

/**
 * Seed piece "info pendaftaran": 5 scholarships, tuition for every seeded programme per track,
 * 3 waves. Runs after "program studi" (fees point at programmes); skips entries that exist.
 */
export async function seedAdmissionsInfo(payload: Payload): Promise<void> {
  const count = async (
    collection: 'scholarships' | 'tuition-fees' | 'selection-schedules',
    where: object,
  ) => (await payload.count({ collection, where: where as never, overrideAccess: true })).totalDocs

  const image = await scholarshipImage(payload)
  for (const { benefits, requirements, ...s } of scholarships) {
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
  for (const { programmeSlug, ...fee } of tuitionFees()) {
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

  for (const wave of selectionWaves) {
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
