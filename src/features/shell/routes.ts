/** Every static route of the specification. Tests walk this list; pages must exist for each. */
export const STATIC_ROUTES = [
  '/',
  '/index.html',
  '/campus-location',
  '/daftar',
  '/faq',
  '/ikatan-alumni',
  '/kebijakan-privasi',
  '/multi-step-form',
  '/daftar/daftar-jepang',
  '/daftar/daftar-magang',
  '/daftar/daftar-reguler',
  '/daftar/login',
  '/daftar/option',
  '/daftar/tes',
  '/mahasiswa/cerita-alumni',
  '/mahasiswa/galeri-wisuda',
  '/mahasiswa/kalender-akademik',
  '/mahasiswa/organisasi-mahasiswa',
  '/mahasiswa/prestasi',
  '/pendaftaran/beasiswa',
  '/pendaftaran/biaya-pendidikan',
  '/pendaftaran/jadwal-seleksi',
  '/pendaftaran/unduh-brosur',
  '/pusat-karir/info-magang',
  '/pusat-karir/lowongan-kerja',
  '/pusat-karir/pengembangan-dan-pelatihan',
  '/pusat-karir/tracer-study',
  '/tentang-utb/akreditasi',
  '/tentang-utb/berita',
  '/tentang-utb/fasilitas-layanan',
  '/tentang-utb/identitas',
  '/tentang-utb/kerja-sama',
  '/tentang-utb/penelitian-dan-pengabdian',
  '/tentang-utb/prestasi-institusi',
  '/tentang-utb/sejarah',
  '/tentang-utb/struktur-organisasi',
  '/tentang-utb/unduh-logo',
  '/tentang-utb/visi-misi',
] as const

/** One example of each parameterised route (the items themselves arrive with the content issue). */
export const PARAMETERISED_EXAMPLES = [
  '/akademik/program-studi/teknik-informatika',
  '/mahasiswa/organisasi-mahasiswa/himpunan-mahasiswa-informatika',
  '/pusat-karir/info-magang/magang-software-engineer',
  '/pusat-karir/lowongan-kerja/lowongan-staf-it',
  '/pusat-karir/pengembangan-dan-pelatihan/pelatihan-cloud-computing',
  '/tentang-utb/berita/kampus',
  '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai',
] as const

/**
 * Applicant account pages added to the site: not for search engines, titled like every
 * page.
 */
export const ACCOUNT_ROUTES = [
  '/daftar/buat-akun',
  '/daftar/verifikasi',
  '/daftar/verifikasi-email',
  '/daftar/lupa-sandi',
  '/daftar/atur-ulang-sandi',
] as const

/**
 * The applicant area (every page under /daftar, which asks for a login, and the application
 * form): not for search engines. robots.txt names it by prefix, so no single private page is
 * advertised, and the sitemap leaves it out. `/index.html` is only an alias of `/`.
 */
export const ROBOTS_DISALLOW = ['/admin', '/api/', '/daftar$', '/daftar/', '/multi-step-form']

export const isApplicantArea = (path: string) =>
  path === '/daftar' || path.startsWith('/daftar/') || path === '/multi-step-form'

export type StaticRoute = (typeof STATIC_ROUTES)[number]
/** The static routes a sitemap lists: all but the applicant area and the alias of `/`. */
export type PublicStaticRoute = Exclude<
  StaticRoute,
  '/index.html' | '/multi-step-form' | `/daftar${string}`
>

export const isPublicStaticRoute = (path: StaticRoute): path is PublicStaticRoute =>
  path !== '/index.html' && !isApplicantArea(path)

/**
 * The static routes a visitor may find and share (the sitemap, the share images): every static
 * route but the applicant area and the alias of `/`, which share the site's default image.
 */
export const PUBLIC_STATIC_ROUTES: readonly PublicStaticRoute[] =
  STATIC_ROUTES.filter(isPublicStaticRoute)
