import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

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
 * axe (WCAG 2.1 A/AA and best practice) on the page as it is now, or on the part `within` selects:
 * the serious and critical findings.
 */
export async function severeA11yViolations(page: Page, within?: string): Promise<string[]> {
  // The loading overlay fades out over 300 ms after a navigation: text caught mid-fade has the
  // contrast of a half-transparent layer, which is not what a reader sees once it is gone.
  await page.waitForFunction(() => {
    const overlay = document.querySelector('[data-testid="loading-overlay"]')
    return !overlay || getComputedStyle(overlay).visibility === 'hidden'
  })
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ])
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
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
