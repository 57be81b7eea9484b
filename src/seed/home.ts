import type { Payload } from 'payload'
import type { HomePage, Partner } from '@/payload-types'
import { heroImage, partnerLogo, registrationImage, scholarshipImage } from './home-images'
import { seedContext } from './context'
import { seedMedia } from './media'
import { intake, type SeedClock } from './clock'

type SeedPartner = Pick<Partner, 'name' | 'kind' | 'scope'> & {
  initials: string
  word: string
  tagline: string
  color: string
}

/** Ten cooperation partners (fictional, like the career centre's employers). */
export const partners: SeedPartner[] = [
  {
    name: 'PT Sinergi Data Parahyangan',
    kind: 'industri',
    scope: 'Magang analitik data dan riset bersama',
    initials: 'SDP',
    word: 'Sinergi Data',
    tagline: 'Parahyangan',
    color: '#0f766e',
  },
  {
    name: 'PT Kode Nusantara Digital',
    kind: 'industri',
    scope: 'Proyek industri rekayasa perangkat lunak',
    initials: 'KN',
    word: 'Kode Nusantara',
    tagline: 'Digital',
    color: '#1d4ed8',
  },
  {
    name: 'PT Telematika Priangan',
    kind: 'industri',
    scope: 'Laboratorium jaringan dan sertifikasi',
    initials: 'TP',
    word: 'Telematika',
    tagline: 'Priangan',
    color: '#7c3aed',
  },
  {
    name: 'PT Presisi Manufaktur Indonesia',
    kind: 'industri',
    scope: 'Kerja praktik teknik industri',
    initials: 'PMI',
    word: 'Presisi',
    tagline: 'Manufaktur Indonesia',
    color: '#b91c1c',
  },
  {
    name: 'PT Graha Energi Mandiri',
    kind: 'industri',
    scope: 'Riset energi terbarukan',
    initials: 'GE',
    word: 'Graha Energi',
    tagline: 'Mandiri',
    color: '#b45309',
  },
  {
    name: 'Studio Kreasi Braga',
    kind: 'industri',
    scope: 'Studio desain dan kelas praktisi',
    initials: 'SK',
    word: 'Kreasi Braga',
    tagline: 'Studio Desain',
    color: '#be185d',
  },
  {
    name: 'LPK Sakura Mandiri',
    kind: 'internasional',
    scope: 'Persiapan pemagangan ke Jepang',
    initials: 'LPK',
    word: 'Sakura Mandiri',
    tagline: 'Pemagangan Jepang',
    color: '#db2777',
  },
  {
    name: 'Nagoya Techno College',
    kind: 'internasional',
    scope: 'Pertukaran mahasiswa dan dosen',
    initials: 'NTC',
    word: 'Nagoya Techno',
    tagline: 'College · Japan',
    color: '#0369a1',
  },
  {
    name: 'Balai Latihan Kerja Jawa Barat',
    kind: 'pemerintah',
    scope: 'Pelatihan dan uji kompetensi',
    initials: 'BLK',
    word: 'BLK Jawa Barat',
    tagline: 'Balai Latihan Kerja',
    color: '#15803d',
  },
  {
    name: 'Politeknik Digital Nusantara',
    kind: 'pendidikan',
    scope: 'Alih kredit dan penelitian bersama',
    initials: 'PDN',
    word: 'Politeknik',
    tagline: 'Digital Nusantara',
    color: '#4338ca',
  },
]

