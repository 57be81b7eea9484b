import type { Payload } from 'payload'
import type { CommunityServiceLink, Document, Management, Service } from '@/payload-types'
import { logoPng, logoSvg, portraitImage, simplePdf, wrap } from './files'
import { newsImage } from './images'
import { seedContext } from './context'
import { seedMedia } from './media'
import { intake, type SeedClock } from './clock'
import { selectionWaves } from './admissions-info'
import { formatDate } from '@/lib/format'

/**
 * Demo "Tentang UTB" content and downloads: brochures, logo files, research and community-service
 * documents, the research gallery, community-service links, the management list and services.
 * Partners are seeded with the home page (src/seed/home.ts), not here.
 */

type SeedDocument = Pick<Document, 'title' | 'kind' | 'description' | 'year' | 'order'> & {
  filename: string
  mimetype: string
  /** PDF body paragraphs; files without it are logos drawn by `logoFile`. */
  paragraphs?: string[]
  logo?: 'svg' | 'png-warna' | 'png-putih'
}

/** The three brochures of the intake the demo recruits for (see `intake`). */
function brochures(clock: SeedClock): SeedDocument[] {
  const { label, startYear } = intake(clock)
  const pmb = `Penerimaan Mahasiswa Baru Universitas Teknologi Bandung tahun akademik ${label}.`
  const first = selectionWaves(clock)[0]!
  const firstWave = `${formatDate(first.registrationStart)} - ${formatDate(first.registrationEnd)}`
  return [
    {
      title: `Brosur Penerimaan Mahasiswa Baru ${label}`,
      kind: 'brosur',
      description:
        'Program studi, jalur pendaftaran, jadwal seleksi dan biaya pendidikan dalam satu berkas.',
      year: startYear,
      order: 1,
      filename: `brosur-pmb-utb-${startYear}.pdf`,
      mimetype: 'application/pdf',
      paragraphs: [
        pmb,
        'Enam program studi Sarjana: Teknik Informatika, Sistem Informasi, Teknik ' +
          'Elektro, Teknik Industri, Bisnis Digital dan Desain Komunikasi Visual.',
        'Tiga jalur pendaftaran: Reguler, Magang dan Jepang. Biaya pendaftaran ' +
          'Rp 300.000 dikembalikan 100% bila tidak diterima atau tidak lulus tes.',
        `Pendaftaran gelombang 1: ${firstWave}. Informasi: pmb.utb.ac.id.`,
      ],
    },
    {
      title: 'Brosur Jalur Magang',
      kind: 'brosur',
      description: 'Kuliah sambil magang di perusahaan mitra: skema, persyaratan dan biaya.',
      year: startYear,
      order: 2,
      filename: `brosur-jalur-magang-${startYear}.pdf`,
      mimetype: 'application/pdf',
      paragraphs: [
        pmb,
        'Jalur Magang memadukan perkuliahan dengan kerja praktik ' +
          'di perusahaan mitra di Bandung Raya sejak semester tiga.',
        'Persyaratan: usia 17-23 tahun, lulusan SMA/SMK/sederajat, tinggi badan ' +
          'minimal 160 cm, tidak buta warna, memiliki SKCK, sehat jasmani dan rohani.',
      ],
    },
    {
      title: 'Brosur Jalur Jepang',
      kind: 'brosur',
      description: 'Persiapan bahasa, budaya kerja dan pemagangan di perusahaan Jepang.',
      year: startYear,
      order: 3,
      filename: `brosur-jalur-jepang-${startYear}.pdf`,
      mimetype: 'application/pdf',
      paragraphs: [
        pmb,
        'Jalur Jepang menyiapkan mahasiswa untuk pemagangan di perusahaan ' +
          'manufaktur dan teknologi di Jepang bersama LPK Sakura Mandiri.',
        'Pelatihan bahasa Jepang hingga tingkat N4 termasuk dalam uang pangkal jalur ini.',
      ],
    },
  ]
}

/** The brochures, then the logo files and the research and community-service documents. */
export const documents = (clock: SeedClock): SeedDocument[] => [
  ...brochures(clock),
  ...otherDocuments,
]

