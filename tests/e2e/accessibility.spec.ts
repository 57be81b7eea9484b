import { PARAMETERISED_EXAMPLES, STATIC_ROUTES } from '../../src/features/shell/routes'
import { errorResponse, expect, test } from './fixtures'
import { openPage, severeA11yViolations } from './helpers'

const NEWS_DETAIL = PARAMETERISED_EXAMPLES.find((p) =>
  /^\/tentang-utb\/berita\/[^/]+\/[^/]+$/.test(p),
)!

/**
 * On a phone the header, menus and layouts differ, while the content of a page type is the
 * same markup at every width: one page per layout and per kind of widget is checked there.
 */
const PHONE_ROUTES = new Set([
  '/', // base layout, home sections, consent-gated tour
  '/tentang-utb/berita', // blog layout with category sidebar
  NEWS_DETAIL, // blog-detail layout, share buttons, video
  '/ikatan-alumni', // alumni layout and header
  '/daftar/daftar-reguler', // registration layout
  '/daftar/login', // plain layout
  '/faq', // accordion
  '/pendaftaran/biaya-pendidikan', // wide table
  '/mahasiswa/galeri-wisuda', // gallery grid
  '/campus-location', // consent-gated map
  '/tidak-ada', // 404
])

// Every route of §2 on a desktop screen, the phone set above at 375 px, plus the 404 page.
for (const path of [...STATIC_ROUTES, ...PARAMETERISED_EXAMPLES, '/tidak-ada']) {
  test(`axe: no serious or critical violation on ${path}`, async ({
    page,
    isMobile,
    expectPageError,
  }) => {
    test.skip(isMobile && !PHONE_ROUTES.has(path), 'same markup as on the desktop run')
    // The home page (also served as /index.html) is the largest tree axe walks, and the first page
    // the suite renders after the server starts: on a loaded 2-core machine, over 30 s.
    if (path === '/' || path === '/index.html') test.slow()
    if (path === '/tidak-ada') expectPageError(errorResponse(404, path))
    await openPage(page, path)
    expect(await severeA11yViolations(page)).toEqual([])
  })
}
