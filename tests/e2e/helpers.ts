import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const COLLEGE = 'Universitas Teknologi Bandung'

/** Open a page and wait until the loading overlay (§2, ~0.5 s) has gone. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  // Hydration decides when it goes, which takes a while on a busy 2-core machine.
  await expect(page.locator('[data-testid="loading-overlay"]')).toHaveAttribute(
    'data-visible',
    'false',
    { timeout: 15_000 },
  )
  return response
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992

/**
 * Authorization headers of the e2e admin. Several tests sign in at once and each login writes
 * the user's session list, so a login that loses the race to the database is retried.
 */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  let last = ''
  for (let attempt = 0; attempt < 5; attempt++) {
    // A reused keep-alive socket the server has just closed fails with ECONNRESET: try again.
    const login = await request
      .post('/api/cms/users/login', {
        data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
      })
      .catch((error: Error) => error)
    if (login instanceof Error) {
      last = login.message
    } else {
      // Staff tokens are only in the HttpOnly cookie (ADR 0015); a browser sends it with Sec-Fetch-Site.
      const token = login.ok()
        ? /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
        : undefined
      if (token) return { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' }
      last = `${login.status()} ${await login.text()}`
    }
    await new Promise((resolve) => setTimeout(resolve, 300 * (attempt + 1)))
  }
  throw new Error(`Admin login failed: ${last}`)
}

/** axe (WCAG 2.1 A/AA and best practice) on the page as it is now: the serious and critical findings. */
export async function severeA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * GET as the e2e admin. Payload keeps a user's sessions in their row and adds one per login by
 * read-modify-write, so a login in the other worker can drop this session right after it was
 * made. The request then runs as nobody (401, or 403 where visitors may not read): sign in again.
 */
export async function adminGet(request: APIRequestContext, url: string) {
  for (let attempt = 1; ; attempt++) {
    const response = await request.get(url, { headers: await adminHeaders(request) })
    if (![401, 403].includes(response.status()) || attempt === 3) return response
  }
}

/** Open an applicant page; the guard sends the visitor to the login page, which brings them back. */
export async function openAsApplicant(
  page: Page,
  path: string,
  applicant: { email: string; password: string },
) {
  await openPage(page, path)
  await expect(page).toHaveURL(/\/daftar\/login\?kembali=/)
  await page.getByLabel('Email').fill(applicant.email)
  await page.getByLabel('Kata sandi').fill(applicant.password)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`), { timeout: 15_000 })
}