const otherDocuments: SeedDocument[] = [
  {
    title: 'Logo UTB (SVG, warna)',
    kind: 'logo',
    description: 'Logo vektor berwarna untuk cetak dan tampilan resolusi tinggi.',
    year: 2026,
    order: 1,
    filename: 'logo-utb-warna.svg',
    mimetype: 'image/svg+xml',
    logo: 'svg',
  },
  {
    title: 'Logo UTB (PNG, warna)',
    kind: 'logo',
    description: 'Logo berwarna dengan latar transparan, lebar 480 piksel.',
    year: 2026,
    order: 2,
    filename: 'logo-utb-warna.png',
    mimetype: 'image/png',
    logo: 'png-warna',
  },
  {
    title: 'Logo UTB (PNG, putih)',
    kind: 'logo',
    description: 'Versi untuk latar gelap, lebar 480 piksel.',
    year: 2026,
    order: 3,
    filename: 'logo-utb-putih.png',
    mimetype: 'image/png',
    logo: 'png-putih',
  },
  {
    title: 'Panduan Identitas Visual UTB',
    kind: 'logo',
    description: 'Aturan penggunaan logo, warna resmi dan tipografi.',
    year: 2026,
    order: 4,
    filename: 'panduan-identitas-visual-utb.pdf',
    mimetype: 'application/pdf',
    paragraphs: [
      'Logo UTB berbentuk perisai biru tua (#102F80) dengan huruf UTB berwarna emas (#FBBF24).',
      'Beri ruang kosong di sekeliling logo minimal setinggi huruf ' +
        'U. Jangan mengubah proporsi, warna atau menambahkan efek.',
      'Gunakan versi putih di atas latar gelap atau foto.',
    ],
  },
  {
    title: 'Rencana Induk Penelitian UTB 2025–2029',
    kind: 'penelitian',
    description:
      'Arah dan tema unggulan penelitian: kecerdasan artifisial, energi terbarukan dan industri kreatif.',
    year: 2025,
    order: 1,
    filename: 'rencana-induk-penelitian-2025-2029.pdf',
    mimetype: 'application/pdf',
    paragraphs: [
      'Rencana Induk Penelitian Universitas Teknologi Bandung 2025-2029 menetapkan tiga tema unggulan.',
      'Tema 1: kecerdasan artifisial untuk layanan publik. Tema 2: energi ' +
        'terbarukan dan bangunan cerdas. Tema 3: ekonomi kreatif dan UMKM digital.',
    ],
  },
  {
    title: 'Laporan Kinerja Penelitian 2025',
    kind: 'penelitian',
    description: '42 judul penelitian, 18 publikasi jurnal bereputasi dan 5 paten sederhana.',
    year: 2025,
    order: 2,
    filename: 'laporan-kinerja-penelitian-2025.pdf',
    mimetype: 'application/pdf',
    paragraphs: [
      'Sepanjang 2025 dosen UTB melaksanakan 42 judul penelitian ' +
        'dengan dana internal, hibah pemerintah dan mitra industri.',
      'Luaran: 18 artikel jurnal bereputasi, 24 makalah prosiding dan 5 paten sederhana.',
    ],
  },
  {
    title: 'Panduan Hibah Penelitian Internal 2027',
    kind: 'penelitian',
    description: 'Skema, jadwal dan format proposal hibah penelitian internal bagi dosen.',
    year: 2027,
    order: 3,
    filename: 'panduan-hibah-penelitian-2027.pdf',
    mimetype: 'application/pdf',
    paragraphs: [
      'Hibah penelitian internal UTB 2027 dibuka untuk skema dosen ' +
        'pemula, penelitian terapan dan penelitian bersama industri.',
    ],
  },
  {
    title: 'Laporan Pengabdian kepada Masyarakat 2025',
    kind: 'pengabdian',
    description:
      'Pendampingan digital UMKM, panel surya desa dan pelatihan guru SMK di Jawa Barat.',
    year: 2025,
    order: 4,
    filename: 'laporan-pengabdian-2025.pdf',
    mimetype: 'application/pdf',
    paragraphs: [
      'Tahun 2025 LPPM UTB menjalankan 31 kegiatan pengabdian kepada masyarakat di 12 kabupaten/kota di Jawa Barat.',
      'Kegiatan utama: pendampingan digital 150 UMKM, pemasangan panel surya di dua desa dan pelatihan 80 guru SMK.',
    ],
  },
  {
    title: 'Panduan Pengabdian kepada Masyarakat 2027',
    kind: 'pengabdian',
    description: 'Ketentuan pengusulan, pelaksanaan dan pelaporan kegiatan pengabdian.',
    year: 2027,
    order: 5,
    filename: 'panduan-pengabdian-2027.pdf',
    mimetype: 'application/pdf',
    paragraphs: [
      'Panduan ini mengatur pengusulan, pelaksanaan dan pelaporan ' +
        'kegiatan pengabdian kepada masyarakat oleh dosen dan mahasiswa UTB.',
    ],
  },
]

async function fileFor(d: SeedDocument): Promise<Buffer> {
  if (d.logo === 'svg') return Buffer.from(logoSvg('warna'))
  if (d.logo === 'png-warna') return logoPng('warna')
  if (d.logo === 'png-putih') return logoPng('putih')
  return simplePdf(
    d.title,
    (d.paragraphs ?? []).flatMap((p) => [...wrap(p), '']),
  )
}

