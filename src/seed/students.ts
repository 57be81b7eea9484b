import sharp from 'sharp'
import type { Payload, Where } from 'payload'
import type { AcademicEvent, StudentOrganisation } from '@/payload-types'
import { newsImage } from './images'
import { paragraphsToLexical } from './richtext'
import { seedContext } from './context'
import { seedMedia } from './media'
import { academicYear, addDays, noon, onOrAfter, type SeedClock } from './clock'

/* ------------------------------------------------------------------ academic calendar */

/**
 * [title, semester, category, first day, last day (null: one day), note] of the academic year
 * 2026/2027, the model that `academicEvents` moves to the current academic year. "{tahun}" is
 * the year of the item's first day.
 */
type EventRow = [
  string,
  AcademicEvent['semester'],
  AcademicEvent['category'],
  string,
  string | null,
  string?,
]

const EVENT_ROWS: EventRow[] = [
  [
    'Pendaftaran ulang dan pembayaran biaya kuliah semester ganjil',
    'ganjil',
    'administrasi',
    '2026-08-03',
    '2026-08-14',
    'Melalui portal akademik; bukti bayar diunggah paling lambat hari terakhir.',
  ],
  [
    'Pengisian Kartu Rencana Studi (KRS) semester ganjil',
    'ganjil',
    'administrasi',
    '2026-08-10',
    '2026-08-21',
    'KRS disetujui dosen wali sebelum perkuliahan dimulai.',
  ],
  [
    'Pengenalan Kehidupan Kampus bagi Mahasiswa Baru (PKKMB)',
    'ganjil',
    'akademik',
    '2026-08-24',
    '2026-08-28',
    'Wajib bagi seluruh mahasiswa baru angkatan {tahun}.',
  ],
  ['Masa perkuliahan semester ganjil', 'ganjil', 'akademik', '2026-08-31', '2026-12-11'],
  [
    'Ujian Tengah Semester (UTS) ganjil',
    'ganjil',
    'ujian',
    '2026-10-19',
    '2026-10-30',
    'Jadwal per mata kuliah diumumkan di portal akademik.',
  ],
  [
    'Wisuda Periode I tahun {tahun}',
    'ganjil',
    'wisuda',
    '2026-11-28',
    null,
    'Sabuga, Bandung. Gladi resik sehari sebelumnya.',
  ],
  [
    'Ujian Akhir Semester (UAS) ganjil',
    'ganjil',
    'ujian',
    '2026-12-14',
    '2026-12-23',
    'Syarat ikut UAS: kehadiran minimal 75%.',
  ],
  ['Libur Natal dan Tahun Baru', 'ganjil', 'libur', '2026-12-24', '2027-01-03'],
  ['Batas akhir pengisian nilai semester ganjil', 'ganjil', 'administrasi', '2027-01-08', null],
  ['Libur antarsemester', 'ganjil', 'libur', '2027-01-11', '2027-01-29'],
  [
    'Pendaftaran ulang dan pembayaran biaya kuliah semester genap',
    'genap',
    'administrasi',
    '2027-01-18',
    '2027-01-29',
  ],
  [
    'Pengisian Kartu Rencana Studi (KRS) semester genap',
    'genap',
    'administrasi',
    '2027-01-25',
    '2027-02-05',
  ],
  ['Masa perkuliahan semester genap', 'genap', 'akademik', '2027-02-08', '2027-05-28'],
  ['Ujian Tengah Semester (UTS) genap', 'genap', 'ujian', '2027-03-29', '2027-04-09'],
  ['Ujian Akhir Semester (UAS) genap', 'genap', 'ujian', '2027-05-31', '2027-06-11'],
  [
    'Semester antara (perkuliahan perbaikan dan percepatan)',
    'antara',
    'akademik',
    '2027-06-28',
    '2027-08-06',
    'Hanya untuk mata kuliah yang dibuka program studi.',
  ],
  ['Wisuda Periode II tahun {tahun}', 'genap', 'wisuda', '2027-07-24', null, 'Sabuga, Bandung.'],
]

