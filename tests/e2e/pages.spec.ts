import { expect, test } from './fixtures'
import { adminGet, adminSend } from './admin-api'
import { openPage } from './helpers'

test('a narrative page shows its CMS content under the banner', async ({ page }) => {
  await openPage(page, '/tentang-utb/sejarah')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sejarah')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Menjadi sekolah tinggi' }),
  ).toBeVisible()
  await expect(page.getByTestId('coming-soon')).toHaveCount(0)
})

test('campus location: the map loads for a visitor who accepted functional cookies', async ({
  page,
}) => {
  await openPage(page, '/campus-location')
  await expect(page.locator('iframe[title="Peta Lokasi Kampus"]')).toHaveAttribute(
    'src',
    /openstreetmap/,
  )
  await expect(page.getByRole('heading', { name: 'Cara menuju kampus' })).toBeVisible()
})

test.describe('without functional consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the map is replaced by a notice that opens the cookie settings', async ({ page }) => {
    await page.goto('/campus-location')
    await page.getByRole('button', { name: 'Tolak yang opsional' }).click()
    const notice = page.getByTestId('consent-notice')
    await expect(notice).toContainText('cookie fungsional')
    await expect(page.locator('iframe[title="Peta Lokasi Kampus"]')).toHaveCount(0)
    await notice.getByRole('button', { name: 'Buka pengaturan cookie' }).click()
    await page
      .getByRole('dialog', { name: 'Pengaturan cookie' })
      .getByRole('button', { name: 'Terima semua' })
      .click()
    await expect(page.locator('iframe[title="Peta Lokasi Kampus"]')).toBeVisible()
  })
})

test('a published page edit appears without a rebuild, and a draft does not', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one run is enough')
  const found = await adminGet(
    request,
    '/api/cms/pages?where[path][equals]=/tentang-utb/kerja-sama',
  )
  const doc = ((await found.json()) as { docs: { id: number; summary: string }[] }).docs[0]!
  const stamp = Date.now()
  const html = async () => (await request.get('/tentang-utb/kerja-sama')).text()
  try {
    expect(
      (
        await adminSend(request, 'patch', `/api/cms/pages/${doc.id}?draft=true`, {
          summary: `Draf ${stamp}`,
        })
      ).ok(),
    ).toBe(true)
    await new Promise((r) => setTimeout(r, 1500))
    expect(await html()).not.toContain(`Draf ${stamp}`)
    expect(
      (
        await adminSend(request, 'patch', `/api/cms/pages/${doc.id}`, {
          summary: `Terbit ${stamp}`,
          _status: 'published',
        })
      ).ok(),
    ).toBe(true)
    await expect
      .poll(async () => (await html()).includes(`Terbit ${stamp}`), { timeout: 10_000 })
      .toBe(true)
  } finally {
    await adminSend(request, 'patch', `/api/cms/pages/${doc.id}`, {
      summary: doc.summary,
      _status: 'published',
    })
  }
})