export const communityLinks: Omit<CommunityServiceLink, 'id' | 'createdAt' | 'updatedAt'>[] = [
  {
    title: 'Jurnal Teknologi dan Pengabdian Masyarakat (JTPM)',
    url: 'https://jurnal.utb.ac.id/jtpm',
    description: 'Jurnal hasil pengabdian kepada masyarakat terbitan LPPM UTB.',
    order: 1,
  },
  {
    title: 'Jurnal Informatika Terapan Bandung',
    url: 'https://jurnal.utb.ac.id/jitb',
    description: 'Artikel penelitian terapan bidang informatika dan sistem informasi.',
    order: 2,
  },
  {
    title: 'Repositori Karya Ilmiah UTB',
    url: 'https://repository.utb.ac.id',
    description: 'Laporan penelitian, skripsi dan luaran pengabdian dosen serta mahasiswa.',
    order: 3,
  },
  {
    title: 'Portal Desa Digital Mitra UTB',
    url: 'https://desadigital.utb.ac.id',
    description: 'Profil desa binaan dan hasil pendampingan digital UMKM.',
    order: 4,
  },
  {
    title: 'Profil Dosen di SINTA',
    url: 'https://sinta.kemdiktisaintek.go.id',
    description: 'Kinerja penelitian dan publikasi dosen UTB di SINTA.',
    order: 5,
  },
  {
    title: 'Kanal Video Pengabdian LPPM UTB',
    url: 'https://www.youtube.com/@lppmutb',
    description: 'Dokumentasi kegiatan pengabdian kepada masyarakat.',
    order: 6,
  },
]

export const management: Omit<Management, 'id' | 'createdAt' | 'updatedAt' | 'photo'>[] = [
  { name: 'Prof. Dr. Ir. Bambang Suryadi, M.T.', position: 'Rektor', group: 'pimpinan', order: 1 },
  {
    name: 'Dr. Siti Nurhaliza, S.Kom., M.Kom.',
    position: 'Wakil Rektor Bidang Akademik',
    group: 'pimpinan',
    order: 2,
  },
  {
    name: 'Dr. Agus Permana, S.E., M.Ak.',
    position: 'Wakil Rektor Bidang Keuangan dan Sumber Daya',
    group: 'pimpinan',
    order: 3,
  },
  {
    name: 'Dr. Rina Marlina, S.T., M.T.',
    position: 'Wakil Rektor Bidang Kemahasiswaan dan Kerja Sama',
    group: 'pimpinan',
    order: 4,
  },
  {
    name: 'Dr. Ir. Hendra Gunawan, M.T.',
    position: 'Dekan Fakultas Teknik dan Ilmu Komputer',
    group: 'fakultas',
    order: 5,
  },
  {
    name: 'Dr. Ratna Kusumawardhani, S.E., M.M.',
    position: 'Dekan Fakultas Bisnis dan Desain',
    group: 'fakultas',
    order: 6,
  },
  {
    name: 'Dr. Yusuf Hidayat, S.Si., M.Sc.',
    position: 'Kepala Lembaga Penelitian dan Pengabdian kepada Masyarakat',
    group: 'unit',
    order: 7,
  },
  {
    name: 'Dewi Lestari, S.Psi., M.M.',
    position: 'Kepala Pusat Karier dan Alumni',
    group: 'unit',
    order: 8,
  },
]

export const services: (Omit<Service, 'id' | 'createdAt' | 'updatedAt' | 'image'> & {
  alt: string
})[] = [
  {
    title: 'Laboratorium Komputer Terpadu',
    description:
      'Empat belas laboratorium komputer, jaringan, elektronika dan IoT yang ' +
      'buka untuk praktikum dan proyek mahasiswa hingga pukul 21.00 WIB.',
    alt: 'Deretan komputer di laboratorium komputer terpadu UTB',
    order: 1,
  },
  {
    title: 'Perpustakaan Digital',
    description:
      'Koleksi buku cetak dan elektronik, akses jurnal internasional, ruang diskusi dan layanan cek kemiripan naskah.',
    alt: 'Ruang baca perpustakaan digital UTB',
    order: 2,
  },
  {
    title: 'Layanan Akademik Terpadu',
    description:
      'Satu loket untuk KRS, transkrip, surat keterangan dan legalisasi ' +
      'ijazah. Senin–Jumat 08.00–16.00 WIB dan layanan daring 24 jam.',
    alt: 'Petugas melayani mahasiswa di loket layanan akademik',
    order: 3,
  },
  {
    title: 'Pusat Karier dan Alumni',
    description:
      'Informasi lowongan dan magang, konsultasi karier, pelatihan kesiapan kerja dan tracer study lulusan.',
    alt: 'Konsultasi karier di Pusat Karier UTB',
    order: 4,
  },
  {
    title: 'Klinik dan Konseling Mahasiswa',
    description:
      'Pemeriksaan kesehatan dasar dan konseling psikologis gratis bagi ' +
      'mahasiswa aktif, dengan jadwal temu yang dapat dipesan daring.',
    alt: 'Ruang konseling mahasiswa yang nyaman',
    order: 5,
  },
  {
    title: 'Pusat Bahasa dan Budaya Jepang',
    description:
      'Kelas bahasa Jepang dari pemula hingga N3, ruang simulasi ' +
      'kerja dan persiapan ujian JLPT untuk peserta jalur Jepang.',
    alt: 'Kelas bahasa Jepang di Pusat Bahasa UTB',
    order: 6,
  },
]

