import type { Payload } from 'payload'
import type { AlumniPage, Gallery, Testimonial } from '@/payload-types'
import { eventPhoto, portraitPhoto } from './alumni-images'
import { bannerImage } from './images'
import { paragraphsToLexical } from './richtext'
import { seedContext } from './context'
import { seedMedia } from './media'

/**
 * Seed pieces of the alumni pages: the /ikatan-alumni global, 12 alumni stories and the
 * graduation and alumni albums. Idempotent: existing content (by title, name, media alt) is
 * kept as it is.
 */

export const alumniPageContent = {
  heroTitle: 'Keluarga Besar Alumni Universitas Teknologi Bandung',
  heroText:
    'Ikatan Alumni UTB (IKA UTB) menghimpun lebih dari 14.000 lulusan ' +
    'yang berkarya di industri, pemerintahan, riset dan kewirausahaan. ' +
    'Mari terus terhubung, berbagi peluang, dan ikut membangun almamater.',
  profile: {
    title: 'Profil',
    paragraphs: [
      'Ikatan Alumni Universitas Teknologi Bandung adalah wadah resmi bagi ' +
        'seluruh lulusan program diploma dan sarjana UTB. IKA UTB berdiri sebagai ' +
        'organisasi mandiri yang bermitra erat dengan kampus, dengan pengurus pusat ' +
        'di Bandung dan koordinator wilayah di Jakarta, Surabaya, Batam serta Tokyo.',
      'Kegiatan kami meliputi mentoring karier bagi mahasiswa tingkat ' +
        'akhir, kuliah tamu dari alumni praktisi, jejaring informasi lowongan ' +
        'bersama Pusat Karir UTB, beasiswa alumni untuk mahasiswa berprestasi ' +
        'dari keluarga kurang mampu, serta reuni akbar setiap dua tahun.',
      'Setiap alumni otomatis menjadi anggota. Perbarui data Anda ' +
        'melalui formulir kontak di halaman ini agar undangan kegiatan ' +
        'dan informasi peluang kerja sampai ke alamat yang benar.',
    ],
  },
  history: {
    title: 'Sejarah',
    paragraphs: [
      'Ikatan Alumni UTB dibentuk pada 2004 oleh lulusan angkatan pertama Teknik ' +
        'Informatika dan Teknik Elektro, tiga tahun setelah kampus menerima ' +
        'mahasiswa pertamanya di Jalan Soekarno-Hatta, Bandung. Kala itu anggotanya ' +
        'kurang dari 300 orang dan kegiatannya berpusat pada temu alumni tahunan.',
      'Pada 2012 musyawarah besar alumni menetapkan anggaran dasar ' +
        'organisasi dan membentuk koordinator wilayah pertama di Jakarta. ' +
        'Program beasiswa alumni dimulai pada 2015 dan hingga kini telah ' +
        'membantu lebih dari 200 mahasiswa menyelesaikan studi.',
      'Sejak 2020 IKA UTB menjalankan program mentoring daring yang mempertemukan ' +
        'mahasiswa dengan alumni di berbagai kota dan negara, termasuk para alumni ' +
        'program pemagangan Jepang yang kini bekerja di Aichi dan Osaka.',
    ],
  },
  contact: {
    title: 'Kontak',
    text:
      'Sekretariat IKA UTB berada di Gedung Rektorat lantai 2, Kampus ' +
      'UTB, Jl. Soekarno-Hatta No. 378, Bandung. Layanan Senin–Jumat ' +
      'pukul 08.00–16.00 WIB. Kirim pertanyaan, pembaruan data alumni ' +
      'atau tawaran kerja sama melalui formulir di samping.',
    email: 'alumni@utb.ac.id',
    phone: '+62 22 8730 1122',
  },
}

