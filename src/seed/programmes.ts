import type { Payload } from 'payload'
import type { Programme } from '@/payload-types'
import { newsImage } from './images'
import { paragraphsToLexical } from './richtext'
import { seedContext } from './context'

export const programmeCategories = [
  {
    name: 'Program Sarjana',
    slug: 'program-sarjana',
    order: 1,
    description: 'Program Sarjana (S1) empat tahun, 144 SKS.',
  },
  {
    name: 'Program Diploma',
    slug: 'program-diploma',
    order: 2,
    description: 'Program Diploma Tiga (D3) tiga tahun yang berfokus pada keterampilan terapan.',
  },
] as const

export const faculties = [
  {
    name: 'Fakultas Teknik dan Ilmu Komputer',
    slug: 'fakultas-teknik-dan-ilmu-komputer',
    dean: 'Dr. Ir. Hendra Gunawan, M.T.',
    nimCode: '01',
    description:
      'Menaungi program studi komputasi, elektro dan industri dengan laboratorium terpadu di Gedung Teknologi.',
    order: 1,
  },
  {
    name: 'Fakultas Bisnis dan Desain',
    slug: 'fakultas-bisnis-dan-desain',
    dean: 'Dr. Ratna Kusumawardhani, S.E., M.M.',
    nimCode: '02',
    description:
      'Memadukan ilmu bisnis, kewirausahaan dan desain untuk industri kreatif dan ekonomi digital.',
    order: 2,
  },
] as const

type FacultySlug = (typeof faculties)[number]['slug']

type SeedProgramme = {
  name: string
  slug: string
  nimCode: string
  faculty: FacultySlug
  accreditation: string
  accreditationBody: string
  summary: string
  paragraphs: string[]
  careers: string[]
  curriculum: [string, string][]
}

