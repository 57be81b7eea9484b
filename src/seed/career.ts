import type { Payload } from 'payload'
import type { CareerPost } from '@/payload-types'
import { newsImage } from './images'
import { paragraphsToLexical } from './richtext'
import { seedContext } from './context'
import { seedMedia } from './media'
import { addDays, jakartaTime, noon, type SeedClock } from './clock'

type CareerType = CareerPost['type']

/**
 * [title, organization, location, posted days ago, deadline in days from the seeding day
 * (negative: already passed; null: none), summary, closed early]. Dates are relative to the
 * seeding day so the demo always has both open and closed posts.
 */
type Row = [string, string, string, number, number | null, string, boolean?]

const rows: Record<CareerType, Row[]> = {
  'lowongan-kerja': [
    [
      'Lowongan Staf IT',
      'PT Sinergi Data Parahyangan',
      'Bandung',
      3,
      25,
      'Dibutuhkan staf IT untuk mengelola jaringan kantor, perangkat pengguna dan layanan cloud perusahaan.',
    ],
    [
      'Junior Backend Developer',
      'PT Kode Nusantara Digital',
      'Bandung (hibrida)',
      6,
      30,
      'Membangun API dan layanan mikro untuk platform logistik dengan Node.js dan PostgreSQL.',
    ],
    [
      'Data Analyst',
      'PT Bandung Retail Sejahtera',
      'Bandung',
      10,
      18,
      'Mengolah data penjualan ratusan gerai dan menyajikan dasbor untuk manajemen.',
    ],
    [
      'UI/UX Designer',
      'Studio Kreasi Braga',
      'Bandung',
      14,
      12,
      'Merancang pengalaman pengguna aplikasi pemesanan dan situs klien agensi.',
    ],
    [
      'Network Engineer',
      'PT Telematika Priangan',
      'Cimahi',
      18,
      9,
      'Merawat jaringan serat optik pelanggan korporat di Bandung Raya.',
    ],
    [
      'Quality Control Engineer',
      'PT Presisi Manufaktur Indonesia',
      'Purwakarta',
      25,
      5,
      'Memastikan mutu komponen otomotif dengan metode pengendalian proses statistik.',
    ],
    [
      'Digital Marketing Specialist',
      'CV Rasa Kopi Nusantara',
      'Bandung',
      31,
      -4,
      'Mengelola kampanye media sosial dan iklan daring untuk merek kopi lokal.',
    ],
    [
      'Mobile Developer (Flutter)',
      'PT Aplikasi Karya Bangsa',
      'Jakarta (jarak jauh)',
      40,
      -10,
      'Mengembangkan aplikasi keuangan untuk Android dan iOS.',
    ],
    [
      'Teknisi Listrik Gedung',
      'PT Graha Energi Mandiri',
      'Bandung',
      48,
      -20,
      'Perawatan panel listrik, genset dan panel surya di gedung perkantoran.',
    ],
    [
      'Staf Administrasi Akademik',
      'Universitas Teknologi Bandung',
      'Bandung',
      55,
      -30,
      'Melayani administrasi akademik mahasiswa dan dosen di Biro Akademik.',
    ],
    [
      'IT Support',
      'RS Harapan Sehat Bandung',
      'Bandung',
      60,
      20,
      'Mendukung sistem informasi rumah sakit dan perangkat klinik.',
      true,
    ],
    [
      'Supply Chain Analyst',
      'PT Logistik Cepat Jabar',
      'Bekasi',
      75,
      -45,
      'Menganalisis persediaan gudang dan rute distribusi di Jawa Barat.',
    ],
  ],
  'info-magang': [
    [
      'Magang Software Engineer',
      'PT Kode Nusantara Digital',
      'Bandung',
      4,
      21,
      'Program magang enam bulan di tim produk: menulis kode, uji otomatis dan tinjauan kode bersama mentor.',
    ],
    [
      'Magang Data Science',
      'PT Sinergi Data Parahyangan',
      'Bandung',
      8,
      16,
      'Membangun model prediksi permintaan bersama tim analitik.',
    ],
    [
      'Magang Desain Grafis',
      'Studio Kreasi Braga',
      'Bandung',
      12,
      10,
      'Membuat materi visual kampanye dan identitas merek klien.',
    ],
    [
      'Magang Teknik Industri',
      'PT Presisi Manufaktur Indonesia',
      'Purwakarta',
      17,
      8,
      'Perbaikan tata letak lini produksi dan studi waktu kerja.',
    ],
    [
      'Magang Jaringan dan Infrastruktur',
      'PT Telematika Priangan',
      'Cimahi',
      22,
      3,
      'Membantu instalasi dan pemantauan jaringan pelanggan.',
    ],
    [
      'Magang Pemasaran Digital',
      'CV Rasa Kopi Nusantara',
      'Bandung',
      30,
      -3,
      'Membuat konten dan menganalisis performa iklan media sosial.',
    ],
    [
      'Magang Embedded System',
      'PT Graha Energi Mandiri',
      'Bandung',
      38,
      -12,
      'Merakit dan memprogram sensor pemantau energi gedung.',
    ],
    [
      'Magang Program Pemagangan Jepang',
      'LPK Sakura Mandiri',
      'Bandung',
      45,
      35,
      'Persiapan bahasa dan budaya kerja sebelum pemagangan di perusahaan manufaktur Jepang.',
    ],
    [
      'Magang Business Analyst',
      'PT Bank Daerah Priangan',
      'Bandung',
      52,
      -25,
      'Memetakan proses layanan nasabah dan kebutuhan sistem baru.',
    ],
    [
      'Magang Quality Assurance',
      'PT Aplikasi Karya Bangsa',
      'Jarak jauh',
      66,
      -40,
      'Menyusun skenario uji dan menjalankan uji otomatis aplikasi seluler.',
    ],
    [
      'Magang Fotografi Produk',
      'Toko Batik Sekar Priangan',
      'Bandung',
      80,
      -50,
      'Memotret katalog produk untuk toko daring.',
    ],
  ],
  'pengembangan-dan-pelatihan': [
    [
      'Pelatihan Cloud Computing',
      'Pusat Karir UTB bersama PT Awan Teknologi Indonesia',
      'Kampus UTB, Lab Komputer 3',
      5,
      14,
      'Pelatihan dua hari tentang dasar komputasi awan, kontainer dan persiapan sertifikasi tingkat dasar.',
    ],
    [
      'Workshop Menyusun CV dan Portofolio',
      'Pusat Karir UTB',
      'Kampus UTB, Aula Utama',
      9,
      7,
      'Belajar menyusun CV yang lolos seleksi awal dan portofolio yang menarik perekrut.',
    ],
    [
      'Pelatihan Public Speaking',
      'Komunitas Bicara Bandung',
      'Kampus UTB, Ruang Seminar',
      13,
      11,
      'Teknik berbicara di depan umum dan presentasi untuk wawancara kerja.',
    ],
    [
      'Bootcamp Data Analytics',
      'PT Sinergi Data Parahyangan',
      'Daring',
      20,
      24,
      'Empat minggu belajar SQL, spreadsheet lanjutan dan visualisasi data.',
    ],
    [
      'Sertifikasi Keamanan Siber Dasar',
      'Lembaga Sertifikasi Profesi Informatika',
      'Kampus UTB',
      27,
      -2,
      'Uji kompetensi keamanan informasi tingkat dasar bagi mahasiswa tingkat akhir.',
    ],
    [
      'Kelas Bahasa Jepang N4',
      'LPK Sakura Mandiri',
      'Bandung',
      34,
      -8,
      'Kelas intensif bahasa Jepang untuk persiapan ujian JLPT N4.',
    ],
    [
      'Simulasi Wawancara Kerja',
      'Pusat Karir UTB',
      'Kampus UTB',
      41,
      -15,
      'Latihan wawancara satu lawan satu dengan praktisi HRD.',
    ],
    [
      'Pelatihan Kewirausahaan Digital',
      'Inkubator Bisnis UTB',
      'Kampus UTB, Inkubator',
      50,
      -22,
      'Dari ide ke produk: validasi pasar dan penyusunan rencana bisnis.',
    ],
    [
      'Workshop Desain UI dengan Figma',
      'Studio Kreasi Braga',
      'Daring',
      58,
      -35,
      'Praktik membuat prototipe aplikasi dari wireframe hingga siap diuji.',
    ],
    [
      'Pelatihan K3 Industri',
      'Balai Latihan Kerja Jawa Barat',
      'Bandung',
      70,
      -48,
      'Keselamatan dan kesehatan kerja di lingkungan pabrik.',
    ],
    [
      'Pelatihan Excel untuk Dunia Kerja',
      'Pusat Karir UTB',
      'Kampus UTB',
      90,
      -70,
      'Rumus, tabel pivot dan laporan otomatis untuk pekerjaan kantor.',
    ],
  ],
}