/** [name, programme slug (seeded by "program studi"), graduation year, occupation, story]. */
type StoryRow = [string, string, number, string, string]
export const testimonialRows: StoryRow[] = [
  [
    'Rina Kartika Sari',
    'teknik-informatika',
    2016,
    'Engineering Manager, PT Kode Nusantara Digital',
    'Tugas akhir saya tentang aplikasi antrean puskesmas ternyata menjadi bekal ' +
      'pertama di dunia kerja. Dosen pembimbing mengajari saya menulis kode yang ' +
      'bisa dirawat orang lain, dan itu yang paling saya syukuri sampai sekarang.',
  ],
  [
    'Dimas Prasetyo',
    'teknik-elektro',
    2014,
    'Kepala Teknisi Jaringan, PT Telematika Priangan',
    'Praktikum di laboratorium elektronika daya membuat saya ' +
      'tidak canggung ketika pertama kali turun ke gardu ' +
      'pelanggan. Banyak rekan kerja saya sekarang juga alumni UTB.',
  ],
  [
    'Siti Nurhaliza Putri',
    'sistem-informasi',
    2019,
    'Data Analyst, PT Bandung Retail Sejahtera',
    'Magang dari Pusat Karir UTB di semester enam membuka jalan saya ke bidang data. ' +
      'Setelah lulus saya langsung ditawari bekerja di perusahaan tempat saya magang.',
  ],
  [
    'Andi Firmansyah',
    'teknik-industri',
    2015,
    'Production Planning Supervisor, PT Presisi Manufaktur Indonesia',
    'Mata kuliah perencanaan produksi terasa sangat nyata karena ' +
      'banyak studi kasus dari pabrik di Purwakarta dan Karawang. ' +
      'Saya belajar membaca lantai produksi, bukan hanya rumus.',
  ],
  [
    'Maya Anggraini',
    'desain-komunikasi-visual',
    2018,
    'Pendiri Studio Kreasi Braga',
    'Studio kecil yang saya bangun bersama dua teman seangkatan ' +
      'kini melayani klien dari Jakarta hingga Singapura. Semangat ' +
      'berkolaborasi di kampus adalah modal terbesar kami.',
  ],
  [
    'Yusuf Hidayat',
    'teknik-informatika',
    2021,
    'Software Engineer, Aichi Precision Co., Jepang',
    'Program pemagangan Jepang mengubah hidup saya. Kelas bahasa dan budaya ' +
      'kerja sebelum berangkat membuat saya cepat menyesuaikan diri di Nagoya.',
  ],
  [
    'Fitri Handayani',
    'bisnis-digital',
    2020,
    'Digital Marketing Lead, CV Rasa Kopi Nusantara',
    'Di Bisnis Digital saya belajar bahwa data dan cerita harus ' +
      'berjalan bersama. Kampanye pertama yang saya tangani di ' +
      'tempat kerja adalah pengembangan dari proyek kelas.',
  ],
  [
    'Rizky Ramadhan',
    'sistem-informasi',
    2017,
    'IT Project Manager, RS Harapan Sehat Bandung',
    'Proyek sistem informasi rumah sakit yang saya pimpin sekarang ' +
      'berawal dari keberanian mengambil peran ketua tim di proyek ' +
      'akhir. Kampus memberi ruang untuk mencoba dan gagal dengan aman.',
  ],
  [
    'Dewi Lestari',
    'teknik-elektro',
    2013,
    'Peneliti Energi Terbarukan, Lembaga Riset Energi Jawa Barat',
    'Ketertarikan saya pada panel surya tumbuh dari kegiatan ' +
      'pengabdian masyarakat di desa-desa Kabupaten Bandung. ' +
      'Sekarang saya meneliti bidang yang sama secara penuh waktu.',
  ],
  [
    'Bayu Saputra',
    'teknik-informatika',
    2022,
    'Cloud Engineer, PT Awan Teknologi Indonesia',
    'Pelatihan cloud computing yang diadakan Pusat Karir UTB membuat saya lulus ' +
      'sertifikasi sebelum wisuda. Dua bulan setelah lulus saya sudah bekerja.',
  ],
  [
    'Nadia Rahmawati',
    'bisnis-digital',
    2023,
    'Pendiri Toko Batik Sekar Priangan',
    'Usaha batik keluarga kini dijual ke seluruh Indonesia lewat toko daring. ' +
      'Inkubator Bisnis UTB membantu saya menyusun rencana usaha yang masuk akal.',
  ],
  [
    'Hendra Gunawan',
    'teknik-industri',
    2012,
    'Plant Manager, PT Graha Energi Mandiri',
    'Sebagai angkatan awal, kami belajar dengan fasilitas terbatas, ' +
      'tetapi dosen-dosennya luar biasa. Saya senang melihat kampus ' +
      'kini berkembang pesat dan tetap dekat dengan industri.',
  ],
]