// The slugs are the ones linked from the seeded main menu (shell-content.ts, item "Fakultas").
export const programmes: SeedProgramme[] = [
  {
    name: 'Teknik Informatika',
    slug: 'teknik-informatika',
    nimCode: '11',
    faculty: 'fakultas-teknik-dan-ilmu-komputer',
    accreditation: 'Unggul',
    accreditationBody: 'LAM INFOKOM',
    summary:
      'Mencetak perancang dan pengembang perangkat lunak, kecerdasan artifisial ' +
      'dan sistem terdistribusi yang siap bekerja di industri digital.',
    paragraphs: [
      'Program Studi Teknik Informatika UTB membekali mahasiswa dengan ' +
        'dasar ilmu komputer yang kuat: algoritma, struktur data, matematika ' +
        'diskret dan arsitektur komputer, lalu mengembangkannya ke rekayasa ' +
        'perangkat lunak, kecerdasan artifisial dan komputasi awan.',
      'Perkuliahan berbasis proyek dilakukan di Laboratorium AI dan ' +
        'Laboratorium Rekayasa Perangkat Lunak. Sejak semester lima mahasiswa ' +
        'mengerjakan proyek nyata bersama mitra industri di Bandung Raya, dan ' +
        'dapat mengikuti magang bersertifikat selama satu semester.',
      'Lulusan meraih gelar Sarjana Komputer (S.Kom.) dan dipersiapkan untuk ' +
        'sertifikasi profesi seperti sertifikasi cloud dan keamanan informasi.',
    ],
    careers: [
      'Software Engineer',
      'Data Scientist',
      'Machine Learning Engineer',
      'DevOps / Cloud Engineer',
      'Analis Keamanan Siber',
      'Technopreneur',
    ],
    curriculum: [
      ['Algoritma dan Struktur Data', 'Fondasi pemrograman yang efisien dengan Python dan Java.'],
      [
        'Rekayasa Perangkat Lunak',
        'Siklus pengembangan, pengujian otomatis dan kerja tim dengan metode agile.',
      ],
      ['Pembelajaran Mesin', 'Model klasifikasi, regresi dan jaringan saraf untuk data nyata.'],
      ['Komputasi Awan', 'Kontainer, orkestrasi dan arsitektur layanan mikro.'],
      ['Keamanan Informasi', 'Kriptografi, pengujian penetrasi dan tata kelola keamanan.'],
      ['Proyek Industri', 'Satu semester memecahkan masalah nyata bersama mitra.'],
    ],
  },
  {
    name: 'Sistem Informasi',
    slug: 'sistem-informasi',
    nimCode: '12',
    faculty: 'fakultas-teknik-dan-ilmu-komputer',
    accreditation: 'Baik Sekali',
    accreditationBody: 'LAM INFOKOM',
    summary:
      'Menjembatani teknologi dan bisnis: merancang sistem informasi, ' +
      'mengelola data dan memimpin transformasi digital organisasi.',
    paragraphs: [
      'Program Studi Sistem Informasi mempelajari bagaimana teknologi informasi ' +
        'dipakai untuk mencapai tujuan organisasi. Mahasiswa belajar menganalisis ' +
        'proses bisnis, merancang basis data, dan membangun aplikasi perusahaan.',
      'Kurikulum disusun bersama asosiasi industri dan mencakup analitik data, ' +
        'manajemen proyek TI serta sistem ERP. Mahasiswa berlatih langsung di ' +
        'Laboratorium Sistem Enterprise yang memakai perangkat lunak berlisensi akademik.',
      'Lulusan bergelar Sarjana Komputer (S.Kom.) dan banyak berkarier di ' +
        'perbankan, e-commerce, pemerintahan, serta perusahaan konsultan teknologi.',
    ],
    careers: [
      'Analis Sistem',
      'Business Analyst',
      'Data Analyst',
      'Konsultan ERP',
      'Manajer Proyek TI',
    ],
    curriculum: [
      ['Analisis dan Perancangan Sistem', 'Pemodelan kebutuhan dengan UML dan BPMN.'],
      ['Basis Data Lanjut', 'Perancangan, optimasi kueri dan gudang data.'],
      ['Sistem Enterprise (ERP)', 'Modul keuangan, persediaan dan SDM pada sistem ERP.'],
      ['Analitik Bisnis', 'Dasbor, visualisasi dan pengambilan keputusan berbasis data.'],
      ['Tata Kelola TI', 'Kerangka COBIT dan ITIL untuk layanan TI.'],
    ],
  },
  {
    name: 'Teknik Elektro',
    slug: 'teknik-elektro',
    nimCode: '13',
    faculty: 'fakultas-teknik-dan-ilmu-komputer',
    accreditation: 'Baik Sekali',
    accreditationBody: 'LAM Teknik',
    summary:
      'Mendalami sistem tenaga, elektronika, telekomunikasi dan ' +
      'Internet of Things untuk industri energi dan manufaktur.',
    paragraphs: [
      'Program Studi Teknik Elektro membekali mahasiswa dengan ' +
        'pemahaman rangkaian listrik, elektronika dan sistem kendali, ' +
        'serta penerapannya pada energi terbarukan dan perangkat cerdas.',
      'Praktikum dilakukan di Laboratorium Elektronika, Laboratorium ' +
        'Sistem Tenaga dan Laboratorium IoT. Mahasiswa dapat memilih ' +
        'peminatan sistem tenaga, telekomunikasi atau sistem tertanam.',
      'Lulusan bergelar Sarjana Teknik (S.T.) dan siap bekerja di perusahaan ' +
        'listrik, telekomunikasi, manufaktur maupun merintis usaha perangkat keras.',
    ],
    careers: [
      'Insinyur Sistem Tenaga',
      'Embedded System Engineer',
      'Insinyur Telekomunikasi',
      'Teknisi Otomasi Industri',
      'Konsultan Energi Terbarukan',
    ],
    curriculum: [
      ['Rangkaian Listrik', 'Analisis rangkaian arus searah dan bolak-balik.'],
      ['Sistem Tertanam', 'Pemrograman mikrokontroler dan sensor.'],
      ['Sistem Tenaga Listrik', 'Pembangkitan, transmisi dan distribusi energi.'],
      ['Energi Terbarukan', 'Panel surya, turbin angin dan penyimpanan energi.'],
      ['Internet of Things', 'Perangkat terhubung dan komunikasi nirkabel.'],
    ],
  },
  {
    name: 'Teknik Industri',
    slug: 'teknik-industri',
    nimCode: '14',
    faculty: 'fakultas-teknik-dan-ilmu-komputer',
    accreditation: 'Baik Sekali',
    accreditationBody: 'BAN-PT',
    summary:
      'Merancang dan memperbaiki sistem produksi, rantai pasok dan layanan agar efisien, aman dan berkelanjutan.',
    paragraphs: [
      'Program Studi Teknik Industri mempelajari perancangan, perbaikan dan ' +
        'pengelolaan sistem yang melibatkan manusia, material, mesin dan informasi. ' +
        'Pendekatan yang dipakai menggabungkan matematika, statistika dan ilmu manajemen.',
      'Mahasiswa melakukan kunjungan dan kerja praktik di kawasan ' +
        'industri Bandung, Cimahi dan Purwakarta, serta berlatih di ' +
        'Laboratorium Ergonomi dan Laboratorium Simulasi Sistem.',
      'Lulusan bergelar Sarjana Teknik (S.T.) dan berperan sebagai perencana ' +
        'produksi, analis rantai pasok, maupun konsultan perbaikan proses.',
    ],
    careers: [
      'Perencana Produksi (PPIC)',
      'Analis Rantai Pasok',
      'Quality Engineer',
      'Konsultan Lean Manufacturing',
      'Analis Logistik',
      'Manajer Operasional',
    ],
    curriculum: [
      ['Riset Operasi', 'Optimasi dan pemrograman linear untuk keputusan operasional.'],
      ['Ergonomi', 'Perancangan kerja yang aman dan nyaman.'],
      ['Manajemen Rantai Pasok', 'Perencanaan persediaan, distribusi dan pengadaan.'],
      ['Pengendalian Kualitas', 'Six Sigma dan pengendalian proses statistik.'],
      ['Simulasi Sistem', 'Model simulasi diskret untuk pabrik dan layanan.'],
    ],
  },
  {
    name: 'Bisnis Digital',
    slug: 'bisnis-digital',
    nimCode: '21',
    faculty: 'fakultas-bisnis-dan-desain',
    accreditation: 'Baik',
    accreditationBody: 'LAMEMBA',
    summary:
      'Menyiapkan wirausahawan dan profesional yang mampu membangun, ' +
      'memasarkan dan mengembangkan bisnis berbasis teknologi.',
    paragraphs: [
      'Program Studi Bisnis Digital memadukan ilmu manajemen, pemasaran ' +
        'digital dan analitik data. Mahasiswa belajar merancang model bisnis, ' +
        'mengelola produk digital dan memahami perilaku konsumen daring.',
      'Setiap angkatan menjalankan usaha rintisan di Inkubator Bisnis UTB ' +
        'dengan pendampingan mentor dari komunitas startup Bandung. Kelas ' +
        'praktisi menghadirkan pelaku e-commerce, fintech dan UMKM digital.',
      'Lulusan bergelar Sarjana Bisnis (S.Bis.) dan siap berkarier sebagai spesialis ' +
        'pemasaran digital, manajer produk, maupun membangun usahanya sendiri.',
    ],
    careers: [
      'Digital Marketing Specialist',
      'Product Manager',
      'E-commerce Manager',
      'Analis Bisnis',
      'Wirausahawan Digital',
    ],
    curriculum: [
      ['Pemasaran Digital', 'SEO, iklan media sosial dan pemasaran konten.'],
      ['Model Bisnis Digital', 'Lean canvas, validasi pasar dan strategi pertumbuhan.'],
      ['Analitik Pemasaran', 'Mengukur kampanye dan perilaku pelanggan.'],
      ['Manajemen Produk', 'Dari riset pengguna hingga peluncuran produk.'],
      ['Keuangan Startup', 'Pendanaan, valuasi dan arus kas usaha rintisan.'],
    ],
  },
  {
    name: 'Desain Komunikasi Visual',
    slug: 'desain-komunikasi-visual',
    nimCode: '22',
    faculty: 'fakultas-bisnis-dan-desain',
    accreditation: 'Baik Sekali',
    accreditationBody: 'BAN-PT',
    summary:
      'Mengembangkan kreativitas visual untuk branding, desain antarmuka, ilustrasi dan media interaktif.',
    paragraphs: [
      'Program Studi Desain Komunikasi Visual melatih mahasiswa ' +
        'berpikir kreatif dan menyampaikan pesan melalui tipografi, ' +
        'ilustrasi, fotografi, videografi dan desain interaktif.',
      'Studio desain, ruang foto dan laboratorium multimedia tersedia ' +
        'untuk praktik. Mahasiswa terlibat dalam proyek identitas visual ' +
        'bagi UMKM dan instansi di Jawa Barat serta pameran karya tahunan.',
      'Lulusan bergelar Sarjana Desain (S.Ds.) dan bekerja di agensi kreatif, perusahaan ' +
        'teknologi sebagai desainer UI/UX, studio animasi, maupun sebagai desainer lepas.',
    ],
    careers: [
      'Desainer Grafis',
      'UI/UX Designer',
      'Ilustrator',
      'Art Director',
      'Motion Graphic Designer',
      'Content Creator',
    ],
    curriculum: [
      ['Tipografi', 'Huruf, tata letak dan hierarki visual.'],
      ['Desain Identitas Visual', 'Logo, sistem merek dan panduan gaya.'],
      ['Desain Antarmuka (UI/UX)', 'Riset pengguna, wireframe dan prototipe.'],
      ['Fotografi dan Videografi', 'Produksi konten visual untuk media digital.'],
      ['Animasi dan Motion Graphic', 'Gerak dan narasi visual.'],
    ],
  },
]

