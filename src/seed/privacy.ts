import type { Payload } from 'payload'
import { seedContext } from './context'
import { blocksToLexical } from './pages'
import { monthDay, noon, type SeedClock } from './clock'

/**
 * The demo privacy notice (version 1) at /kebijakan-privasi: what is collected, why, the lawful
 * basis, how long, who receives it, the data protection contact and the rights (UU No. 27 Tahun
 * 2022). The retention periods are the ones docs/privacy.md describes; staff adapt the text.
 */
export const privacyNotice = {
  version: 1,
  summary:
    'Universitas Teknologi Bandung memproses data pribadi calon mahasiswa dan pengunjung hanya ' +
    'untuk penerimaan mahasiswa baru dan layanan situs ini, sesuai UU No. 27 Tahun 2022 tentang ' +
    'Pelindungan Data Pribadi. Anda dapat mengunduh data Anda, memintanya dihapus, dan menarik ' +
    'persetujuan kapan saja.',
  blocks: [
    '## Data yang kami kumpulkan',
    '- Akun pendaftar: nama lengkap, email, nomor WhatsApp dan kata sandi (disimpan tersandi).',
    '- Formulir pendaftaran: jenis kelamin, tempat dan tanggal lahir, NIK, agama, alamat, tinggi ' +
      'badan, pendidikan, nama dan nomor HP orang tua/wali, pernyataan kesehatan, buta warna dan SKCK.',
    '- Berkas: bukti pembayaran, pas foto, KTP atau Kartu Keluarga, ijazah dan SKCK.',
    '- Pengunjung situs: pilihan cookie dengan ID acak, statistik kunjungan (hanya dengan izin ' +
      'cookie analitik, alamat IP disamarkan), kecepatan halaman yang diukur peramban Anda (hanya ' +
      'dengan izin cookie analitik; jenis halaman dan perangkat, tanpa alamat halaman, IP atau ' +
      'identitas) dan pesan yang Anda kirim lewat formulir kontak.',
    '## Untuk apa data dipakai',
    'Memverifikasi pembayaran, menilai persyaratan jalur pendaftaran, menjadwalkan tes, ' +
      'mengumumkan hasil seleksi dan mengembalikan biaya pendaftaran bila Anda tidak diterima. ' +
      'Kami tidak memakai data Anda untuk iklan dan tidak menjualnya.',
    '## Dasar pemrosesan',
    '- Persetujuan Anda saat membuat akun (pasal 20 ayat 2 huruf a UU PDP), yang tercatat beserta ' +
      'versi kebijakan ini dan waktunya.',
    '- Pelaksanaan perjanjian pendaftaran yang Anda ajukan (pasal 20 ayat 2 huruf b).',
    '- Kewajiban hukum, misalnya pembukuan pembayaran (pasal 20 ayat 2 huruf c).',
    '- Calon mahasiswa yang berusia di bawah 18 tahun pada tanggal acuan memerlukan persetujuan ' +
      'orang tua/wali (pasal 25).',
    '## Berapa lama data disimpan',
    'Data pendaftaran disimpan selama periode penerimaan dan paling lama dua tahun sesudahnya, ' +
      'kecuali yang wajib disimpan lebih lama menurut peraturan (misalnya bukti pembayaran untuk ' +
      'pembukuan). Berkas yang tidak terpakai dihapus otomatis setelah satu hari. Catatan ' +
      'persetujuan disimpan selama data yang bergantung padanya masih ada.',
    '## Siapa yang menerima data',
    'Hanya panitia penerimaan dan admin UTB, dengan hak akses sesuai tugasnya; setiap kali staf ' +
      'membuka data atau berkas Anda, aksesnya tercatat. Penyedia layanan kami (server, email dan ' +
      'penyimpanan berkas di Indonesia) memproses data hanya atas perintah kami. Data tidak ' +
      'diberikan kepada pihak lain kecuali diwajibkan oleh hukum.',
    '## Hak Anda dan cara memakainya',
    '- Mengetahui dan mendapatkan salinan data: unduh semua data Anda di halaman Data Saya ' +
      '(/daftar/data-saya).',
    '- Memperbaiki data: ubah formulir sebelum dikirim; sesudahnya hubungi panitia.',
    '- Menghapus data: ajukan permintaan penghapusan di halaman Data Saya; kami menanggapinya ' +
      'paling lambat 3 × 24 jam.',
    '- Menarik persetujuan cookie kapan saja melalui tautan "Pengaturan cookie" di bagian bawah ' +
      'setiap halaman.',
    '- Mengajukan keberatan atau pengaduan kepada kontak pelindungan data pribadi di bawah ini.',
    '## Bila terjadi kebocoran data',
    'Kami memberi tahu Anda dan lembaga pengawas pelindungan data pribadi paling lambat 3 × 24 ' +
      'jam setelah kebocoran diketahui, beserta data yang terdampak dan langkah yang kami ambil.',
    '## Perubahan kebijakan',
    'Setiap perubahan isi kebijakan diberi nomor versi baru. Anda akan diminta menyetujui lagi ' +
      'saat masuk ke akun pendaftar, dan banner cookie akan muncul kembali.',
  ],
  contact: {
    name: 'Pejabat Pelindungan Data Pribadi UTB',
    email: 'privasi@utb.ac.id',
    phone: '(022) 8888 1234',
    address: 'Jl. Soekarno-Hatta No. 378, Bandung 40266',
  },
}

/**
 * Fills the privacy notice once, if no one has written its text yet; in force since the first day
 * of the seed's month.
 */
export async function seedPrivacyNotice(payload: Payload, clock: SeedClock) {
  const current = await payload.findGlobal({
    slug: 'privacy-notice',
    depth: 0,
    overrideAccess: true,
  })
  if (current.content) return
  const { blocks, ...data } = privacyNotice
  await payload.updateGlobal({
    slug: 'privacy-notice',
    data: {
      ...data,
      effectiveDate: noon(monthDay(clock, 0, 1)),
      content: blocksToLexical(blocks) as never,
    },
    overrideAccess: true,
    context: seedContext(),
  })
}