type AlbumRow = {
  category: Gallery['category']
  title: string
  date: string
  description: string
  captions: string[]
}
export const albumRows: AlbumRow[] = [
  {
    category: 'wisuda',
    title: 'Wisuda Sarjana dan Diploma 2025',
    date: '2025-10-18T03:00:00.000Z',
    description:
      'Sebanyak 1.126 lulusan diwisuda di Gedung Sabuga, Bandung, disaksikan orang tua dan keluarga.',
    captions: [
      'Prosesi masuk para wisudawan',
      'Rektor menyampaikan pidato wisuda',
      'Pemindahan tali toga',
      'Wisudawan terbaik Fakultas Teknik dan Ilmu Komputer',
      'Foto bersama keluarga',
      'Lempar toga di halaman Sabuga',
    ],
  },
  {
    category: 'wisuda',
    title: 'Wisuda Sarjana dan Diploma 2024',
    date: '2024-10-12T03:00:00.000Z',
    description: 'Wisuda ke-21 UTB dengan 1.048 lulusan dari enam program studi.',
    captions: [
      'Barisan wisudawan menjelang prosesi',
      'Paduan suara mahasiswa',
      'Penyerahan ijazah',
      'Wisudawan program pemagangan Jepang',
      'Foto bersama dosen pembimbing',
      'Perayaan di halaman kampus',
    ],
  },
  {
    category: 'wisuda',
    title: 'Wisuda Sarjana dan Diploma 2023',
    date: '2023-10-14T03:00:00.000Z',
    description: 'Wisuda pertama setelah pembukaan gedung kuliah baru di kampus Soekarno-Hatta.',
    captions: [
      'Sidang terbuka senat',
      'Wisudawan Desain Komunikasi Visual',
      'Pengukuhan lulusan',
      'Orang tua wisudawan',
      'Wisudawan berprestasi',
      'Foto angkatan Teknik Elektro',
    ],
  },
  {
    category: 'alumni',
    title: 'Reuni Akbar IKA UTB 2025',
    date: '2025-07-19T03:00:00.000Z',
    description:
      'Lebih dari 800 alumni dari berbagai angkatan kembali ke kampus untuk ' +
      'temu kangen, bazar usaha alumni dan peluncuran beasiswa alumni.',
    captions: [
      'Pembukaan reuni di Aula Utama',
      'Bazar usaha alumni',
      'Temu angkatan 2010–2014',
      'Peluncuran beasiswa alumni',
      'Jalan sehat keliling kampus',
      'Foto bersama pengurus IKA UTB',
    ],
  },
  {
    category: 'alumni',
    title: 'Alumni Mengajar: Kuliah Tamu Industri 2024',
    date: '2024-11-09T03:00:00.000Z',
    description:
      'Alumni praktisi berbagi pengalaman kerja di industri teknologi, ' +
      'manufaktur dan ekonomi kreatif kepada mahasiswa tingkat akhir.',
    captions: [
      'Sesi berbagi karier di ruang seminar',
      'Diskusi kelompok bersama mentor alumni',
      'Alumni dari Jepang hadir secara daring',
      'Tanya jawab dengan mahasiswa',
      'Kunjungan ke laboratorium',
      'Penyerahan cendera mata',
    ],
  },
]

