/**
 * Load-test data for `npm run bench:search`: tops the configured database up to 10,000 published
 * news articles written from Indonesian campus-news phrases (deterministic), each marked with the
 * word "simulasibeban" in its body so the benchmark can tell when the server has indexed them
 * all. Run against a development or test database only. Compiled by scripts/bundle-script.mjs.
 */
import { getPayload } from 'payload'
import { env } from '../src/lib/env'
import { paragraphsToLexical } from '../src/seed/richtext'

const TARGET = Number(process.env.BENCH_NEWS || 10_000)
const AUTHOR = 'Generator Uji Beban'
const context = { skipRevalidate: true }

const SUBJECTS = [
  'UTB',
  'Mahasiswa Informatika',
  'Dosen Teknik Elektro',
  'Tim Robotika UTB',
  'Himpunan Mahasiswa Sistem Informasi',
  'Fakultas Bisnis dan Desain',
  'Pusat Karir UTB',
  'Alumni Teknik Industri',
  'BEM UTB',
  'Laboratorium Kecerdasan Buatan',
  'Mahasiswa DKV',
  'Perpustakaan UTB',
  'Inkubator Bisnis UTB',
  'Tim Esports UTB',
  'Program Studi Bisnis Digital',
  'Biro Akademik',
  'Panitia PMB',
  'UKM Pecinta Alam',
  'Lembaga Penelitian UTB',
  'Rektorat UTB',
]
const VERBS = [
  'Raih',
  'Gelar',
  'Resmikan',
  'Luncurkan',
  'Ikuti',
  'Adakan',
  'Menangkan',
  'Kembangkan',
  'Umumkan',
  'Sambut',
  'Dukung',
  'Perkenalkan',
  'Selenggarakan',
  'Tandatangani',
  'Bangun',
]
const OBJECTS = [
  'Penghargaan Nasional',
  'Seminar Keamanan Siber',
  'Pelatihan Cloud Computing',
  'Kompetisi Robot Regional',
  'Beasiswa Prestasi',
  'Program Magang Industri',
  'Kerja Sama Riset 5G',
  'Festival Budaya Nusantara',
  'Hackathon Kota Cerdas',
  'Kuliah Umum Data Science',
  'Jadwal Seleksi Gelombang Baru',
  'Gedung Riset Terpadu',
  'Aplikasi Layanan Mahasiswa',
  'Sertifikasi Internasional',
  'Lomba Desain Poster',
  'Penelitian Energi Terbarukan',
  'Pameran Karya Mahasiswa',
  'Workshop Kewirausahaan',
  'Pengabdian Masyarakat Desa Digital',
  'Turnamen Olahraga Antarkampus',
  'Akreditasi Unggul',
  'Panel Surya Kampus',
  'Pertukaran Pelajar ke Jepang',
  'Bootcamp Pemrograman',
  'Klinik Kesehatan Kampus',
]
const PLACES = [
  'di Bandung',
  'se-Jawa Barat',
  'Tingkat Nasional',
  'di Kampus Dago',
  'Bersama Mitra Industri',
  'untuk Mahasiswa Baru',
  'di Asia Tenggara',
  'Secara Daring',
  'bagi Masyarakat',
  'Tahun Ini',
]
const SENTENCES = [
  'Kegiatan ini diikuti oleh {n} peserta dari berbagai program studi dan perguruan tinggi.',
  'Menurut {who}, capaian ini menunjukkan kualitas pendidikan dan penelitian di kampus.',
  'Acara berlangsung selama {d} hari dengan sesi diskusi, praktik langsung dan pameran.',
  'Mahasiswa yang berminat dapat mendaftar melalui laman resmi sebelum batas waktu.',
  'Program ini merupakan bagian dari kerja sama jangka panjang dengan mitra industri di Bandung.',
  'Peserta mendapatkan sertifikat, materi pelatihan dan kesempatan magang di perusahaan mitra.',
  'Perkuliahan semester genap tetap berjalan sesuai kalender akademik yang telah diumumkan.',
  'Tim juri menilai inovasi, dampak sosial dan kelayakan bisnis dari setiap karya.',
  'Fasilitas laboratorium baru dilengkapi perangkat komputasi berkinerja tinggi dan jaringan cepat.',
  'Pendaftaran mahasiswa baru dibuka untuk jalur reguler, jalur magang dan jalur Jepang.',
  'Biaya pendidikan dapat dicicil dan tersedia beasiswa bagi calon mahasiswa berprestasi.',
  'Kegiatan pengabdian masyarakat ini melibatkan dosen, mahasiswa dan pemerintah desa setempat.',
]
const PEOPLE = [
  'Rektor UTB',
  'Wakil Rektor Bidang Akademik',
  'Dekan Fakultas Teknik',
  'Kepala Pusat Karir',
  'Ketua Panitia',
  'Dosen Pembimbing',
]
// Phrases that vary the body, so that a word occurs in some articles and not in nearly all.
const DETAILS = [
  'dengan dukungan pemerintah kota',
  'melalui skema hibah kompetitif',
  'dengan melibatkan siswa sekolah menengah',
  'bersama perusahaan rintisan lokal',
  'dalam rangka dies natalis',
  'sebagai bagian dari kurikulum merdeka',
  'dengan fokus pada teknologi hijau',
  'untuk memperkuat jejaring alumni',
  'dengan pendampingan praktisi industri',
  'yang disiarkan langsung di kanal video kampus',
  'dengan protokol keselamatan kerja',
  'melalui platform pembelajaran daring',
  'dengan juri dari asosiasi profesi',
  'dalam skema pertukaran dosen',
  'yang didanai dana abadi pendidikan',
]

