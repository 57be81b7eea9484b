import { errorResponse, expect, test } from './fixtures'
import { openPage } from './helpers'

test('unknown routes answer 404 with the site shell and a way home', async ({
  page,
  expectPageError,
}) => {
  expectPageError(errorResponse(404))
  // Unmatched URLs (global-not-found) and unknown items of a route (notFound() in the page).
  for (const path of [
    '/tidak-ada',
    '/tentang-utb/tidak-ada/sama-sekali',
    '/akademik/program-studi/tidak-ada',
    '/tentang-utb/berita/kampus/tidak-ada',
  ]) {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      'This page could not be found',
    )
    await expect(page.getByText('Halaman yang Anda cari tidak ditemukan.')).toBeVisible()
    await expect(page.locator('header[data-site-header]')).toBeVisible()
  }
  await page.getByTestId('not-found').getByRole('link', { name: 'Kembali ke beranda' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a failing page shows the error page with its status and message', async ({
  page,
  expectPageError,
}) => {
  expectPageError(errorResponse(500, '/uji-galat'))
  // React reports the error the boundary caught, and the error page logs it.
  expectPageError(/Error: Uji galat: halaman gagal dimuat/)
  await openPage(page, '/uji-galat')
  const error = page.getByTestId('error-content')
  await expect(error).toContainText('503')
  await expect(error.getByRole('heading', { level: 1 })).toContainText(
    'Uji galat: halaman gagal dimuat',
  )
  await expect(error.getByRole('link', { name: 'Kembali ke beranda' })).toHaveAttribute('href', '/')
  await expect(error.getByRole('button', { name: 'Coba lagi' })).toBeVisible()
})

test('when the error page itself fails, the fallback offers the way home', async ({
  page,
  expectPageError,
}) => {
  expectPageError(errorResponse(500, '/uji-galat'))
  expectPageError(/\[uji-galat-ganda\]Uji galat: halaman gagal dimuat/)
  await page.goto('/uji-galat?lapisan=ganda')
  await expect(
    page.getByRole('heading', { name: 'An error occurred while showing the error page' }),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Go back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
})
