import { expect, test } from '@playwright/test'
import { PARAMETERISED_EXAMPLES, STATIC_ROUTES } from '../../src/features/shell/routes'
import { titleFromPath } from '../../src/features/shell/title'
import { COLLEGE } from './helpers'

// Server-rendered HTML is the same at every viewport: check it once, on the desktop project.
test.describe('every route of §2 renders the shell with its title', () => {
  test.skip(({ isMobile }) => isMobile, 'HTML checks run once')

  for (const path of [...STATIC_ROUTES, ...PARAMETERISED_EXAMPLES]) {
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
      expect(html).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*${title === 'Beranda' ? COLLEGE : title}`, 'i'))
    })
  }
})