async function seedAlumniPage(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'alumni-page', depth: 0, overrideAccess: true })
  if (current.heroTitle) return
  const c = alumniPageContent
  const heroImage = await seedMedia(
    payload,
    'Alumni UTB berkumpul di depan gedung kampus',
    'alumni-hero.jpg',
    () => eventPhoto('alumni', 'alumni-hero', 0),
  )
  const profileImage = await seedMedia(
    payload,
    'Pengurus Ikatan Alumni UTB berdiskusi di sekretariat',
    'alumni-profil.jpg',
    () => eventPhoto('alumni', 'alumni-profil', 2),
  )
  const contactImage = await seedMedia(
    payload,
    'Gedung Rektorat Kampus UTB, lokasi sekretariat Ikatan Alumni',
    'alumni-kontak.jpg',
    () => bannerImage('alumni-kontak'),
  )
  const data: Omit<AlumniPage, 'id'> = {
    heroTitle: c.heroTitle,
    heroText: c.heroText,
    heroImage,
    profile: {
      title: c.profile.title,
      body: paragraphsToLexical(c.profile.paragraphs),
      image: profileImage,
    },
    history: { title: c.history.title, body: paragraphsToLexical(c.history.paragraphs) },
    contact: { ...c.contact, image: contactImage },
  }
  await payload.updateGlobal({
    slug: 'alumni-page',
    data,
    overrideAccess: true,
    context: seedContext(),
  })
}

async function seedTestimonials(payload: Payload) {
  for (const [
    i,
    [name, programmeSlug, graduationYear, occupation, quote],
  ] of testimonialRows.entries()) {
    const exists = await payload.count({
      collection: 'testimonials',
      where: { name: { equals: name } },
      overrideAccess: true,
    })
    if (exists.totalDocs > 0) continue
    const programme = (
      await payload.find({
        collection: 'programmes',
        where: { slug: { equals: programmeSlug } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    // Most stories carry a portrait; a few show the initials placeholder.
    const photo =
      i % 4 === 3
        ? null
        : await seedMedia(payload, `Foto ${name}, alumni UTB`, `alumni-${i + 1}.jpg`, () =>
            portraitPhoto(name),
          )
    const data: Omit<Testimonial, 'id' | 'createdAt' | 'updatedAt'> = {
      name,
      photo,
      programme: programme?.id ?? null,
      graduationYear,
      occupation,
      quote,
      order: i,
    }
    await payload.create({
      collection: 'testimonials',
      data,
      overrideAccess: true,
      context: seedContext(),
    })
  }
}

async function seedGalleries(payload: Payload) {
  for (const [a, album] of albumRows.entries()) {
    const exists = await payload.count({
      collection: 'galleries',
      where: { title: { equals: album.title } },
      overrideAccess: true,
    })
    if (exists.totalDocs > 0) continue
    const photos = []
    // One after another: SQLite allows a single writer.
    for (const [p, caption] of album.captions.entries()) {
      const alt = `${caption} — ${album.title}`
      const image = await seedMedia(
        payload,
        alt,
        `galeri-${album.category}-${a + 1}-${p + 1}.jpg`,
        () => eventPhoto(album.category as 'wisuda' | 'alumni', album.title, p),
      )
      photos.push({ image, caption })
    }
    await payload.create({
      collection: 'galleries',
      data: {
        title: album.title,
        category: album.category,
        date: album.date,
        description: album.description,
        photos,
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}

/** Seed piece "alumni": the alumni page, the stories (after "program studi") and the albums. */
export async function seedAlumni(payload: Payload): Promise<void> {
  await seedAlumniPage(payload)
  await seedTestimonials(payload)
  await seedGalleries(payload)
}
