/**
 * Demo content of the site shell for Universitas Teknologi Bandung. Realistic but fictional:
 * addresses, numbers and accounts are placeholders a real deployment replaces in the CMS.
 */
import type { Footer, LoadingQuote, MainMenu, SiteSetting, TopBar } from '@/payload-types'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>

export const siteSettings: Data<SiteSetting> = {
  collegeName: 'Universitas Teknologi Bandung',
  shortName: 'UTB',
  description:
    'Universitas Teknologi Bandung: kampus teknologi di Bandung ' +
    'dengan jalur reguler, magang, dan Jepang. Informasi ' +
    'akademik, berita, karier, dan pendaftaran mahasiswa baru.',
  address:
    'Jl. Soekarno-Hatta No. 378, Kebon Lega, Kec. Bojongloa Kidul, Kota Bandung, Jawa Barat 40235',
  phone: '(022) 5224000',
  email: 'info@utb.ac.id',
  copyright: '© 2023 Universitas Teknologi Bandung. Hak cipta dilindungi undang-undang.',
  registerNowUrl: 'https://pmb.utb.ac.id/formulir',
  registerNowLabel: 'DAFTAR SEKARANG',
  headerFixAfter: 500,
  chatGreeting: 'Halo Admin UTB, saya ingin bertanya tentang pendaftaran mahasiswa baru.',
}

export const topBar: Data<TopBar> = {
  social: [
    { name: 'Instagram UTB', icon: 'instagram', url: 'https://www.instagram.com/utb.official' },
    { name: 'YouTube UTB', icon: 'youtube', url: 'https://www.youtube.com/@utbofficial' },
    { name: 'Facebook UTB', icon: 'facebook', url: 'https://www.facebook.com/utb.official' },
    { name: 'TikTok UTB', icon: 'tiktok', url: 'https://www.tiktok.com/@utb.official' },
    { name: 'LinkedIn UTB', icon: 'linkedin', url: 'https://www.linkedin.com/school/utb-bandung' },
  ],
  campus: {
    title: 'Kampus',
    items: [
      { name: 'Kampus Soekarno-Hatta', url: 'campus-location' },
      { name: 'Kampus Dago', url: 'campus-location' },
    ],
  },
  alumni: {
    title: 'Alumni',
    items: [
      { name: 'Ikatan Alumni', url: 'ikatan-alumni' },
      { name: 'Tracer Study', url: 'pusat-karir/tracer-study' },
    ],
  },
  linkGroups: [
    {
      title: 'Layanan',
      items: [
        { name: 'SIAKAD', url: 'https://siakad.utb.ac.id' },
        { name: 'E-Learning', url: 'https://elearning.utb.ac.id' },
        { name: 'Perpustakaan Digital', url: 'https://library.utb.ac.id' },
      ],
    },
    {
      title: 'Jurnal',
      items: [{ name: 'Jurnal Teknologi UTB', url: 'https://jurnal.utb.ac.id' }],
    },
  ],
}

const leaf = (name: string, url: string) => ({ name, url })

export const mainMenu: Data<MainMenu> = {
  items: [
    { name: 'Beranda', url: '', hasDropdown: false },
    {
      name: 'Tentang UTB',
      url: 'tentang-utb',
      hasDropdown: true,
      subItems: [
        leaf('Sejarah', 'sejarah'),
        leaf('Visi & Misi', 'visi-misi'),
        leaf('Identitas', 'identitas'),
        leaf('Akreditasi', 'akreditasi'),
        leaf('Struktur Organisasi', 'struktur-organisasi'),
        leaf('Fasilitas & Layanan', 'fasilitas-layanan'),
        leaf('Kerja Sama', 'kerja-sama'),
        leaf('Penelitian dan Pengabdian', 'penelitian-dan-pengabdian'),
        leaf('Prestasi Institusi', 'prestasi-institusi'),
        leaf('Berita', 'berita'),
        leaf('Unduh Logo', 'unduh-logo'),
      ],
    },
    {
      name: 'Fakultas',
      url: 'akademik',
      hasDropdown: true,
      subItems: [
        {
          name: 'Fakultas Teknik dan Ilmu Komputer',
          url: '/akademik/program-studi/teknik-informatika',
          hasDropdown: true,
          subSubItems: [
            leaf('S1 Teknik Informatika', '/akademik/program-studi/teknik-informatika'),
            leaf('S1 Sistem Informasi', '/akademik/program-studi/sistem-informasi'),
            leaf('S1 Teknik Elektro', '/akademik/program-studi/teknik-elektro'),
            leaf('S1 Teknik Industri', '/akademik/program-studi/teknik-industri'),
          ],
        },
        {
          name: 'Fakultas Bisnis dan Desain',
          url: '/akademik/program-studi/bisnis-digital',
          hasDropdown: true,
          subSubItems: [
            leaf('S1 Bisnis Digital', '/akademik/program-studi/bisnis-digital'),
            leaf('S1 Desain Komunikasi Visual', '/akademik/program-studi/desain-komunikasi-visual'),
          ],
        },
      ],
    },
    {
      name: 'Pendaftaran',
      url: 'pendaftaran',
      hasDropdown: true,
      subItems: [
        leaf('Beasiswa', 'beasiswa'),
        leaf('Biaya Pendidikan', 'biaya-pendidikan'),
        leaf('Jadwal Seleksi', 'jadwal-seleksi'),
        leaf('Unduh Brosur', 'unduh-brosur'),
      ],
    },
    {
      name: 'Mahasiswa',
      url: 'mahasiswa',
      hasDropdown: true,
      subItems: [
        leaf('Kalender Akademik', 'kalender-akademik'),
        {
          name: 'Organisasi Mahasiswa',
          url: 'organisasi-mahasiswa',
          hasDropdown: true,
          subSubItems: [
            leaf('Semua Organisasi', ''),
            leaf('Himpunan Mahasiswa Informatika', 'himpunan-mahasiswa-informatika'),
            leaf('Badan Eksekutif Mahasiswa', 'badan-eksekutif-mahasiswa'),
          ],
        },
        leaf('Prestasi Mahasiswa', 'prestasi'),
        leaf('Cerita Alumni', 'cerita-alumni'),
        leaf('Galeri Wisuda', 'galeri-wisuda'),
      ],
    },
    {
      name: 'Pusat Karir',
      url: 'pusat-karir',
      hasDropdown: true,
      subItems: [
        leaf('Lowongan Kerja', 'lowongan-kerja'),
        leaf('Info Magang', 'info-magang'),
        leaf('Pengembangan dan Pelatihan', 'pengembangan-dan-pelatihan'),
        leaf('Tracer Study', 'tracer-study'),
      ],
    },
    {
      name: 'Alumni',
      url: 'ikatan-alumni',
      hasDropdown: true,
      subItems: [leaf('Profil', 'profil'), leaf('Sejarah', 'sejarah'), leaf('Kontak', 'kontak')],
    },
    {
      name: 'PMB',
      url: 'daftar',
      hasDropdown: true,
      subItems: [
        leaf('Dasbor Pendaftar', ''),
        leaf('Pilih Jalur', 'option'),
        leaf('Jalur Reguler', 'daftar-reguler'),
        leaf('Jalur Magang', 'daftar-magang'),
        leaf('Jalur Jepang', 'daftar-jepang'),
        leaf('Jadwal Tes', 'tes'),
        leaf('Masuk Pendaftar', 'login'),
      ],
    },
    { name: 'FAQ', url: 'faq', hasDropdown: false },
  ],
}