export type SeedAcademicEvent = Omit<AcademicEvent, 'id' | 'createdAt' | 'updatedAt'>

const MODEL_YEAR = 2026
const MODEL_FIRST_MONDAY = '2026-08-03'
/** Dated by the calendar, not by the teaching weeks. */
const FIXED_DAYS = new Set(['Libur Natal dan Tahun Baru'])
/** Day and month of 1 Syawal in Indonesia follow the Umm al-Qura calendar closely enough here. */
const HIJRI = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** 1 Syawal between `from` and `to` (YYYY-MM-DD) and its Hijri year, if there is one. */
function idulfitri(from: string, to: string): { day: string; year: string } | null {
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const parts = Object.fromEntries(
      HIJRI.formatToParts(new Date(noon(day))).map((p) => [p.type, p.value]),
    )
    if (parts.month === '10' && parts.day === '1') return { day, year: parts.year! }
  }
  return null
}

/**
 * The agenda of the academic year under way on the seed's day (it starts in August): the model
 * year moved by whole weeks, so lectures still start on a Monday and graduations fall on a
 * Saturday; the Christmas holiday keeps its dates, and the Idulfitri holiday follows the Hijri
 * calendar of that year.
 */
export function academicEvents(clock: SeedClock): SeedAcademicEvent[] {
  const [year, month] = clock.today.split('-').map(Number) as [number, number]
  const startYear = month >= 8 ? year : year - 1
  const years = startYear - MODEL_YEAR
  const weeks = Math.round(
    (Date.parse(onOrAfter(`${startYear}-08-01`, 1)) - Date.parse(MODEL_FIRST_MONDAY)) / 86_400_000,
  )
  const move = (title: string, day: string) =>
    FIXED_DAYS.has(title)
      ? `${Number(day.slice(0, 4)) + years}${day.slice(4)}`
      : addDays(day, weeks)
  const rows: EventRow[] = EVENT_ROWS.map(([title, semester, category, start, end, note]) => [
    title,
    semester,
    category,
    move(title, start),
    end && move(title, end),
    note,
  ])
  const lastDay = rows
    .map(([, , , start, end]) => end ?? start)
    .sort()
    .at(-1)!
  const eid = idulfitri(rows[0]![3], lastDay)
  const genapStart = rows.find(([, semester]) => semester === 'genap')![3]
  if (eid)
    rows.push([
      `Libur Idulfitri ${eid.year} H`,
      eid.day < genapStart ? 'ganjil' : 'genap',
      'libur',
      addDays(eid.day, -1),
      addDays(eid.day, 7),
      'Tanggal mengikuti keputusan pemerintah.',
    ])
  const withYear = (text: string, day: string) => text.replace('{tahun}', day.slice(0, 4))
  return rows.map(([title, semester, category, start, end, note]) => ({
    title: withYear(title, start),
    academicYear: academicYear(startYear),
    semester,
    category,
    startDate: noon(start),
    endDate: end ? noon(end) : null,
    note: note ? withYear(note, start) : null,
  }))
}

/** Seed piece "kalender akademik": 18 agenda items of this academic year; skips items that exist. */
export async function seedAcademicCalendar(payload: Payload, clock: SeedClock): Promise<void> {
  for (const event of academicEvents(clock)) {
    const where: Where = {
      and: [{ title: { equals: event.title } }, { academicYear: { equals: event.academicYear } }],
    }
    if (
      (await payload.count({ collection: 'academic-events', where, overrideAccess: true }))
        .totalDocs > 0
    )
      continue
    await payload.create({
      collection: 'academic-events',
      data: event,
      overrideAccess: true,
      context: seedContext(),
    })
  }
}

/* ---------------------------------------------------------------- student organisations */

type OrgRow = {
  name: string
  abbreviation: string
  group: StudentOrganisation['group']
  summary: string
  profile: string[]
  activities: string[]
  foundedYear: number
  instagram: string
  email: string
}

