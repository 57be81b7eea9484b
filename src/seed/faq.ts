import type { Payload } from 'payload'
import type { Faq } from '@/payload-types'
import { seedContext } from './context'

type SeedFaq = Pick<Faq, 'question' | 'answer' | 'topic'>

// Answers follow the specification: fee and refund, tracks and requirements.
export const faqs: SeedFaq[] = [
  {
    topic: 'pendaftaran',
    question: 'Jalur pendaftaran apa saja yang tersedia di UTB?',
    answer:
      'UTB membuka tiga jalur: Reguler untuk lulusan SMA/SMK yang ingin ' +
      'kuliah penuh waktu, Magang (pemagangan) yang memadukan kuliah dengan ' +
      'kerja di perusahaan mitra, dan Jepang yang menyiapkan peserta untuk ' +
      'bekerja dan belajar di Jepang. Pilih jalur di halaman Daftar.',
  },
  {
    topic: 'pendaftaran',
    question: 'Apa saja persyaratan calon mahasiswa?',
    answer:
      'Laki-laki atau perempuan berusia 17 sampai 23 tahun; lulusan SMA, SMK atau ' +
      'sederajat; tinggi badan minimal 160 cm; tidak buta warna; tidak pernah terlibat ' +
      'tindak pidana (dibuktikan dengan SKCK); serta sehat jasmani dan rohani.',
  },
  {
    topic: 'pendaftaran',
    question: 'Bagaimana langkah-langkah mendaftar secara daring?',
    answer:
      'Buat akun di halaman Daftar, masuk, pilih jalur, bayar biaya pendaftaran ' +
      'melalui transfer bank, unggah bukti pembayaran, lalu lengkapi formulir ' +
      'data diri. Status pendaftaran dapat dipantau di dasbor pendaftar.',
  },
  {
    topic: 'pendaftaran',
    question: 'Apakah lulusan SMK bisa mendaftar ke program studi teknik?',
    answer:
      'Bisa. Lulusan SMK dari semua jurusan dapat mendaftar ke seluruh ' +
      'program studi. Mahasiswa baru mendapat kelas matrikulasi ' +
      'matematika dan fisika pada awal semester bila diperlukan.',
  },
  {
    topic: 'biaya',
    question: 'Berapa biaya pendaftaran dan apakah bisa dikembalikan?',
    answer:
      'Biaya pendaftaran Rp 300.000, dibayar melalui transfer ' +
      'bank ke rekening atas nama yayasan. Biaya ini dikembalikan ' +
      '100% bila pendaftar tidak diterima atau tidak lulus tes.',
  },
  {
    topic: 'biaya',
    question: 'Apakah biaya kuliah bisa dicicil?',
    answer:
      'Bisa. Biaya pendidikan per semester dapat dicicil hingga tiga kali tanpa ' +
      'bunga. Rincian biaya tiap program studi ada di halaman Biaya Pendidikan.',
  },
  {
    topic: 'biaya',
    question: 'Beasiswa apa saja yang ditawarkan?',
    answer:
      'Tersedia beasiswa prestasi akademik, prestasi nonakademik, ' +
      'KIP Kuliah, dan beasiswa mitra industri untuk jalur magang. ' +
      'Informasi syarat dan jadwalnya ada di halaman Beasiswa.',
  },
  {
    topic: 'akademik',
    question: 'Berapa lama masa studi program sarjana?',
    answer:
      'Program Sarjana (S1) dirancang selama 8 semester (4 tahun) dengan beban 144 ' +
      'SKS. Mahasiswa berprestasi dapat lulus lebih cepat, paling singkat 7 semester.',
  },
  {
    topic: 'akademik',
    question: 'Apakah tersedia kelas karyawan atau kelas malam?',
    answer:
      'Ya, Program Studi Teknik Informatika, Sistem Informasi dan Bisnis Digital membuka ' +
      'kelas karyawan pada Senin sampai Jumat pukul 18.30–21.30 WIB dan Sabtu pagi.',
  },
  {
    topic: 'akademik',
    question: 'Bagaimana program magang dan kerja sama industri berjalan?',
    answer:
      'Mahasiswa mengikuti magang bersertifikat selama satu semester ' +
      'di perusahaan mitra. Pusat Karir UTB membantu mencarikan tempat ' +
      'magang dan menerbitkan informasinya di halaman Info Magang.',
  },
  {
    topic: 'kampus',
    question: 'Di mana lokasi kampus UTB?',
    answer:
      'Kampus UTB berada di Kota Bandung dan mudah dijangkau dengan angkutan kota maupun ' +
      'bus Trans Metro Bandung. Petunjuk arah lengkap ada di halaman Lokasi Kampus.',
  },
  {
    topic: 'kampus',
    question: 'Apakah UTB menyediakan asrama atau bantuan mencari tempat tinggal?',
    answer:
      'UTB belum memiliki asrama sendiri, tetapi Bagian Kemahasiswaan ' +
      'menyediakan daftar indekos terverifikasi di sekitar kampus ' +
      'dengan kisaran harga Rp 800.000 sampai Rp 1.500.000 per bulan.',
  },
]

/** Seed piece "faq": 12 questions over the four topics; skips questions that exist. */
export async function seedFaqs(payload: Payload): Promise<void> {
  for (const [i, faq] of faqs.entries()) {
    const exists = await payload.count({
      collection: 'faqs',
      where: { question: { equals: faq.question } },
      overrideAccess: true,
    })
    if (exists.totalDocs === 0)
      await payload.create({
        collection: 'faqs',
        data: { ...faq, order: i + 1 },
        overrideAccess: true,
        context: seedContext(),
      })
  }
}
