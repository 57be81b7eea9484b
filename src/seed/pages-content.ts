/**
 * Demo narrative pages for UTB. Blocks: "## " starts a heading, "- " a bullet item, anything
 * else is a paragraph. Fictional but plausible facts; staff replace them in the CMS.
 */
export type PageSeed = {
  path: string
  title: string
  summary: string
  blocks: string[]
  mapEmbedUrl?: string
}

export const pagesContent: PageSeed[] = [
  {
    path: '/tentang-utb/sejarah',
    title: 'Sejarah',
    summary:
      'Perjalanan Universitas Teknologi Bandung dari akademi komputer kecil menjadi universitas teknologi.',
    blocks: [
      'Universitas Teknologi Bandung (UTB) berawal dari Akademi Komputer ' +
        'Bandung yang didirikan pada 2003 oleh sekelompok praktisi industri ' +
        'perangkat lunak di Jalan Soekarno-Hatta. Dengan dua ruang kelas dan satu ' +
        'laboratorium, akademi ini menerima 86 mahasiswa pada angkatan pertamanya.',
      '## Menjadi sekolah tinggi',
      'Pada 2009 akademi berkembang menjadi Sekolah Tinggi Teknologi Bandung dengan ' +
        'program studi Teknik Informatika dan Sistem Informasi. Kerja sama magang dengan ' +
        'perusahaan di kawasan industri Bandung Raya menjadi ciri khas sejak saat itu.',
      '## Universitas Teknologi Bandung',
      'Izin perubahan bentuk menjadi universitas terbit pada 2018. Kini UTB ' +
        'memiliki dua fakultas, enam program studi, dan lebih dari 4.000 ' +
        'mahasiswa aktif, termasuk peserta jalur magang dan jalur Jepang yang ' +
        'menyiapkan lulusan bekerja di industri manufaktur dan teknologi Jepang.',
    ],
  },
  {
    path: '/tentang-utb/visi-misi',
    title: 'Visi & Misi',
    summary: 'Visi, misi dan tujuan Universitas Teknologi Bandung.',
    blocks: [
      '## Visi',
      'Menjadi universitas teknologi terapan yang unggul di Asia Tenggara pada 2035, ' +
        'menghasilkan lulusan yang siap kerja, berkarakter, dan berjiwa wirausaha.',
      '## Misi',
      '- Menyelenggarakan pendidikan berbasis proyek dan magang industri.',
      '- Melaksanakan penelitian terapan yang menjawab kebutuhan industri dan masyarakat Jawa Barat.',
      '- Mengembangkan kerja sama internasional, khususnya dengan mitra industri di Jepang.',
      '- Membangun tata kelola kampus yang transparan, akuntabel, dan ramah lingkungan.',
    ],
  },
  {
    path: '/tentang-utb/identitas',
    title: 'Identitas',
    summary: 'Makna logo, warna dan identitas visual Universitas Teknologi Bandung.',
    blocks: [
      'Logo UTB berbentuk perisai biru tua dengan huruf UTB berwarna emas. ' +
        'Perisai melambangkan integritas akademik, biru tua melambangkan ' +
        'kedalaman ilmu, dan emas melambangkan semangat berkarya.',
      '## Warna resmi',
      '- Biru UTB: #102F80',
      '- Emas UTB: #FBBF24',
      '- Putih: #FFFFFF',
      'Berkas logo dalam berbagai format tersedia di halaman Unduh Logo.',
    ],
  },
  {
    path: '/tentang-utb/akreditasi',
    title: 'Akreditasi',
    summary: 'Status akreditasi institusi dan program studi Universitas Teknologi Bandung.',
    blocks: [
      'Universitas Teknologi Bandung terakreditasi Baik Sekali oleh Badan ' +
        'Akreditasi Nasional Perguruan Tinggi (BAN-PT). Seluruh program studi telah ' +
        'terakreditasi oleh BAN-PT atau lembaga akreditasi mandiri yang berwenang.',
      '## Program studi',
      '- S1 Teknik Informatika — Unggul (LAM INFOKOM)',
      '- S1 Sistem Informasi — Baik Sekali (LAM INFOKOM)',
      '- S1 Teknik Elektro — Baik Sekali (LAM Teknik)',
      '- S1 Teknik Industri — Baik (LAM Teknik)',
      '- S1 Bisnis Digital — Baik (BAN-PT)',
      '- S1 Desain Komunikasi Visual — Baik Sekali (BAN-PT)',
      'Sertifikat akreditasi dapat diminta melalui Bagian Penjaminan Mutu.',
    ],
  },
  {
    path: '/tentang-utb/fasilitas-layanan',
    title: 'Fasilitas & Layanan',
    summary: 'Laboratorium, perpustakaan, dan layanan mahasiswa di kampus UTB.',
    blocks: [
      '## Fasilitas',
      '- 14 laboratorium komputer, jaringan, elektronika, dan IoT',
      '- Laboratorium kecerdasan buatan dengan server GPU',
      '- Perpustakaan digital dengan akses jurnal internasional',
      '- Studio desain dan produksi video',
      '- Pusat bahasa Jepang dan ruang simulasi kerja',
      '## Layanan',
      '- Layanan akademik terpadu (Senin–Jumat, 08.00–16.00 WIB)',
      '- Konseling dan layanan kesehatan mahasiswa',
      '- Pusat karier dan penempatan magang',
    ],
  },
  {
    path: '/tentang-utb/kerja-sama',
    title: 'Kerja Sama',
    summary: 'Mitra industri, pemerintah dan perguruan tinggi Universitas Teknologi Bandung.',
    blocks: [
      'UTB menjalin lebih dari 120 kerja sama aktif dengan industri, pemerintah ' +
        'daerah, dan perguruan tinggi di dalam dan luar negeri. Kerja sama mencakup ' +
        'magang, penelitian bersama, kurikulum industri, dan penempatan kerja lulusan.',
      '## Bidang kerja sama',
      '- Program magang bersertifikat dengan perusahaan manufaktur dan teknologi',
      '- Jalur Jepang bersama lembaga pelatihan dan perusahaan mitra di Jepang',
      '- Penelitian terapan dengan pemerintah Kota Bandung dan Provinsi Jawa Barat',
    ],
  },
  {
    path: '/tentang-utb/struktur-organisasi',
    title: 'Struktur Organisasi',
    summary: 'Pimpinan dan unit kerja Universitas Teknologi Bandung.',
    blocks: [
      'Universitas dipimpin oleh Rektor yang dibantu tiga Wakil Rektor: bidang akademik, ' +
        'bidang keuangan dan sumber daya, serta bidang kemahasiswaan dan kerja sama.',
      '## Unit kerja',
      '- Fakultas Teknik dan Ilmu Komputer',
      '- Fakultas Bisnis dan Desain',
      '- Lembaga Penelitian dan Pengabdian kepada Masyarakat',
      '- Lembaga Penjaminan Mutu',
      '- Biro Administrasi Akademik dan Kemahasiswaan',
      '- Pusat Karier dan Alumni',
    ],
  },
  {
    path: '/pusat-karir/tracer-study',
    title: 'Tracer Study',
    summary: 'Survei penelusuran lulusan Universitas Teknologi Bandung.',
    blocks: [
      'Tracer study menelusuri kiprah lulusan UTB satu hingga dua ' +
        'tahun setelah wisuda. Hasilnya dipakai untuk memperbaiki ' +
        'kurikulum, layanan karier, dan kerja sama industri.',
      '## Hasil tracer study 2025',
      '- 87% lulusan bekerja atau berwirausaha dalam enam bulan setelah lulus',
      '- Rata-rata masa tunggu kerja pertama 3,4 bulan',
      '- 92% lulusan bekerja di bidang yang sesuai dengan program studinya',
      'Alumni angkatan 2024 dan 2025 diundang mengisi kuesioner ' +
        'melalui tautan yang dikirim Pusat Karier ke email masing-masing.',
    ],
  },
  {
    path: '/campus-location',
    title: 'Lokasi Kampus',
    summary: 'Alamat kampus UTB dan cara menuju ke sana dengan kendaraan umum maupun pribadi.',
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html' +
      '?bbox=107.585%2C-6.952%2C107.605%2C-6.938&layer=mapnik&marker=-6.945%2C107.595',
    blocks: [
      'Kampus utama UTB berada di Jl. Soekarno-Hatta No. 378, Kebon Lega, Bojongloa ' +
        'Kidul, Kota Bandung 40235. Kampus Dago digunakan untuk program bisnis dan desain.',
      '## Cara menuju kampus',
      '- Dari Stasiun Bandung: naik Trans Metro Bandung koridor 2 ke ' +
        'arah Soekarno-Hatta, turun di halte Kebon Lega (± 35 menit).',
      '- Dari Terminal Leuwipanjang: berjalan kaki atau naik angkot jurusan Leuwipanjang–Cicaheum, ± 10 menit.',
      '- Dari Tol Purbaleunyi: keluar di gerbang tol Mohammad Toha, lalu ke arah barat di Jl. Soekarno-Hatta ± 2 km.',
      'Parkir mobil dan motor tersedia di gedung parkir kampus dengan akses dari Jl. Kebon Lega.',
    ],
  },
]