const ORGANISATIONS: OrgRow[] = [
  {
    name: 'Badan Eksekutif Mahasiswa',
    abbreviation: 'BEM UTB',
    group: 'lembaga',
    summary:
      'Lembaga eksekutif tertinggi mahasiswa UTB yang menyalurkan aspirasi ' +
      'dan mengoordinasikan kegiatan kemahasiswaan tingkat universitas.',
    profile: [
      'Badan Eksekutif Mahasiswa Universitas Teknologi Bandung ' +
        'menjadi mitra kampus dalam menyuarakan kepentingan ' +
        'mahasiswa, dari layanan akademik hingga fasilitas kampus.',
      'Kabinet BEM dipilih setiap tahun melalui pemilihan raya mahasiswa dan ' +
        'bekerja bersama himpunan serta UKM dalam kegiatan lintas program studi.',
    ],
    activities: [
      'Pemilihan raya mahasiswa',
      'Forum aspirasi mahasiswa setiap bulan',
      'Bakti sosial di Bandung Raya',
      'Pendampingan PKKMB',
    ],
    foundedYear: 2004,
    instagram: 'bem.utb',
    email: 'bem@utb.ac.id',
  },
  {
    name: 'Dewan Perwakilan Mahasiswa',
    abbreviation: 'DPM UTB',
    group: 'lembaga',
    summary:
      'Lembaga legislatif mahasiswa yang menyusun aturan kemahasiswaan ' +
      'dan mengawasi kerja BEM serta organisasi mahasiswa.',
    profile: [
      'Dewan Perwakilan Mahasiswa beranggotakan perwakilan setiap ' +
        'program studi. DPM menyusun anggaran dasar organisasi ' +
        'kemahasiswaan dan menyelenggarakan pemilihan raya.',
      'DPM juga menampung laporan mahasiswa dan meneruskannya kepada pimpinan universitas.',
    ],
    activities: [
      'Sidang umum mahasiswa',
      'Penyusunan peraturan kemahasiswaan',
      'Pengawasan program kerja BEM',
    ],
    foundedYear: 2004,
    instagram: 'dpm.utb',
    email: 'dpm@utb.ac.id',
  },
  {
    name: 'Himpunan Mahasiswa Informatika',
    abbreviation: 'HMIF',
    group: 'himpunan',
    summary:
      'Wadah mahasiswa Teknik Informatika UTB untuk belajar bersama, berkarya di ' +
      'bidang perangkat lunak dan membangun jejaring dengan industri teknologi.',
    profile: [
      'Himpunan Mahasiswa Informatika (HMIF) menghimpun seluruh mahasiswa S1 ' +
        'Teknik Informatika. Himpunan ini berdiri bersamaan dengan angkatan ' +
        'pertama program studi dan kini beranggotakan lebih dari 600 mahasiswa.',
      'HMIF mengelola kelompok belajar pemrograman, kompetisi internal dan ' +
        'kunjungan ke perusahaan teknologi di Bandung dan Jakarta. Setiap ' +
        'tahun HMIF menyelenggarakan Informatics Festival, pekan lomba ' +
        'pemrograman dan desain aplikasi tingkat SMA/SMK se-Jawa Barat.',
      'Keanggotaan terbuka otomatis bagi mahasiswa Teknik Informatika setelah mengikuti masa orientasi himpunan.',
    ],
    activities: [
      'Kelas pemrograman mingguan',
      'Informatics Festival (lomba tingkat SMA/SMK)',
      'Hackathon internal 24 jam',
      'Kunjungan industri',
      'Mentoring mahasiswa baru',
    ],
    foundedYear: 2005,
    instagram: 'hmif.utb',
    email: 'hmif@utb.ac.id',
  },
  {
    name: 'Himpunan Mahasiswa Sistem Informasi',
    abbreviation: 'HMSI',
    group: 'himpunan',
    summary:
      'Himpunan mahasiswa Sistem Informasi yang mempertemukan dunia bisnis dan ' +
      'teknologi melalui studi kasus, seminar dan proyek digitalisasi UMKM.',
    profile: [
      'HMSI menghimpun mahasiswa S1 Sistem Informasi dan aktif mendampingi UMKM ' +
        'di sekitar kampus dalam membangun toko daring dan pembukuan digital.',
      'Himpunan ini juga rutin mengadakan seminar analisis bisnis dan tata kelola TI bersama praktisi.',
    ],
    activities: [
      'Pendampingan digitalisasi UMKM',
      'Seminar tata kelola TI',
      'Lomba analisis proses bisnis',
    ],
    foundedYear: 2008,
    instagram: 'hmsi.utb',
    email: 'hmsi@utb.ac.id',
  },
  {
    name: 'Himpunan Mahasiswa Teknik Elektro',
    abbreviation: 'HME',
    group: 'himpunan',
    summary:
      'Himpunan mahasiswa Teknik Elektro dengan kelompok studi sistem tenaga, elektronika dan Internet of Things.',
    profile: [
      'HME membina kelompok studi yang membuat purwarupa perangkat elektronik, ' +
        'dari panel surya mini hingga sensor pemantau kualitas udara.',
      'Anggota HME juga mengajar elektronika dasar di sekolah menengah sekitar Bandung.',
    ],
    activities: ['Kelompok studi IoT', 'Elektro Mengajar', 'Pameran purwarupa akhir semester'],
    foundedYear: 2006,
    instagram: 'hme.utb',
    email: 'hme@utb.ac.id',
  },
  {
    name: 'Himpunan Mahasiswa Teknik Industri',
    abbreviation: 'HMTI',
    group: 'himpunan',
    summary:
      'Himpunan mahasiswa Teknik Industri yang mengasah kemampuan optimasi, ergonomi dan manajemen rantai pasok.',
    profile: [
      'HMTI menyelenggarakan kunjungan pabrik, studi kasus optimasi produksi dan pelatihan perangkat lunak simulasi.',
      'Setiap tahun HMTI mengirim tim ke kompetisi teknik industri tingkat nasional.',
    ],
    activities: ['Kunjungan pabrik', 'Pelatihan simulasi sistem', 'Kompetisi studi kasus nasional'],
    foundedYear: 2007,
    instagram: 'hmti.utb',
    email: 'hmti@utb.ac.id',
  },
  {
    name: 'UKM Futsal',
    abbreviation: 'Futsal UTB',
    group: 'ukm-olahraga',
    summary:
      'Unit kegiatan futsal putra dan putri UTB yang berlatih rutin dan bertanding di liga antarkampus Bandung.',
    profile: [
      'UKM Futsal berlatih dua kali seminggu di GOR kampus dengan pelatih berlisensi.',
      'Tim putra dan putri UTB rutin mengikuti liga futsal antarperguruan tinggi se-Bandung Raya.',
    ],
    activities: [
      'Latihan rutin Selasa dan Jumat',
      'Liga futsal antarkampus',
      'Turnamen futsal antarhimpunan',
    ],
    foundedYear: 2009,
    instagram: 'futsal.utb',
    email: 'futsal@utb.ac.id',
  },
  {
    name: 'UKM Bulu Tangkis',
    abbreviation: 'PB UTB',
    group: 'ukm-olahraga',
    summary:
      'Wadah mahasiswa penggemar bulu tangkis, dari pemula hingga atlet yang mewakili UTB di kejuaraan mahasiswa.',
    profile: [
      'UKM Bulu Tangkis membuka kelas pemula setiap awal semester ' +
        'dan membina atlet untuk kejuaraan mahasiswa tingkat provinsi.',
    ],
    activities: [
      'Kelas pemula',
      'Latihan tanding mingguan',
      'Kejuaraan bulu tangkis mahasiswa Jawa Barat',
    ],
    foundedYear: 2010,
    instagram: 'badminton.utb',
    email: 'bulutangkis@utb.ac.id',
  },
  {
    name: 'Paduan Suara Mahasiswa',
    abbreviation: 'PSM UTB',
    group: 'ukm-seni',
    summary:
      'Paduan suara mahasiswa yang mengisi upacara wisuda dan ' +
      'acara resmi kampus serta mengikuti festival paduan suara.',
    profile: [
      'Paduan Suara Mahasiswa UTB tampil pada setiap wisuda dan dies natalis. ' +
        'Repertoarnya mencakup lagu daerah, musik sakral hingga aransemen pop.',
      'Audisi anggota baru dibuka setiap awal semester ganjil.',
    ],
    activities: [
      'Latihan vokal tiga kali seminggu',
      'Tampil di upacara wisuda',
      'Konser tahunan',
      'Festival paduan suara nasional',
    ],
    foundedYear: 2006,
    instagram: 'psm.utb',
    email: 'psm@utb.ac.id',
  },
  {
    name: 'Lingkung Seni Sunda',
    abbreviation: 'LSS UTB',
    group: 'ukm-seni',
    summary:
      'Unit kegiatan yang melestarikan seni Sunda: karawitan, angklung, tari jaipong dan pencak silat.',
    profile: [
      'Lingkung Seni Sunda menjadi rumah bagi mahasiswa yang ingin belajar ' +
        'kesenian Sunda, baik yang berasal dari Jawa Barat maupun dari daerah lain.',
      'LSS UTB menggelar pergelaran tahunan dan kerap diundang tampil menyambut tamu kampus.',
    ],
    activities: ['Latihan karawitan dan angklung', 'Kelas tari jaipong', 'Pergelaran seni tahunan'],
    foundedYear: 2005,
    instagram: 'lss.utb',
    email: 'lss@utb.ac.id',
  },
  {
    name: 'UKM Robotika',
    abbreviation: 'Robotika UTB',
    group: 'ukm-penalaran',
    summary:
      'Tim riset robot mahasiswa UTB yang merancang robot otonom dan mengikuti Kontes Robot Indonesia.',
    profile: [
      'UKM Robotika terbuka bagi mahasiswa semua program studi. Anggota belajar ' +
        'mekanika, elektronika dan pemrograman robot di laboratorium robotika kampus.',
      'Tim Robotika UTB mengikuti Kontes Robot Indonesia setiap tahun.',
    ],
    activities: ['Kelas robotika dasar', 'Riset robot otonom', 'Kontes Robot Indonesia'],
    foundedYear: 2011,
    instagram: 'robotika.utb',
    email: 'robotika@utb.ac.id',
  },
  {
    name: 'Komunitas Keamanan Siber',
    abbreviation: 'KKS UTB',
    group: 'ukm-penalaran',
    summary:
      'Komunitas mahasiswa yang belajar keamanan siber secara ' +
      'etis melalui kelas, latihan Capture The Flag dan kompetisi.',
    profile: [
      'Komunitas Keamanan Siber mempelajari keamanan aplikasi web, ' +
        'jaringan dan forensik digital dengan prinsip peretasan etis.',
      'Anggota berlatih melalui soal Capture The Flag dan membantu kampus menguji keamanan sistem informasi internal.',
    ],
    activities: [
      'Latihan Capture The Flag mingguan',
      'Kelas keamanan aplikasi web',
      'Kompetisi keamanan siber nasional',
    ],
    foundedYear: 2018,
    instagram: 'kks.utb',
    email: 'kks@utb.ac.id',
  },
  {
    name: 'Lembaga Dakwah Kampus',
    abbreviation: 'LDK Al-Fikri',
    group: 'ukm-kerohanian',
    summary:
      'Unit kerohanian Islam yang mengelola kajian rutin, mentoring dan kegiatan sosial di masjid kampus.',
    profile: [
      'LDK Al-Fikri mengelola kegiatan di Masjid Al-Fikri UTB, dari ' +
        'kajian mingguan hingga program mentoring bagi mahasiswa baru.',
      'Setiap Ramadan LDK menyelenggarakan buka puasa bersama dan berbagi takjil untuk warga sekitar kampus.',
    ],
    activities: ['Kajian mingguan', 'Mentoring mahasiswa baru', 'Ramadan di Kampus'],
    foundedYear: 2005,
    instagram: 'ldk.alfikri',
    email: 'ldk@utb.ac.id',
  },
  {
    name: 'Persekutuan Mahasiswa Kristen',
    abbreviation: 'PMK UTB',
    group: 'ukm-kerohanian',
    summary:
      'Persekutuan mahasiswa Kristen UTB untuk ibadah bersama, kelompok tumbuh bersama dan pelayanan sosial.',
    profile: [
      'PMK UTB mengadakan ibadah persekutuan setiap Jumat sore dan kelompok kecil pendalaman Alkitab.',
      'PMK juga melayani kegiatan sosial bersama gereja dan panti asuhan di Bandung.',
    ],
    activities: ['Persekutuan doa mingguan', 'Kelompok tumbuh bersama', 'Perayaan Natal kampus'],
    foundedYear: 2007,
    instagram: 'pmk.utb',
    email: 'pmk@utb.ac.id',
  },
]