let seed = 20261123
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
const fill = (s: string) =>
  s
    .replace('{n}', String(20 + Math.floor(random() * 500)))
    .replace('{who}', pick(PEOPLE))
    .replace('{d}', String(1 + Math.floor(random() * 5)))

function article(i: number) {
  const title = `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(PLACES)}`
  const topic = () =>
    `${pick(SUBJECTS)} ${pick(VERBS).toLowerCase()} ${pick(OBJECTS).toLowerCase()} ${pick(DETAILS)}.`
  const paragraphs = [
    `${title} ${pick(DETAILS)}. ${fill(pick(SENTENCES))}`,
    `${topic()} ${topic()}`,
    `${fill(pick(SENTENCES))} ${topic()}`,
  ]
  paragraphs.push(`Arsip simulasibeban nomor ${i}.`)
  return {
    title: `${title} (${i})`,
    slug: `uji-beban-${i}`,
    excerpt: fill(pick(SENTENCES)),
    paragraphs,
    daysAgo: Math.floor(random() * 1500),
  }
}

async function main() {
  env()
  const { default: config } = await import('../src/payload.config')
  const payload = await getPayload({ config })
  const { docs: made } = await payload.find({
    collection: 'news',
    where: { author: { equals: AUTHOR } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { slug: true },
  })
  const existing = new Set(made.map((d) => d.slug))
  const [category] = (
    await payload.find({ collection: 'news-categories', limit: 5, depth: 0, overrideAccess: true })
  ).docs
  const [media] = (
    await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })
  ).docs
  if (!category || !media)
    throw new Error('Isi konten demo dulu (kategori berita dan media dibutuhkan).')
  const categories = (
    await payload.find({ collection: 'news-categories', limit: 50, depth: 0, overrideAccess: true })
  ).docs.map((c) => c.id)
  const started = Date.now()
  let created = 0
  for (let i = 0; i < TARGET; i++) {
    const a = article(i) // always drawn, so article i is the same whichever run creates it
    if (existing.has(a.slug)) continue
    await payload.create({
      collection: 'news',
      data: {
        title: a.title,
        slug: a.slug,
        category: categories[i % categories.length]!,
        author: AUTHOR,
        publishedAt: new Date(Date.now() - a.daysAgo * 86_400_000).toISOString(),
        thumbnail: media.id,
        excerpt: a.excerpt,
        content: paragraphsToLexical(a.paragraphs) as never,
        _status: 'published',
      },
      overrideAccess: true,
      context,
    })
    if (++created % 1000 === 0)
      console.log(
        `  ${created} berita uji dibuat (${Math.round((Date.now() - started) / 1000)} dtk)`,
      )
  }
  console.log(`Berita uji: ${TARGET} (baru ${created}).`)
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