export const researchGallery = {
  title: 'Pengabdian Masyarakat: Panel Surya dan UMKM Digital 2026',
  date: '2026-08-20T05:00:00.000Z',
  description:
    'Dosen dan mahasiswa UTB memasang panel surya dan mendampingi UMKM di Kabupaten Bandung Barat.',
  photos: [
    [
      'Pemasangan panel surya di balai desa Cikole',
      'Mahasiswa Teknik Elektro memasang panel surya di atap balai desa',
    ],
    [
      'Pelatihan pemasaran daring bagi pelaku UMKM',
      'Pelaku UMKM mengikuti pelatihan pemasaran daring di aula desa',
    ],
    [
      'Uji coba sensor kualitas air sungai',
      'Tim peneliti menguji sensor kualitas air di tepi sungai',
    ],
    [
      'Pelatihan guru SMK tentang Internet of Things',
      'Guru SMK merakit perangkat IoT bersama dosen UTB',
    ],
    [
      'Presentasi hasil penelitian di seminar nasional',
      'Dosen UTB mempresentasikan hasil penelitian di depan peserta seminar',
    ],
    [
      'Penyerahan aplikasi kasir untuk koperasi desa',
      'Penyerahan aplikasi kasir kepada pengurus koperasi desa',
    ],
  ] as [string, string][],
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * Seed piece "tentang utb": 12 documents (3 brochures, 4 logo files, 5 research and service
 * files), a research gallery of 6 photos, 6 community-service links, 8 management members with
 * portraits and 6 services. Skips entries whose title or name exists.
 */
export async function seedAbout(payload: Payload, clock: SeedClock): Promise<void> {
  const exists = async (
    collection: 'documents' | 'community-service-links' | 'management' | 'services' | 'galleries',
    field: string,
    value: string,
  ) =>
    (
      await payload.count({
        collection,
        where: { [field]: { equals: value } },
        overrideAccess: true,
      })
    ).totalDocs > 0

  for (const d of documents(clock)) {
    if (await exists('documents', 'title', d.title)) continue
    const data = await fileFor(d)
    await payload.create({
      collection: 'documents',
      data: {
        title: d.title,
        kind: d.kind,
        description: d.description,
        year: d.year,
        order: d.order,
      },
      file: { data, mimetype: d.mimetype, name: d.filename, size: data.length },
      overrideAccess: true,
      context: seedContext(),
    })
  }

  for (const link of communityLinks) {
    if (!(await exists('community-service-links', 'title', link.title)))
      await payload.create({
        collection: 'community-service-links',
        data: link,
        overrideAccess: true,
        context: seedContext(),
      })
  }

  for (const person of management) {
    if (await exists('management', 'name', person.name)) continue
    const photo = await seedMedia(
      payload,
      `Foto ${person.name}, ${person.position}`,
      `pejabat-${slug(person.name)}.jpg`,
      () => portraitImage(person.name),
    )
    await payload.create({
      collection: 'management',
      data: { ...person, photo },
      overrideAccess: true,
      context: seedContext(),
    })
  }

  for (const [i, { alt, ...service }] of services.entries()) {
    if (await exists('services', 'title', service.title)) continue
    const image = await seedMedia(payload, alt, `layanan-${slug(service.title)}.jpg`, () =>
      newsImage(`layanan-${i}`, i),
    )
    await payload.create({
      collection: 'services',
      data: { ...service, image },
      overrideAccess: true,
      context: seedContext(),
    })
  }

  if (!(await exists('galleries', 'title', researchGallery.title))) {
    const photos = []
    for (const [i, [caption, alt]] of researchGallery.photos.entries()) {
      photos.push({
        image: await seedMedia(payload, alt, `penelitian-${i + 1}.jpg`, () =>
          newsImage(`penelitian-${i}`, i),
        ),
        caption,
      })
    }
    await payload.create({
      collection: 'galleries',
      data: {
        title: researchGallery.title,
        category: 'penelitian',
        date: researchGallery.date,
        description: researchGallery.description,
        photos,
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}
