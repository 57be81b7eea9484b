import { expect, httpTest as test } from './fixtures'
import { PARAMETERISED_EXAMPLES, STATIC_ROUTES } from '../../src/features/shell/routes'
import { titleFromPath } from '../../src/features/shell/title'
import { COLLEGE } from './helpers'

// The applicant area is per applicant: rendered on request, and only after login (§5 guard).
const APPLICANT_AREA = (path: string) =>
  path === '/daftar' || path.startsWith('/daftar/') || path === '/multi-step-form'
const GUARDED = (path: string) => APPLICANT_AREA(path) && path !== '/daftar/login'

// Server-rendered HTML is the same at every viewport: check it once, on the desktop project.
test.describe('every route of §2 renders the shell with its title', () => {
  for (const path of [...STATIC_ROUTES, ...PARAMETERISED_EXAMPLES].filter((p) => !GUARDED(p))) {
    test(path, async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      const title = titleFromPath(path)
      expect(html).toContain('<html lang="id"')
      expect(html).toContain(`<title>${title} | ${COLLEGE}</title>`)
      expect(html).toMatch(/<meta name="robots" content="index, follow"/)
      expect(html).toMatch(new RegExp(`<meta name="description" content="${title} - ${COLLEGE}`))
      // Case-insensitive: an article's h1 is its own title ("UTB … AI"), the slug gives "Utb … Ai".
      expect(html).toMatch(
        new RegExp(`<h1[^>]*>(<[^>]+>)*${title === 'Beranda' ? COLLEGE : title}`, 'i'),
      )
      if (!APPLICANT_AREA(path)) {
        // Real content from the CMS, not the "being prepared" placeholder…
        expect(html).not.toContain('data-testid="coming-soon"')
        // …served from the static or ISR cache, never rendered per request.
        expect(response.headers()['cache-control'] ?? '').not.toMatch(/no-store|private/)
      }
    })
  }
})

test.describe('§5 guard: applicant pages send a visitor without a session to the login page and back', () => {
  for (const path of STATIC_ROUTES.filter(GUARDED)) {
    test(path, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(response.headers()['location']).toBe(
        `/daftar/login?kembali=${encodeURIComponent(path)}`,
      )
    })
  }
})

test.describe('unknown items of parameterised routes are 404', () => {
  for (const path of [
    '/akademik/program-studi/tidak-ada',
    '/mahasiswa/organisasi-mahasiswa/tidak-ada',
    '/pusat-karir/info-magang/tidak-ada',
    '/pusat-karir/lowongan-kerja/tidak-ada',
    '/pusat-karir/pengembangan-dan-pelatihan/tidak-ada',
    '/tentang-utb/berita/tidak-ada',
    '/tentang-utb/berita/kampus/tidak-ada',
    '/tentang-utb/berita?halaman=999',
    '/pusat-karir/lowongan-kerja?halaman=999',
  ]) {
    test(path, async ({ request }) => {
      expect((await request.get(path)).status()).toBe(404)
    })
  }
})
