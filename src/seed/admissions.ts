import type { AdmissionsSetting } from '@/payload-types'
import { DEFAULT_REFUND_RULE, DEFAULT_REGISTRATION_FEE } from '@/features/admissions-info/fee'
import {
  DEFAULT_NIM_PATTERN,
  DEFAULT_SEMESTER,
  DEFAULT_TRACK_CODES,
} from '@/features/enrolment/vocabulary'
import { DEFAULT_DAYS_TO_COMPLETE, DEFAULT_INSTALMENTS } from '@/features/reregistration/vocabulary'
import { intake, type SeedClock } from './clock'

const contacts = [
  { label: 'Admin PMB 1', phone: '6281234567801' },
  { label: 'Admin PMB 2', phone: '6281234567802' },
]
const lines = (...texts: string[]) => texts.map((text) => ({ text }))

type Track = AdmissionsSetting['magang']
type Panel = Track['panel']

const panel = (
  steps: Panel['steps'],
  additionalInfo: string,
  link: Pick<Panel, 'linkLabel' | 'linkUrl'>,
): Panel => ({
  title: 'TAHAPAN PENDAFTARAN',
  steps,
  infoTitle: 'Info dan Pertanyaan',
  contacts,
  additionalInfo,
  ...link,
})

/** Magang and Jepang ask for more than Reguler (height, colour vision, an SKCK) in two steps. */
const withSkck = (
  intro: string,
  additionalInfo: string,
  link: Pick<Panel, 'linkLabel' | 'linkUrl'>,
): Track => ({
  intro,
  requirements: ['gender', 'age', 'education', 'height', 'colourBlind', 'skck', 'health'],
  requiresSkckDocument: true,
  panel: panel(
    [
      {
        title: 'Pembayaran',
        lines: lines('Transfer biaya pendaftaran Rp 300.000', 'Unggah bukti transfer'),
      },
      {
        title: 'Input data',
        lines: lines('Lengkapi data diri, persyaratan dan berkas, termasuk SKCK'),
      },
    ],
    additionalInfo,
    link,
  ),
})

/**
 * Demo admissions settings (the tracks' info panels, requirements, the registration fee). The bank
 * account numbers are fictional: the specification does not repeat the real ones.
 */
export const admissionsSettings = (clock: SeedClock): Omit<AdmissionsSetting, 'id'> => ({
  period: intake(clock).label,
  fee: DEFAULT_REGISTRATION_FEE,
  bankAccounts: [
    { bank: 'Bank BJB', number: '0012345678100', holder: 'Yayasan Universitas Teknologi Bandung' },
    {
      bank: 'Bank Mandiri',
      number: '1300012345678',
      holder: 'Yayasan Universitas Teknologi Bandung',
    },
  ],
  refundRule: DEFAULT_REFUND_RULE,
  referenceDate: `${intake(clock).startYear}-09-01T00:00:00.000Z`,
  minAge: 17,
  maxAge: 23,
  minHeightCm: 160,
  reregistration: {
    instalments: DEFAULT_INSTALMENTS,
    daysToComplete: DEFAULT_DAYS_TO_COMPLETE,
  },
  nim: {
    pattern: DEFAULT_NIM_PATTERN,
    semester: DEFAULT_SEMESTER,
    trackCodes: { ...DEFAULT_TRACK_CODES },
  },
  reguler: {
    intro: 'Jalur Reguler untuk lulusan SMA, SMK, MA atau sederajat yang ingin berkuliah di UTB.',
    requirements: ['gender', 'age', 'education', 'health'],
    requiresSkckDocument: false,
    panel: panel(
      [
        {
          title: 'Persyaratan utama',
          lines: lines(
            'Lulusan SMA/SMK/sederajat',
            `Berusia 17–23 tahun pada 1 September ${intake(clock).startYear}`,
            'Sehat jasmani dan rohani',
          ),
        },
        {
          title: 'Pembayaran',
          lines: lines(
            'Transfer biaya pendaftaran Rp 300.000',
            'Unggah bukti transfer di halaman ini',
          ),
        },
        {
          title: 'Lengkapi formulir',
          lines: lines('Isi formulir pendaftaran di halaman ini setelah pembayaran diverifikasi'),
        },
      ],
      'Layanan PMB: Senin–Jumat 08.00–16.00 WIB.',
      { linkLabel: 'Lihat jadwal seleksi', linkUrl: '/pendaftaran/jadwal-seleksi' },
    ),
  },
  magang: withSkck(
    'Jalur Magang menggabungkan kuliah dengan pemagangan di industri mitra UTB.',
    'Peserta jalur magang wajib tinggi badan minimal 160 cm dan tidak buta warna.',
    { linkLabel: 'Info magang', linkUrl: '/pusat-karir/info-magang' },
  ),
  jepang: withSkck(
    'Jalur Jepang menyiapkan mahasiswa untuk kuliah dan bekerja di Jepang bersama mitra UTB.',
    'Kelas bahasa Jepang dimulai sebelum perkuliahan semester pertama.',
    { linkLabel: 'Kerja sama internasional', linkUrl: '/tentang-utb/kerja-sama' },
  ),
})