async function ensure<T extends { slug: string }>(
  payload: Payload,
  collection: 'faculties' | 'programme-categories',
  items: readonly T[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const item of items) {
    const found = await payload.find({
      collection,
      where: { slug: { equals: item.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    ids[item.slug] =
      found.docs[0]?.id ??
      (
        await payload.create({
          collection,
          data: { ...item } as never,
          overrideAccess: true,
          context: seedContext(),
        })
      ).id
  }
  return ids
}

/** Seed piece "program studi": 2 categories, 2 faculties and 6 published programmes; skips slugs that exist. */
export async function seedProgrammes(payload: Payload): Promise<void> {
  const categories = await ensure(payload, 'programme-categories', programmeCategories)
  const facultyIds = await ensure(payload, 'faculties', faculties)
  for (const [i, p] of programmes.entries()) {
    const exists = await payload.count({
      collection: 'programmes',
      where: { slug: { equals: p.slug } },
      overrideAccess: true,
    })
    if (exists.totalDocs > 0) continue
    const picture = await newsImage(`prodi-${p.slug}`, i)
    const image = await payload.create({
      collection: 'media',
      data: { alt: `Mahasiswa ${p.name} UTB berkegiatan di laboratorium` },
      file: {
        data: picture,
        mimetype: 'image/jpeg',
        name: `prodi-${p.slug}.jpg`,
        size: picture.length,
      },
      overrideAccess: true,
      context: seedContext(),
    })
    const data: Omit<Programme, 'id' | 'createdAt' | 'updatedAt'> = {
      name: p.name,
      slug: p.slug,
      nimCode: p.nimCode,
      faculty: facultyIds[p.faculty]!,
      category: categories['program-sarjana']!,
      degree: 'S1',
      accreditation: p.accreditation,
      accreditationBody: p.accreditationBody,
      image: image.id,
      summary: p.summary,
      description: paragraphsToLexical(p.paragraphs),
      careerProspects: p.careers.map((title) => ({ title })),
      curriculumHighlights: p.curriculum.map(([title, description]) => ({ title, description })),
      _status: 'published',
    }
    await payload.create({
      collection: 'programmes',
      data,
      overrideAccess: true,
      context: seedContext(),
    })
  }
}
