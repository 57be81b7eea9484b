/**
 * Demo news of Universitas Teknologi Bandung: 30 published articles over the last 12 months
 * and one draft. Dates are days before the seeding day so the demo never looks stale.
 */
export const newsCategories = [
  { name: 'Kampus', slug: 'kampus', order: 1 },
  { name: 'Akademik', slug: 'akademik', order: 2 },
  { name: 'Prestasi', slug: 'prestasi', order: 3 },
  { name: 'Kerja Sama', slug: 'kerja-sama', order: 4 },
  { name: 'Kemahasiswaan', slug: 'kemahasiswaan', order: 5 },
  { name: 'Penelitian', slug: 'penelitian', order: 6 },
  { name: 'Pengabdian Masyarakat', slug: 'pengabdian-masyarakat', order: 7 },
  // Seeded eighth, so on a fresh database it has id 8: the fixed list of the content API
  // (limit=71&offset=0&category=8) names it by id, as the original site's data did.
  { name: 'Pengumuman', slug: 'pengumuman', order: 8 },
] as const

export type CategorySlug = (typeof newsCategories)[number]['slug']

export type SeedArticle = {
  title: string
  slug?: string
  category: CategorySlug
  daysAgo: number
  author: string
  excerpt: string
  paragraphs: string[]
  headline?: boolean
  achievement?: 'institutional' | 'student'
  gallery?: boolean
  video?: { title: string; url: string }
  draft?: boolean
}

const CLOSING: Record<CategorySlug, string> = {
  kampus:
    'Informasi lebih lanjut mengenai kegiatan kampus dapat diperoleh melalui Biro Humas ' +
    'UTB di Gedung Rektorat lantai 2 atau melalui kanal media sosial resmi universitas.',
  akademik:
    'Mahasiswa yang membutuhkan penjelasan tambahan dapat menghubungi bagian akademik ' +
    'fakultas masing-masing pada jam kerja, Senin sampai Jumat pukul 08.00–16.00 WIB.',
  prestasi:
    'Rektor UTB menyampaikan apresiasi dan berharap capaian ini memacu ' +
    'sivitas akademika lain untuk terus berkarya dan mengharumkan nama ' +
    'Bandung di tingkat nasional maupun internasional.',
  'kerja-sama':
    'Kerja sama ini akan dievaluasi setiap tahun oleh Kantor Kerja Sama dan Hubungan ' +
    'Internasional UTB agar manfaatnya terus dirasakan oleh mahasiswa dan dosen.',
  kemahasiswaan:
    'Bagian Kemahasiswaan UTB mengajak seluruh mahasiswa untuk aktif mengikuti ' +
    'kegiatan organisasi sebagai bekal kepemimpinan dan jejaring setelah lulus.',
  penelitian:
    'Lembaga Penelitian dan Pengabdian kepada Masyarakat (LPPM) UTB membuka konsultasi ' +
    'proposal hibah bagi dosen dan mahasiswa setiap Rabu di Gedung Riset lantai 1.',
  'pengabdian-masyarakat':
    'Warga dan mitra yang ingin mengusulkan kegiatan pengabdian bersama UTB dapat ' +
    'menghubungi LPPM UTB melalui surel resmi universitas.',
  pengumuman:
    'Pengumuman resmi UTB hanya disampaikan melalui situs ini dan kanal media sosial ' +
    'resmi universitas; abaikan informasi dari sumber lain.',
}

const a = (x: SeedArticle): SeedArticle => ({
  ...x,
  paragraphs: [...x.paragraphs, CLOSING[x.category]],
})