export const footer: Data<Footer> = {
  contact: {
    title: 'Kontak',
    items: [
      { icon: 'map-pin', text: 'Jl. Soekarno-Hatta No. 378, Bandung 40235' },
      { icon: 'phone', text: '(022) 5224000', url: 'tel:+62225224000' },
      { icon: 'mail', text: 'info@utb.ac.id', url: 'mailto:info@utb.ac.id' },
      { icon: 'clock', text: 'Senin–Jumat 08.00–16.00 WIB, Sabtu 08.00–12.00 WIB' },
    ],
  },
  informationGroups: [
    {
      title: 'Informasi',
      links: [
        { name: 'Berita', url: '/tentang-utb/berita' },
        { name: 'Kalender Akademik', url: '/mahasiswa/kalender-akademik' },
        { name: 'Lowongan Kerja', url: '/pusat-karir/lowongan-kerja' },
        { name: 'Akreditasi', url: '/tentang-utb/akreditasi' },
        { name: 'Lokasi Kampus', url: '/campus-location' },
      ],
    },
  ],
  quickLinks: {
    title: 'Tautan Cepat',
    links: [
      { name: 'Beranda', url: '/index.html' },
      { name: 'Pilih Jalur Pendaftaran', url: '/daftar/option' },
      { name: 'Formulir Pendaftaran', url: '/multi-step-form' },
      { name: 'Biaya Pendidikan', url: '/pendaftaran/biaya-pendidikan' },
      { name: 'Tanya Jawab (FAQ)', url: '/faq' },
    ],
  },
  socialMedia: {
    title: 'Media Sosial',
    items: [
      { name: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/utb.official' },
      { name: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/@utbofficial' },
      { name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/utb.official' },
      { name: 'TikTok', icon: 'tiktok', url: 'https://www.tiktok.com/@utb.official' },
    ],
  },
}

export const loadingQuotes: Data<LoadingQuote> = {
  quotes: [
    {
      text: 'Pendidikan adalah senjata paling ampuh untuk mengubah dunia.',
      author: 'Nelson Mandela',
    },
    {
      text: 'Ing ngarsa sung tuladha, ing madya mangun karsa, tut wuri handayani.',
      author: 'Ki Hadjar Dewantara',
    },
    {
      text: 'Belajarlah dari kemarin, hiduplah untuk hari ini, berharaplah untuk hari esok.',
      author: 'Albert Einstein',
    },
    {
      text: 'Bermimpilah setinggi langit. Jika engkau jatuh, engkau akan jatuh di antara bintang-bintang.',
      author: 'Ir. Soekarno',
    },
    { text: 'Ilmu tanpa amal bagaikan pohon tanpa buah.' },
    { text: 'Kegagalan hanya terjadi bila kita menyerah.', author: 'B.J. Habibie' },
  ],
}

export const supportContacts = [
  { title: 'Admin Penerimaan Mahasiswa Baru', phone: '0812-2000-3780', order: 1 },
  { title: 'Admin Jalur Magang & Jepang', phone: '0813-2000-3781', order: 2 },
  { title: 'Layanan Akademik', phone: '0815-2000-3782', order: 3 },
]

/** Pages that show a breadcrumb banner, with the banner's colour theme for the generated image. */
export const bannerPages = [
  'sejarah',
  'visi-misi',
  'identitas',
  'akreditasi',
  'struktur-organisasi',
  'fasilitas-layanan',
  'kerja-sama',
  'penelitian-dan-pengabdian',
  'prestasi-institusi',
  'unduh-logo',
  'berita',
  'beasiswa',
  'biaya-pendidikan',
  'jadwal-seleksi',
  'unduh-brosur',
  'kalender-akademik',
  'organisasi-mahasiswa',
  'prestasi',
  'cerita-alumni',
  'galeri-wisuda',
  'lowongan-kerja',
  'info-magang',
  'pengembangan-dan-pelatihan',
  'tracer-study',
  'faq',
  'campus-location',
]