async function seedPartners(payload: Payload) {
  for (const [i, p] of partners.entries()) {
    const exists = await payload.count({
      collection: 'partners',
      where: { name: { equals: p.name } },
      overrideAccess: true,
    })
    if (exists.totalDocs > 0) continue
    const logo = await seedMedia(
      payload,
      `Logo ${p.name}`,
      `mitra-${i + 1}.png`,
      () => partnerLogo({ ...p, shape: i }),
      'image/png',
    )
    await payload.create({
      collection: 'partners',
      data: { name: p.name, kind: p.kind, scope: p.scope, logo, order: (i + 1) * 10 },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}

type HomeContent = Omit<HomePage, 'id' | 'createdAt' | 'updatedAt'>

const content = (
  images: { hero: number; registration: number; scholarship: number },
  clock: SeedClock,
): HomeContent => ({
  logoCarousel: {
    visible: true,
    title: 'Dipercaya mitra industri dan pendidikan',
    text: 'Mitra kerja sama UTB untuk magang, riset, dan penyerapan lulusan.',
    partners: [],
  },
  headlineLogo: {
    visible: true,
    title: 'Kampus teknologi dan bisnis untuk generasi digital.',
    text:
      'Belajar langsung dari praktisi, berlatih di laboratorium modern, dan ' +
      'membangun karier bersama puluhan mitra industri di Bandung Raya dan Jepang.',
    image: images.hero,
    ctaLabel: 'Daftar sekarang',
    ctaUrl: '/daftar/option',
  },
  headlineMenu: {
    visible: true,
    title: 'Jelajahi UTB',
    text: 'Informasi yang paling sering dicari calon mahasiswa, mahasiswa, dan alumni.',
    items: [
      {
        title: 'Biaya Pendidikan',
        description: 'Rincian biaya per program studi',
        url: '/pendaftaran/biaya-pendidikan',
        icon: 'wallet',
      },
      {
        title: 'Jadwal Seleksi',
        description: 'Gelombang dan tanggal tes',
        url: '/pendaftaran/jadwal-seleksi',
        icon: 'calendar',
      },
      {
        title: 'Beasiswa',
        description: 'Prestasi, KIP Kuliah, dan mitra',
        url: '/pendaftaran/beasiswa',
        icon: 'graduation-cap',
      },
      {
        title: 'Kalender Akademik',
        description: 'Perkuliahan, ujian, dan libur',
        url: '/mahasiswa/kalender-akademik',
        icon: 'book-open',
      },
      {
        title: 'Pusat Karier',
        description: 'Lowongan kerja dan magang',
        url: '/pusat-karir/lowongan-kerja',
        icon: 'briefcase',
      },
      {
        title: 'Berita Kampus',
        description: 'Kabar dan kegiatan terbaru',
        url: '/tentang-utb/berita',
        icon: 'newspaper',
      },
      {
        title: 'Organisasi Mahasiswa',
        description: 'UKM dan himpunan',
        url: '/mahasiswa/organisasi-mahasiswa',
        icon: 'users',
      },
      {
        title: 'Lokasi Kampus',
        description: 'Jl. Soekarno-Hatta, Bandung',
        url: '/campus-location',
        icon: 'map-pin',
      },
    ],
  },
  achievements: {
    visible: true,
    title: 'Prestasi Terbaru',
    text: 'Capaian mahasiswa dan kampus di tingkat nasional maupun internasional.',
    limit: 3,
  },
  campusTour: {
    visible: true,
    title: 'Tur Kampus UTB',
    text:
      'Jelajahi gedung perkuliahan, laboratorium komputer dan elektro, studio desain, ' +
      'perpustakaan, serta ruang kreatif mahasiswa tanpa harus datang ke Bandung.',
    videoUrl: 'https://www.youtube.com/watch?v=UTBtur2026',
  },
  majorsDescription: {
    visible: true,
    title: 'Program Studi',
    text:
      'Dua fakultas dengan kurikulum yang disusun bersama industri: proyek ' +
      'nyata sejak semester awal, magang bersertifikat, dan kelas praktisi.',
    ctaLabel: 'Lihat biaya pendidikan',
    ctaUrl: '/pendaftaran/biaya-pendidikan',
  },
  majors: {
    visible: true,
    title: 'Pilihan Program Studi',
    text: 'Pilih program sarjana yang sesuai minat dan rencana karier Anda.',
    programmes: [],
  },
  registrationHeadline: {
    visible: true,
    title: `Penerimaan Mahasiswa Baru ${intake(clock).label} telah dibuka`,
    text:
      'Pilih jalur reguler, magang, atau Jepang. Biaya pendaftaran Rp 300.000 ' +
      'dan dikembalikan 100% bila Anda tidak diterima atau tidak lulus tes.',
    image: images.registration,
    ctaLabel: 'Pilih jalur pendaftaran',
    ctaUrl: '/daftar/option',
  },
  scholarshipHeadline: {
    visible: true,
    title: 'Beasiswa untuk pelajar berprestasi',
    text:
      'Potongan biaya kuliah hingga 100% untuk prestasi akademik dan nonakademik, ' +
      'beasiswa KIP Kuliah, serta beasiswa ikatan dari mitra industri.',
    image: images.scholarship,
    ctaLabel: 'Lihat program beasiswa',
    ctaUrl: '/pendaftaran/beasiswa',
  },
  newsHeadline: {
    visible: true,
    title: 'Berita Terkini',
    text: 'Kegiatan, kerja sama, dan pengumuman terbaru dari kampus.',
    limit: 3,
  },
  registrationSteps: {
    visible: true,
    title: 'Alur Pendaftaran',
    text: 'Empat langkah mudah untuk menjadi mahasiswa UTB.',
    steps: [
      {
        title: 'Pilih jalur',
        description:
          'Tentukan jalur reguler, magang, atau Jepang dan pastikan ' +
          'Anda memenuhi persyaratannya, termasuk usia 17–23 tahun.',
      },
      {
        title: 'Bayar biaya pendaftaran',
        description:
          'Transfer Rp 300.000 ke rekening atas nama kampus. Biaya dikembalikan 100% bila Anda tidak diterima.',
      },
      {
        title: 'Lengkapi formulir',
        description: 'Masuk ke akun pendaftar, isi data diri dan unggah dokumen yang diminta.',
      },
      {
        title: 'Ikuti seleksi',
        description:
          'Ikuti tes dan wawancara sesuai jadwal seleksi, lalu pantau pengumuman di akun Anda.',
      },
    ],
  },
  secondRegistrationHeadline: {
    visible: true,
    title: 'Siap menjadi bagian dari UTB?',
    text:
      'Kuota setiap gelombang terbatas. Daftar sekarang dan konsultasikan ' +
      'pilihan program studi Anda dengan tim penerimaan kami.',
    ctaLabel: 'Mulai pendaftaran',
    ctaUrl: '/daftar/option',
  },
})

/**
 * Seed piece "beranda": ten partners with drawn logos, three pictures and the home-page
 * global. Programmes, news and achievements are the records of the other pieces, listed by
 * the page itself. A global that staff already filled is left as it is.
 */
export async function seedHome(payload: Payload, clock: SeedClock): Promise<void> {
  await seedPartners(payload)
  const current = (await payload.findGlobal({
    slug: 'home-page',
    depth: 0,
    overrideAccess: true,
  })) as Partial<HomePage>
  if (current.headlineLogo?.title) return
  const images = {
    hero: await seedMedia(
      payload,
      'Gedung utama Universitas Teknologi Bandung dengan lambang UTB di atas pintu masuk',
      'beranda-gedung-utama.jpg',
      heroImage,
    ),
    registration: await seedMedia(
      payload,
      'Calon mahasiswa di meja penerimaan mahasiswa baru UTB',
      'beranda-pendaftaran.jpg',
      registrationImage,
    ),
    scholarship: await seedMedia(
      payload,
      'Topi wisuda di atas tumpukan buku, lambang beasiswa UTB',
      'beranda-beasiswa.jpg',
      scholarshipImage,
    ),
  }
  await payload.updateGlobal({
    slug: 'home-page',
    data: content(images, clock),
    overrideAccess: true,
    context: seedContext(),
  })
}