const CLOSING: Record<CareerType, [string, string]> = {
  'lowongan-kerja': [
    'Kualifikasi: lulusan D3/S1 dari program studi yang relevan, ' +
      'terbuka untuk lulusan baru, mampu bekerja dalam tim, komunikatif, ' +
      'dan bersedia ditempatkan sesuai lokasi yang disebutkan.',
    'Kirim lamaran, CV dan portofolio melalui tautan pendaftaran sebelum batas waktu. ' +
      'Hanya kandidat yang memenuhi kualifikasi yang akan dihubungi untuk tahap wawancara.',
  ],
  'info-magang': [
    'Terbuka untuk mahasiswa aktif UTB minimal semester lima. ' +
      'Peserta mendapat uang saku, mentor dari perusahaan dan ' +
      'sertifikat magang yang dapat dikonversi menjadi SKS.',
    'Daftar melalui tautan pendaftaran dan lampirkan transkrip nilai terbaru. ' +
      'Pusat Karir UTB akan mendampingi proses administrasi dengan perusahaan.',
  ],
  'pengembangan-dan-pelatihan': [
    'Kegiatan terbuka untuk mahasiswa dan alumni UTB. Peserta yang ' +
      'hadir penuh mendapat sertifikat keikutsertaan dan materi pelatihan.',
    'Kuota terbatas. Daftar melalui tautan pendaftaran sebelum batas waktu; konfirmasi dikirim ke surel peserta.',
  ],
}