export type SeedOrganisation = OrgRow & { slug: string; order: number }

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const organisations: SeedOrganisation[] = ORGANISATIONS.map((o, i) => ({
  ...o,
  slug: slugify(o.name),
  order: i + 1,
}))

/** The unpublished organisation that proves drafts stay hidden from visitors. */
export const draftOrganisation = {
  name: 'Klub Astronomi (Draf)',
  slug: 'klub-astronomi-draf',
  group: 'ukm-penalaran' as const,
  summary: 'Draf organisasi yang belum diterbitkan.',
}

/** A round 160×160 logo: the organisation's initials on a colour derived from its name. */
async function logoImage(name: string, label: string): Promise<Buffer> {
  let h = 0
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 360
  const text = label.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const size = text.length > 4 ? 34 : 46
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
    <circle cx="80" cy="80" r="80" fill="hsl(${h} 65% 32%)"/>
    <circle cx="80" cy="80" r="66" fill="none" stroke="hsl(45 90% 65%)" stroke-width="5"/>
    <text x="80" y="${80 + size / 3}" text-anchor="middle"
      font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="${size}"
      fill="#fff">${text}</text>
  </svg>`
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer()
}

const initials = (abbreviation: string) => abbreviation.split(/\s+/)[0]!.slice(0, 6)

/** Seed piece "organisasi mahasiswa": 14 published organisations with logo and photo, one draft. */
export async function seedOrganisations(payload: Payload): Promise<void> {
  const exists = async (slug: string) =>
    (
      await payload.count({
        collection: 'student-organisations',
        where: { slug: { equals: slug } },
        overrideAccess: true,
      })
    ).totalDocs > 0
  // One after another: SQLite allows a single writer.
  for (const [i, o] of organisations.entries()) {
    if (await exists(o.slug)) continue
    const logo = await seedMedia(
      payload,
      `Logo ${o.name}`,
      `logo-${o.slug}.png`,
      () => logoImage(o.name, initials(o.abbreviation)),
      'image/png',
    )
    const image = await seedMedia(
      payload,
      `Kegiatan ${o.name} di kampus UTB`,
      `ormawa-${o.slug}.jpg`,
      async () =>
        sharp(await newsImage(`ormawa-${o.slug}`, i))
          .resize(800, 450)
          .jpeg({ quality: 68, mozjpeg: true })
          .toBuffer(),
    )
    await payload.create({
      collection: 'student-organisations',
      data: {
        name: o.name,
        abbreviation: o.abbreviation,
        slug: o.slug,
        group: o.group,
        logo,
        image,
        summary: o.summary,
        description: paragraphsToLexical(o.profile),
        activities: o.activities.map((title) => ({ title })),
        foundedYear: o.foundedYear,
        instagram: o.instagram,
        email: o.email,
        order: o.order,
        _status: 'published',
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
  if (!(await exists(draftOrganisation.slug))) {
    await payload.create({
      collection: 'student-organisations',
      draft: true,
      data: {
        ...draftOrganisation,
        description: paragraphsToLexical([draftOrganisation.summary]),
        _status: 'draft',
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}