export const newsArticles: SeedArticle[] = [
  a({
    title: 'UTB Resmikan Laboratorium AI',
    slug: 'utb-resmikan-laboratorium-ai',
    category: 'kampus',
    daysAgo: 8,
    author: 'Humas UTB',
    headline: true,
    gallery: true,
    video: {
      title: 'Peresmian Laboratorium AI UTB',
      url: 'https://www.youtube.com/watch?v=Lab4iUTB2026',
    },
    excerpt:
      'Laboratorium AI seluas 240 meter persegi dengan 40 stasiun kerja GPU kini ' +
      'dapat digunakan mahasiswa Informatika, Sistem Informasi dan Teknik Elektro.',
    paragraphs: [
      'Universitas Teknologi Bandung meresmikan Laboratorium Kecerdasan Artifisial di ' +
        'Gedung Teknologi lantai 4. Peresmian ditandai dengan pengguntingan pita oleh ' +
        'Rektor UTB bersama perwakilan pemerintah Provinsi Jawa Barat dan mitra industri.',
      'Laboratorium seluas 240 meter persegi ini dilengkapi 40 stasiun kerja ' +
        'dengan kartu grafis untuk pelatihan model, ruang diskusi, serta server ' +
        'bersama yang dapat diakses mahasiswa dari mana saja melalui jaringan kampus.',
      'Menurut Dekan Fakultas Teknologi Informasi, laboratorium akan dipakai untuk mata ' +
        'kuliah pembelajaran mesin, visi komputer dan pemrosesan bahasa alami, sekaligus ' +
        'menjadi pusat riset dosen yang bekerja sama dengan industri di Bandung Raya.',
    ],
  }),
  a({
    title: 'Penerimaan Mahasiswa Baru Gelombang Kedua Resmi Dibuka',
    category: 'pengumuman',
    daysAgo: 4,
    author: 'Panitia PMB',
    headline: true,
    excerpt:
      'Calon mahasiswa dapat mendaftar secara daring hingga akhir bulan depan dengan ' +
      'biaya pendaftaran Rp 300.000 yang dikembalikan penuh bila tidak diterima.',
    paragraphs: [
      'UTB membuka penerimaan mahasiswa baru gelombang kedua untuk jalur ' +
        'reguler, jalur magang dan jalur Jepang. Pendaftaran dilakukan ' +
        'sepenuhnya secara daring melalui laman pendaftaran resmi.',
      'Biaya pendaftaran sebesar Rp 300.000 dikembalikan 100 persen apabila ' +
        'calon mahasiswa tidak diterima atau tidak lulus tes seleksi. Pembayaran ' +
        'dilakukan melalui transfer bank ke rekening atas nama institusi.',
      'Panitia juga membuka layanan konsultasi program studi setiap Sabtu di lobi ' +
        'kampus bagi calon mahasiswa dan orang tua yang ingin berdiskusi langsung.',
    ],
  }),
  a({
    title: 'Gedung Perpustakaan Baru UTB Kini Buka 24 Jam',
    category: 'kampus',
    daysAgo: 30,
    author: 'Rina Marlina',
    gallery: true,
    excerpt:
      'Perpustakaan tiga lantai dengan ruang belajar senyap, ruang ' +
      'kolaborasi dan koleksi digital kini melayani mahasiswa sepanjang hari.',
    paragraphs: [
      'Gedung perpustakaan baru UTB resmi beroperasi penuh selama ' +
        '24 jam pada hari kerja. Mahasiswa cukup memindai kartu ' +
        'mahasiswa untuk masuk di luar jam layanan pustakawan.',
      'Lantai pertama menyediakan ruang kolaborasi dengan layar ' +
        'presentasi, lantai kedua koleksi cetak teknik dan komputer, ' +
        'sedangkan lantai ketiga dikhususkan sebagai ruang belajar senyap.',
    ],
  }),
  a({
    title: 'Kampus UTB Pasang Panel Surya 150 kWp',
    category: 'kampus',
    daysAgo: 55,
    author: 'Humas UTB',
    excerpt:
      'Atap tiga gedung kini menghasilkan listrik tenaga surya ' +
      'yang memenuhi sekitar 30 persen kebutuhan energi kampus.',
    paragraphs: [
      'Sebagai bagian dari program kampus hijau, UTB memasang panel surya berkapasitas ' +
        '150 kWp di atap Gedung Rektorat, Gedung Teknologi dan perpustakaan.',
      'Data produksi listrik ditampilkan secara langsung di lobi dan menjadi bahan ' +
        'praktikum mahasiswa Teknik Elektro pada mata kuliah energi terbarukan.',
    ],
  }),
  a({
    title: 'Wisuda ke-18 UTB Luluskan 1.240 Sarjana dan Ahli Madya',
    category: 'kampus',
    daysAgo: 90,
    author: 'Humas UTB',
    gallery: true,
    video: {
      title: 'Sidang Terbuka Wisuda ke-18 UTB',
      url: 'https://www.youtube.com/watch?v=WisudaUTB18x',
    },
    excerpt:
      'Sidang terbuka wisuda di Sasana Budaya Ganesha dihadiri lebih dari 4.000 orang tua dan tamu undangan.',
    paragraphs: [
      'UTB menggelar wisuda ke-18 yang meluluskan 1.240 sarjana ' +
        'dan ahli madya dari enam fakultas. Lulusan terbaik berasal ' +
        'dari Program Studi Teknik Informatika dengan IPK 3,97.',
      'Dalam sambutannya, Rektor mengingatkan para wisudawan ' +
        'bahwa teknologi berubah cepat sehingga kemauan untuk ' +
        'terus belajar menjadi bekal paling penting di dunia kerja.',
    ],
  }),
  a({
    title: 'UTB Gelar Campus Tour untuk 600 Siswa SMA dan SMK se-Jawa Barat',
    category: 'kampus',
    daysAgo: 140,
    author: 'Dewi Kartika',
    excerpt:
      'Siswa diajak berkeliling laboratorium, mencoba robot pembelajaran ' +
      'dan berdialog dengan mahasiswa tentang kehidupan kampus.',
    paragraphs: [
      'Sebanyak 600 siswa dari 24 SMA dan SMK di Jawa Barat ' +
        'mengikuti campus tour UTB. Mereka mengunjungi laboratorium ' +
        'jaringan, studio desain dan bengkel otomasi industri.',
      'Kegiatan ditutup dengan sesi tanya jawab bersama mahasiswa ' +
        'berprestasi mengenai beasiswa, kegiatan organisasi dan peluang magang.',
    ],
  }),
  a({
    title: 'Layanan Klinik Kesehatan Kampus Diperluas untuk Mahasiswa',
    category: 'kampus',
    daysAgo: 230,
    author: 'Humas UTB',
    excerpt:
      'Klinik kampus kini melayani konsultasi psikologi dan ' +
      'pemeriksaan gigi tanpa biaya tambahan bagi mahasiswa aktif.',
    paragraphs: [
      'Klinik kesehatan UTB menambah layanan konsultasi psikologi dan poli ' +
        'gigi. Mahasiswa aktif dapat membuat janji temu melalui portal akademik.',
      'Layanan konseling didampingi psikolog berlisensi dan dijamin ' +
        'kerahasiaannya, sebagai bagian dari program kesejahteraan mahasiswa.',
    ],
  }),
  a({
    title: 'Kalender Akademik Semester Genap Telah Terbit',
    category: 'pengumuman',
    daysAgo: 18,
    author: 'Biro Akademik',
    excerpt:
      'Perkuliahan semester genap dimulai pekan depan; pengisian Kartu Rencana Studi dibuka selama satu minggu.',
    paragraphs: [
      'Biro Akademik UTB menerbitkan kalender akademik semester genap. Pengisian ' +
        'Kartu Rencana Studi dilakukan secara daring dan harus disetujui dosen wali.',
      'Ujian tengah semester dijadwalkan pada minggu kedelapan, sedangkan ' +
        'ujian akhir semester pada minggu keenam belas perkuliahan.',
    ],
  }),
  a({
    title: 'Program Studi Sains Data Raih Akreditasi Unggul',
    category: 'akademik',
    daysAgo: 45,
    author: 'Humas UTB',
    achievement: 'institutional',
    excerpt:
      'LAM INFOKOM menetapkan akreditasi Unggul untuk Program ' +
      'Studi Sains Data, hanya tiga tahun setelah program dibuka.',
    paragraphs: [
      'Program Studi Sains Data UTB memperoleh akreditasi Unggul dari Lembaga ' +
        'Akreditasi Mandiri Informatika dan Komputer. Penilaian mencakup ' +
        'kurikulum, kualitas dosen, penelitian dan kepuasan pengguna lulusan.',
      'Kaprodi Sains Data menyebut kurikulum berbasis proyek industri ' +
        'dan laboratorium komputasi menjadi kekuatan utama dalam penilaian.',
    ],
  }),
  a({
    title: 'UTB Terapkan Kurikulum Merdeka Belajar dengan Magang Satu Semester',
    category: 'akademik',
    daysAgo: 120,
    author: 'Biro Akademik',
    excerpt:
      'Mahasiswa semester enam dapat mengonversi magang di industri menjadi 20 SKS mata kuliah.',
    paragraphs: [
      'Mulai tahun akademik ini, seluruh program studi sarjana UTB ' +
        'membuka skema magang satu semester yang setara dengan 20 SKS.',
      'Mahasiswa dibimbing oleh dosen pembimbing dan mentor dari ' +
        'perusahaan, dengan laporan akhir yang dinilai bersama kedua pihak.',
    ],
  }),
  a({
    title: 'Kuliah Umum: Keamanan Siber untuk Layanan Publik',
    category: 'akademik',
    daysAgo: 170,
    author: 'Fakultas Teknologi Informasi',
    video: {
      title: 'Kuliah Umum Keamanan Siber',
      url: 'https://www.youtube.com/watch?v=SiberUTB2025',
    },
    excerpt:
      'Praktisi dari Badan Siber dan Sandi Negara membagikan pengalaman ' +
      'menangani serangan terhadap layanan pemerintah daerah.',
    paragraphs: [
      'Fakultas Teknologi Informasi UTB menghadirkan praktisi keamanan siber dalam ' +
        'kuliah umum yang diikuti lebih dari 500 mahasiswa secara luring dan daring.',
      'Materi meliputi manajemen insiden, keamanan aplikasi web ' +
        'dan pentingnya budaya sadar keamanan di instansi publik.',
    ],
  }),
  a({
    title: 'Dosen Teknik Elektro UTB Raih Hibah Penelitian Nasional',
    category: 'penelitian',
    daysAgo: 210,
    author: 'LPPM UTB',
    achievement: 'institutional',
    excerpt:
      'Penelitian sistem pemantauan kualitas air berbasis sensor murah untuk Sungai Citarum didanai selama dua tahun.',
    paragraphs: [
      'Tim dosen Teknik Elektro UTB memperoleh hibah ' +
        'penelitian nasional untuk mengembangkan jaringan sensor ' +
        'pemantau kualitas air di daerah aliran Sungai Citarum.',
      'Data sensor akan dibuka untuk pemerintah daerah dan komunitas ' +
        'lingkungan melalui dasbor daring yang dikembangkan mahasiswa.',
    ],
  }),
  a({
    title: 'Jadwal Sidang Tugas Akhir Periode Juli Diumumkan',
    category: 'pengumuman',
    daysAgo: 300,
    author: 'Biro Akademik',
    excerpt:
      'Pendaftaran sidang ditutup dua minggu sebelum pelaksanaan; berkas diunggah melalui portal akademik.',
    paragraphs: [
      'Biro Akademik mengumumkan jadwal sidang tugas akhir periode Juli untuk seluruh program studi.',
      'Mahasiswa wajib melampirkan lembar persetujuan pembimbing ' +
        'dan hasil pemeriksaan kemiripan naskah saat mendaftar.',
    ],
  }),
  a({
    title: 'Tim Robotika UTB Juara 1 Kontes Robot Indonesia Regional',
    category: 'prestasi',
    daysAgo: 9,
    author: 'Humas UTB',
    achievement: 'student',
    headline: true,
    gallery: true,
    excerpt:
      'Robot pemadam api karya mahasiswa Teknik Elektro dan Informatika tampil tercepat di babak final.',
    paragraphs: [
      'Tim robotika UTB meraih juara pertama Kontes Robot Indonesia tingkat regional ' +
        'kategori robot pemadam api. Robot mereka menyelesaikan lintasan dalam 41 detik.',
      'Tim yang terdiri atas lima mahasiswa kini bersiap menghadapi ' +
        'tingkat nasional dengan memperbaiki sistem navigasi berbasis lidar.',
    ],
  }),
  a({
    title: 'Mahasiswa Informatika Juarai Hackathon Smart City Bandung',
    category: 'prestasi',
    daysAgo: 40,
    author: 'Dewi Kartika',
    achievement: 'student',
    excerpt:
      'Aplikasi pelaporan jalan rusak berbasis foto dan peta karya tim UTB mengungguli 80 tim lain.',
    paragraphs: [
      'Tim mahasiswa Teknik Informatika UTB menjuarai hackathon Smart ' +
        'City yang diselenggarakan Pemerintah Kota Bandung. Aplikasi mereka ' +
        'memudahkan warga melaporkan jalan rusak dengan foto dan lokasi.',
      'Dinas terkait tertarik melanjutkan aplikasi tersebut sebagai proyek percontohan di dua kecamatan.',
    ],
  }),
  a({
    title: 'Mahasiswa DKV UTB Raih Emas di Kompetisi Desain Asia Tenggara',
    category: 'prestasi',
    daysAgo: 75,
    author: 'Humas UTB',
    achievement: 'student',
    excerpt:
      'Poster kampanye hemat air karya mahasiswa Desain Komunikasi ' +
      'Visual menyisihkan 1.200 karya dari sembilan negara.',
    paragraphs: [
      'Mahasiswa Desain Komunikasi Visual UTB meraih medali emas pada ' +
        'kompetisi desain poster tingkat Asia Tenggara bertema perubahan iklim.',
      'Karya tersebut akan dipamerkan di Kuala Lumpur dan digunakan ' +
        'sebagai materi kampanye organisasi lingkungan regional.',
    ],
  }),
  a({
    title: 'UTB Masuk 50 Besar Perguruan Tinggi Swasta Terbaik Nasional',
    category: 'prestasi',
    daysAgo: 100,
    author: 'Humas UTB',
    achievement: 'institutional',
    excerpt:
      'Pemeringkatan kementerian menempatkan UTB di peringkat 37 perguruan tinggi swasta berdasarkan kinerja tridarma.',
    paragraphs: [
      'UTB menempati peringkat 37 dalam klasterisasi perguruan tinggi swasta nasional. ' +
        'Penilaian mencakup mutu lulusan, publikasi ilmiah, kerja sama dan tata kelola.',
      'Capaian ini naik 21 peringkat dibandingkan tahun sebelumnya, ' +
        'terutama berkat peningkatan publikasi internasional dosen.',
    ],
  }),
  a({
    title: 'Tim Esports UTB Juara Liga Mahasiswa Jawa Barat',
    category: 'prestasi',
    daysAgo: 130,
    author: 'Unit Kegiatan Mahasiswa',
    achievement: 'student',
    excerpt:
      'Tim esports UTB tidak terkalahkan sepanjang musim dan berhak tampil di putaran nasional.',
    paragraphs: [
      'Tim esports UTB menjuarai liga mahasiswa tingkat Jawa Barat setelah ' +
        'memenangkan seluruh pertandingan musim reguler dan babak gugur.',
      'Universitas mendukung tim dengan fasilitas latihan di gedung ' +
        'kegiatan mahasiswa serta pendampingan pelatih profesional.',
    ],
  }),
  a({
    title: 'Mahasiswa Sistem Informasi Lolos Pendanaan Program Kewirausahaan',
    category: 'prestasi',
    daysAgo: 190,
    author: 'Dewi Kartika',
    achievement: 'student',
    excerpt:
      'Usaha rintisan pencatatan keuangan UMKM berbasis WhatsApp ' +
      'karya mahasiswa UTB memperoleh modal usaha dari kementerian.',
    paragraphs: [
      'Tiga mahasiswa Sistem Informasi UTB lolos pendanaan program kewirausahaan ' +
        'mahasiswa dengan usaha rintisan pencatatan keuangan untuk UMKM.',
      'Layanan tersebut sudah digunakan oleh 120 pedagang di pasar tradisional sekitar kampus.',
    ],
  }),
  a({
    title: 'UTB Raih Penghargaan Kampus Hijau dari Pemerintah Provinsi',
    category: 'prestasi',
    daysAgo: 250,
    author: 'Humas UTB',
    achievement: 'institutional',
    excerpt:
      'Pengelolaan sampah terpadu dan panel surya mengantar UTB ' +
      'menjadi kampus terhijau kategori perguruan tinggi swasta.',
    paragraphs: [
      'Pemerintah Provinsi Jawa Barat menganugerahkan penghargaan Kampus Hijau ' +
        'kepada UTB atas program pengelolaan sampah terpadu dan efisiensi energi.',
      'Bank sampah yang dikelola mahasiswa mampu mengurangi sampah kampus hingga 60 persen.',
    ],
  }),
  a({
    title: 'Jurnal Teknologi UTB Terakreditasi SINTA 2',
    category: 'penelitian',
    daysAgo: 320,
    author: 'LPPM UTB',
    achievement: 'institutional',
    excerpt: 'Jurnal Teknologi dan Informatika UTB naik peringkat dari SINTA 3 menjadi SINTA 2.',
    paragraphs: [
      'Jurnal Teknologi dan Informatika yang dikelola LPPM UTB memperoleh akreditasi SINTA 2 dari kementerian.',
      'Kenaikan peringkat ini didukung oleh dewan penyunting dari lima negara dan proses penelaahan yang konsisten.',
    ],
  }),
  a({
    title: 'UTB dan Perusahaan Telekomunikasi Nasional Teken Kerja Sama Riset 5G',
    category: 'kerja-sama',
    daysAgo: 22,
    author: 'Kantor Kerja Sama',
    excerpt:
      'Kerja sama mencakup laboratorium bersama, magang mahasiswa dan riset aplikasi jaringan 5G untuk industri.',
    paragraphs: [
      'UTB menandatangani nota kesepahaman dengan perusahaan telekomunikasi ' +
        'nasional untuk riset dan pengembangan aplikasi jaringan 5G.',
      'Sebanyak 30 mahasiswa setiap tahun akan mendapat kesempatan ' +
        'magang di pusat inovasi perusahaan di Bandung dan Jakarta.',
    ],
  }),
  a({
    title: 'Kerja Sama dengan Universitas di Osaka Buka Jalur Studi Jepang',
    category: 'kerja-sama',
    daysAgo: 65,
    author: 'Kantor Kerja Sama',
    achievement: 'institutional',
    video: {
      title: 'Penandatanganan Kerja Sama UTB dan Osaka',
      url: 'https://www.youtube.com/watch?v=OsakaUTB2025',
    },
    excerpt:
      'Mahasiswa jalur Jepang dapat mengikuti program pertukaran ' +
      'satu semester dan magang di perusahaan manufaktur Jepang.',
    paragraphs: [
      'UTB menjalin kerja sama dengan universitas teknologi di Osaka yang ' +
        'membuka program pertukaran mahasiswa dan magang industri di Jepang.',
      'Sebelum berangkat, mahasiswa mengikuti pelatihan bahasa Jepang hingga level N4 di Pusat Bahasa UTB.',
    ],
  }),
  a({
    title: 'UTB Gandeng 12 Startup Bandung untuk Program Magang Berbayar',
    category: 'kerja-sama',
    daysAgo: 150,
    author: 'Pusat Karier UTB',
    excerpt:
      'Mahasiswa tingkat akhir dapat magang tiga hingga enam bulan dengan uang saku dan mentor khusus.',
    paragraphs: [
      'Pusat Karier UTB bekerja sama dengan 12 perusahaan rintisan di Bandung ' +
        'untuk menyediakan magang berbayar bagi mahasiswa tingkat akhir.',
      'Posisi yang ditawarkan antara lain pengembang perangkat ' +
        'lunak, analis data, desainer produk dan pemasaran digital.',
    ],
  }),
  a({
    title: 'Pemkot Bandung dan UTB Kembangkan Data Terbuka Kota',
    category: 'pengabdian-masyarakat',
    daysAgo: 260,
    author: 'Humas UTB',
    excerpt:
      'Dosen dan mahasiswa membantu menyusun standar data dan portal data terbuka Kota Bandung.',
    paragraphs: [
      'Pemerintah Kota Bandung dan UTB bekerja sama mengembangkan portal ' +
        'data terbuka yang memudahkan warga mengakses data pembangunan kota.',
      'Mahasiswa Sains Data terlibat dalam pembersihan data dan visualisasi sebagai bagian dari mata kuliah proyek.',
    ],
  }),
  a({
    title: 'Kerja Sama Sertifikasi Cloud untuk Mahasiswa dan Dosen',
    category: 'kerja-sama',
    daysAgo: 340,
    author: 'Fakultas Teknologi Informasi',
    excerpt:
      'Mahasiswa dapat mengikuti ujian sertifikasi cloud dengan potongan biaya dan pelatihan persiapan gratis.',
    paragraphs: [
      'UTB bekerja sama dengan penyedia layanan komputasi awan untuk memberikan ' +
        'pelatihan dan voucher ujian sertifikasi bagi mahasiswa dan dosen.',
      'Materi pelatihan diintegrasikan ke mata kuliah komputasi ' +
        'awan sehingga mahasiswa dapat bersertifikat sebelum lulus.',
    ],
  }),
  a({
    title: 'Pemilihan Ketua BEM UTB Berlangsung Daring dan Transparan',
    category: 'kemahasiswaan',
    daysAgo: 35,
    author: 'Bagian Kemahasiswaan',
    excerpt:
      'Partisipasi pemilih mencapai 72 persen dengan sistem pemungutan suara daring buatan mahasiswa sendiri.',
    paragraphs: [
      'Pemilihan Ketua Badan Eksekutif Mahasiswa UTB digelar secara ' +
        'daring selama dua hari dengan tingkat partisipasi 72 persen.',
      'Sistem pemungutan suara dikembangkan oleh Himpunan Mahasiswa ' +
        'Informatika dan diaudit oleh dosen keamanan sistem.',
    ],
  }),
  a({
    title: 'Mahasiswa Baru Ikuti PKKMB dengan Tema Teknologi untuk Negeri',
    category: 'kemahasiswaan',
    daysAgo: 110,
    author: 'Bagian Kemahasiswaan',
    gallery: true,
    excerpt:
      'Lebih dari 2.000 mahasiswa baru mengenal budaya akademik, layanan kampus dan organisasi kemahasiswaan.',
    paragraphs: [
      'Pengenalan Kehidupan Kampus bagi Mahasiswa Baru UTB diikuti lebih dari 2.000 peserta selama empat hari.',
      'Peserta mengikuti seminar anti-perundungan, pengenalan layanan akademik dan pameran unit kegiatan mahasiswa.',
    ],
  }),
  a({
    title: 'UKM Pecinta Alam UTB Tanam 5.000 Pohon di Kawasan Bandung Utara',
    category: 'pengabdian-masyarakat',
    daysAgo: 200,
    author: 'Unit Kegiatan Mahasiswa',
    achievement: 'student',
    excerpt:
      'Aksi penanaman bersama warga dan pemerintah desa menjadi bagian dari program konservasi daerah resapan air.',
    paragraphs: [
      'UKM Pecinta Alam UTB bersama warga menanam 5.000 bibit pohon ' +
        'di kawasan Bandung Utara yang menjadi daerah resapan air.',
      'Kegiatan ini meraih penghargaan aksi lingkungan mahasiswa terbaik dari dinas lingkungan hidup provinsi.',
    ],
  }),
  a({
    title: 'Festival Budaya Nusantara Meriahkan Kampus UTB',
    category: 'kemahasiswaan',
    daysAgo: 280,
    author: 'Bagian Kemahasiswaan',
    excerpt:
      'Mahasiswa dari 28 provinsi menampilkan tarian, kuliner dan pakaian adat daerah masing-masing.',
    paragraphs: [
      'Festival Budaya Nusantara menghadirkan penampilan seni dan ' +
        'bazar kuliner dari mahasiswa yang berasal dari 28 provinsi.',
      'Festival ini menjadi ruang mahasiswa perantau untuk saling mengenal dan memperkuat rasa kebersamaan di kampus.',
    ],
  }),
  a({
    title: 'Rencana Pembangunan Gedung Riset Terpadu (draf)',
    slug: 'rencana-gedung-riset-terpadu',
    category: 'kampus',
    daysAgo: 1,
    author: 'Humas UTB',
    draft: true,
    excerpt: 'Draf internal: rencana pembangunan gedung riset terpadu belum diumumkan.',
    paragraphs: ['Naskah ini masih draf dan tidak boleh tampil di situs publik.'],
  }),
]