const slugify = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const dayFrom = (clock: SeedClock, days: number) => noon(addDays(clock.today, days))

/**
 * A training starts three days after its registration closes, 09.00 WIB (UTC+7), and ends at
 * 16.00 on its last day: most take a day, the four-week bootcamp longer.
 */
const TRAINING_DAYS: Record<string, number> = {
  'bootcamp-data-analytics': 28,
}
const hourInJakarta = (clock: SeedClock, days: number, hour: number) =>
  jakartaTime(addDays(clock.today, days), hour)
const trainingTime = (
  clock: SeedClock,
  type: CareerType,
  slug: string,
  deadlineIn: number | null,
) => {
  if (type !== 'pengembangan-dan-pelatihan') return {}
  const first = (deadlineIn ?? 14) + 3
  const last = first + (TRAINING_DAYS[slug] ?? 1) - 1
  return { eventStart: hourInJakarta(clock, first, 9), eventEnd: hourInJakarta(clock, last, 16) }
}

export type SeedCareerPost = Omit<CareerPost, 'id' | 'createdAt' | 'updatedAt' | 'image'> & {
  picture: boolean
}

export function careerPosts(clock: SeedClock): SeedCareerPost[] {
  return (Object.keys(rows) as CareerType[]).flatMap((type) =>
    rows[type].map(
      ([title, organization, location, daysAgo, deadlineIn, summary, closedEarly], i) => {
        const slug = slugify(title)
        return {
          title,
          slug,
          type,
          organization,
          location,
          date: dayFrom(clock, -daysAgo),
          deadline: deadlineIn === null ? null : dayFrom(clock, deadlineIn),
          closedEarly: Boolean(closedEarly),
          ...trainingTime(clock, type, slug, deadlineIn),
          summary,
          description: paragraphsToLexical([
            `${organization} membuka kesempatan “${title}”. ${summary}`,
            ...CLOSING[type],
          ]),
          applyUrl: `https://karir.utb.ac.id/daftar/${slug}`,
          picture: i % 3 === 0, // a few posts carry a picture; the rest show the text card only
          _status: 'published' as const,
        }
      },
    ),
  )
}

/** The unpublished post that proves drafts stay hidden from visitors. */
export const draftCareerPost = {
  title: 'Lowongan Dosen Informatika (Draf)',
  slug: 'lowongan-dosen-informatika-draf',
  type: 'lowongan-kerja' as const,
  organization: 'Universitas Teknologi Bandung',
  summary: 'Draf lowongan yang belum diterbitkan.',
}

const PICTURE_ALT: Record<CareerType, string> = {
  'lowongan-kerja': 'Ruang kerja kantor teknologi dengan deretan komputer',
  'info-magang': 'Mahasiswa magang berdiskusi dengan mentor di kantor mitra',
  'pengembangan-dan-pelatihan': 'Peserta pelatihan di ruang seminar kampus',
}

async function pictureFor(payload: Payload, type: CareerType, scene: number): Promise<number> {
  const alt = PICTURE_ALT[type]
  return seedMedia(payload, alt, `karier-${type}.jpg`, () => newsImage(`karier-${type}`, scene))
}

/** Seed piece "karier": 34 published posts over the three types and one draft; skips slugs that exist. */
export async function seedCareer(payload: Payload, clock: SeedClock): Promise<void> {
  // One after another: SQLite allows a single writer.
  const pictures = {} as Record<CareerType, number>
  for (const [i, type] of (Object.keys(rows) as CareerType[]).entries())
    pictures[type] = await pictureFor(payload, type, i)
  const exists = async (slug: string) =>
    (
      await payload.count({
        collection: 'career-posts',
        where: { slug: { equals: slug } },
        overrideAccess: true,
      })
    ).totalDocs > 0
  for (const { picture, ...post } of careerPosts(clock)) {
    if (await exists(post.slug!)) continue
    await payload.create({
      collection: 'career-posts',
      data: { ...post, image: picture ? pictures[post.type] : null },
      overrideAccess: true,
      context: seedContext(),
    })
  }
  if (!(await exists(draftCareerPost.slug))) {
    await payload.create({
      collection: 'career-posts',
      draft: true,
      data: {
        ...draftCareerPost,
        date: clock.now.toISOString(),
        description: paragraphsToLexical([draftCareerPost.summary]),
        _status: 'draft',
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}
