import { expect, type Page } from '@playwright/test'

export const COLLEGE = 'Universitas Teknologi Bandung'

/** Open a page and wait until the loading overlay (§2, ~0.5 s) has gone. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await expect(page.locator('[data-testid="loading-overlay"]')).toHaveAttribute('data-visible', 'false')
  return response
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992
