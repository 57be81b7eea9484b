/**
 * The golden set of the site search: queries a visitor types (typos, affixes, synonyms, several
 * words) and, per query, a section and the link that must be among its first three hits, on the
 * seeded demo content. tests/int/search.int.test.ts requires at least 95% to pass.
 */
export type Section = 'pages' | 'news' | 'programmes' | 'careers' | 'faqs'
export type GoldenCase = { q: string; section: Section; href: string; why: string }

const news = (category: string, slug: string) => `/tentang-utb/berita/${category}/${slug}`

export const GOLDEN: GoldenCase[] = [
  // exact words
  { q: 'beasiswa', section: 'pages', href: '/pendaftaran/beasiswa', why: 'exact' },
  { q: 'akreditasi', section: 'pages', href: '/tentang-utb/akreditasi', why: 'exact' },
  { q: 'sejarah', section: 'pages', href: '/tentang-utb/sejarah', why: 'exact' },
  {
    q: 'wisuda',
    section: 'news',
    href: news('kampus', 'wisuda-ke-18-utb-luluskan-1-240-sarjana-dan-ahli-madya'),
    why: 'exact',
  },
  {
    q: 'robotika',
    section: 'news',
    href: news('prestasi', 'tim-robotika-utb-juara-1-kontes-robot-indonesia-regional'),
    why: 'exact',
  },
  {
    q: 'hackathon',
    section: 'news',
    href: news('prestasi', 'mahasiswa-informatika-juarai-hackathon-smart-city-bandung'),
    why: 'exact',
  },
  {
    q: 'esports',
    section: 'news',
    href: news('prestasi', 'tim-esports-utb-juara-liga-mahasiswa-jawa-barat'),
    why: 'exact',
  },
  {
    q: 'cloud',
    section: 'careers',
    href: '/pusat-karir/pengembangan-dan-pelatihan/pelatihan-cloud-computing',
    why: 'exact',
  },
  { q: 'identitas', section: 'pages', href: '/tentang-utb/identitas', why: 'exact' },
  {
    q: 'dkv',
    section: 'news',
    href: news('prestasi', 'mahasiswa-dkv-utb-raih-emas-di-kompetisi-desain-asia-tenggara'),
    why: 'exact',
  },
  // typos (one typo in words of 5+ letters)
  { q: 'pendaftran', section: 'pages', href: '/pendaftaran', why: 'typo' },
  { q: 'beasiwa', section: 'pages', href: '/pendaftaran/beasiswa', why: 'typo' },
  { q: 'akreditas', section: 'pages', href: '/tentang-utb/akreditasi', why: 'typo' },
  { q: 'sejarh', section: 'pages', href: '/tentang-utb/sejarah', why: 'typo' },
  {
    q: 'wisda',
    section: 'news',
    href: news('kampus', 'wisuda-ke-18-utb-luluskan-1-240-sarjana-dan-ahli-madya'),
    why: 'typo',
  },
  {
    q: 'informatka',
    section: 'programmes',
    href: '/akademik/program-studi/teknik-informatika',
    why: 'typo',
  },
  {
    q: 'perkulihan',
    section: 'news',
    href: news('pengumuman', 'kalender-akademik-semester-genap-telah-terbit'),
    why: 'typo',
  },
  { q: 'magng', section: 'pages', href: '/pusat-karir/info-magang', why: 'typo' },
  {
    q: 'perpustakan',
    section: 'news',
    href: news('kampus', 'gedung-perpustakaan-baru-utb-kini-buka-24-jam'),
    why: 'typo',
  },
  {
    q: 'robotiak',
    section: 'news',
    href: news('prestasi', 'tim-robotika-utb-juara-1-kontes-robot-indonesia-regional'),
    why: 'typo (transposition)',
  },
  {
    q: 'hakcathon',
    section: 'news',
    href: news('prestasi', 'mahasiswa-informatika-juarai-hackathon-smart-city-bandung'),
    why: 'typo (transposition)',
  },
  {
    q: 'kalendar akademik',
    section: 'pages',
    href: '/mahasiswa/kalender-akademik',
    why: 'typo, two words',
  },
  // prefixes
  {
    q: 'robo',
    section: 'news',
    href: news('prestasi', 'tim-robotika-utb-juara-1-kontes-robot-indonesia-regional'),
    why: 'prefix',
  },
  {
    q: 'perpus',
    section: 'news',
    href: news('kampus', 'gedung-perpustakaan-baru-utb-kini-buka-24-jam'),
    why: 'prefix',
  },
  { q: 'akred', section: 'pages', href: '/tentang-utb/akreditasi', why: 'prefix' },
  {
    q: 'hack',
    section: 'news',
    href: news('prestasi', 'mahasiswa-informatika-juarai-hackathon-smart-city-bandung'),
    why: 'prefix',
  },
  {
    q: 'kuli',
    section: 'news',
    href: news('akademik', 'kuliah-umum-keamanan-siber-untuk-layanan-publik'),
    why: 'prefix',
  },
  // Indonesian affixes (stemming)
  { q: 'daftar', section: 'pages', href: '/pendaftaran', why: 'affix: daftar → pendaftaran' },
  {
    q: 'mendaftar',
    section: 'news',
    href: news('pengumuman', 'penerimaan-mahasiswa-baru-gelombang-kedua-resmi-dibuka'),
    why: 'affix: mendaftar ↔ pendaftaran',
  },
  {
    q: 'perkuliahan',
    section: 'news',
    href: news('akademik', 'kuliah-umum-keamanan-siber-untuk-layanan-publik'),
    why: 'affix: perkuliahan → kuliah',
  },
  {
    q: 'kuliah',
    section: 'news',
    href: news('pengumuman', 'kalender-akademik-semester-genap-telah-terbit'),
    why: 'affix: kuliah → perkuliahan',
  },
  {
    q: 'latih',
    section: 'pages',
    href: '/pusat-karir/pengembangan-dan-pelatihan',
    why: 'affix: latih → pelatihan',
  },
  {
    q: 'pustaka',
    section: 'news',
    href: news('kampus', 'gedung-perpustakaan-baru-utb-kini-buka-24-jam'),
    why: 'affix: pustaka → perpustakaan',
  },
  {
    q: 'meneliti',
    section: 'pages',
    href: '/tentang-utb/penelitian-dan-pengabdian',
    why: 'affix: meneliti → penelitian',
  },
  {
    q: 'diakreditasi',
    section: 'pages',
    href: '/tentang-utb/akreditasi',
    why: 'affix: di- prefix',
  },
  {
    q: 'syarat',
    section: 'faqs',
    href: '/faq#topik-pendaftaran',
    why: 'affix: syarat → persyaratan',
  },
  { q: 'dicicil', section: 'faqs', href: '/faq#topik-biaya', why: 'affix: dicicil' },
  {
    q: 'mengembangkan data terbuka',
    section: 'news',
    href: news('pengabdian-masyarakat', 'pemkot-bandung-dan-utb-kembangkan-data-terbuka-kota'),
    why: 'affix: mengembangkan ↔ kembangkan',
  },
  // synonyms (editor-managed, seeded)
  {
    q: 'biaya kuliah',
    section: 'pages',
    href: '/pendaftaran/biaya-pendidikan',
    why: 'synonym: biaya kuliah = biaya pendidikan',
  },
  { q: 'ukt', section: 'pages', href: '/pendaftaran/biaya-pendidikan', why: 'synonym: ukt' },
  { q: 'uang kuliah', section: 'faqs', href: '/faq#topik-biaya', why: 'synonym: uang kuliah' },
  {
    q: 'pmb',
    section: 'news',
    href: news('pengumuman', 'penerimaan-mahasiswa-baru-gelombang-kedua-resmi-dibuka'),
    why: 'synonym: pmb',
  },
  { q: 'loker', section: 'pages', href: '/pusat-karir/lowongan-kerja', why: 'synonym: loker' },
  {
    q: 'loker',
    section: 'careers',
    href: '/pusat-karir/lowongan-kerja/lowongan-staf-it',
    why: 'synonym: loker',
  },
  { q: 'kerjasama', section: 'pages', href: '/tentang-utb/kerja-sama', why: 'synonym: kerjasama' },
  {
    q: 'bantuan biaya',
    section: 'pages',
    href: '/pendaftaran/beasiswa',
    why: 'synonym: bantuan biaya',
  },
  { q: 'kos', section: 'faqs', href: '/faq#topik-kampus', why: 'synonym: kos = asrama' },
  { q: 'alamat kampus', section: 'pages', href: '/campus-location', why: 'synonym: alamat kampus' },
  // several words
  { q: 'visi misi', section: 'pages', href: '/tentang-utb/visi-misi', why: 'multi-word' },
  {
    q: 'teknik elektro',
    section: 'programmes',
    href: '/akademik/program-studi/teknik-elektro',
    why: 'multi-word',
  },
  {
    q: 'keamanan siber',
    section: 'news',
    href: news('akademik', 'kuliah-umum-keamanan-siber-untuk-layanan-publik'),
    why: 'multi-word',
  },
  {
    q: 'panel surya',
    section: 'news',
    href: news('kampus', 'kampus-utb-pasang-panel-surya-150-kwp'),
    why: 'multi-word',
  },
  {
    q: 'desain komunikasi visual',
    section: 'programmes',
    href: '/akademik/program-studi/desain-komunikasi-visual',
    why: 'multi-word',
  },
  { q: 'jadwal seleksi', section: 'pages', href: '/pendaftaran/jadwal-seleksi', why: 'multi-word' },
  {
    q: 'data analyst',
    section: 'careers',
    href: '/pusat-karir/lowongan-kerja/data-analyst',
    why: 'multi-word',
  },
  {
    q: 'backend developer',
    section: 'careers',
    href: '/pusat-karir/lowongan-kerja/junior-backend-developer',
    why: 'multi-word',
  },
  {
    q: 'kerja sama osaka',
    section: 'news',
    href: news('kerja-sama', 'kerja-sama-dengan-universitas-di-osaka-buka-jalur-studi-jepang'),
    why: 'multi-word with synonym',
  },
  {
    q: 'biaya kuliah bisa dicicil',
    section: 'faqs',
    href: '/faq#topik-biaya',
    why: 'question with stop words',
  },
  {
    q: 'lokasi kampus utb di mana',
    section: 'faqs',
    href: '/faq#topik-kampus',
    why: 'question with stop words',
  },
  {
    q: 'hibah penelitian dosen',
    section: 'news',
    href: news('penelitian', 'dosen-teknik-elektro-utb-raih-hibah-penelitian-nasional'),
    why: 'multi-word',
  },
  {
    q: 'Pelatihan Cloud Computing',
    section: 'careers',
    href: '/pusat-karir/pengembangan-dan-pelatihan/pelatihan-cloud-computing',
    why: 'capitals',
  },
  { q: 'tracer study', section: 'pages', href: '/pusat-karir/tracer-study', why: 'multi-word' },
  {
    q: 'kalender akademik',
    section: 'news',
    href: news('pengumuman', 'kalender-akademik-semester-genap-telah-terbit'),
    why: 'multi-word',
  },
]
