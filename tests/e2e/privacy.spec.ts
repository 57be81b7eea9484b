import { adminGet } from './admin-api'
import { expect, test } from './fixtures'

// A first-time visitor: no consent cookie and no visitor id yet.
test.use({ storageState: { cookies: [], origins: [] } })

test('a visitor reads the privacy notice from the footer, and their cookie choice is recorded on the server', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const banner = page.getByRole('dialog', { name: 'Kami menggunakan cookie' })
  await expect(banner).toBeVisible()
  // The banner links the notice too.
  await expect(banner.getByRole('link', { name: 'Baca Kebijakan Privasi' })).toHaveAttribute(
    'href',
    '/kebijakan-privasi',
  )

  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/privasi/cookie') && r.request().method() === 'POST',
  )
  await page
    .getByRole('dialog', { name: 'Kami menggunakan cookie' })
    .getByRole('button', {
      name: 'Tolak yang opsional',
    })
    .click()
  const answer = await recorded
  expect(answer.status()).toBe(200)
  expect(answer.request().postDataJSON()).toEqual({ categories: ['necessary'], revision: 1 })

  // The banner is answered, so nothing covers the footer: the visitor opens the notice from it.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' }).click()
  await expect(page).toHaveURL(/\/kebijakan-privasi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible()
  await expect(page.getByTestId('privacy-notice-version')).toHaveText(/^Versi 1, berlaku sejak/)
  for (const section of [
    'Data yang kami kumpulkan',
    'Untuk apa data dipakai',
    'Dasar pemrosesan',
    'Berapa lama data disimpan',
    'Siapa yang menerima data',
    'Hak Anda dan cara memakainya',
    'Kontak pelindungan data pribadi',
  ])
    await expect(page.getByRole('heading', { name: section })).toBeVisible()

  const visitor = (await page.context().cookies()).find((c) => c.name === 'kampus_pengunjung')
  expect(visitor?.httpOnly).toBe(true)
  const records = await adminGet(
    request,
    `/api/cms/consent-records?where[visitorId][equals]=${visitor!.value}&depth=0`,
  )
  expect(records.status()).toBe(200)
  const { docs } = (await records.json()) as { docs: Record<string, unknown>[] }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    kind: 'cookies',
    decision: 'given',
    noticeVersion: 1,
    categories: ['necessary'],
    source: 'cookie-banner',
  })
  expect(JSON.stringify(docs[0])).not.toMatch(/127\.0\.0\.1/)

  // Changing the choice later from the footer adds a second record under the same id.
  const changed = page.waitForResponse((r) => r.url().endsWith('/api/privasi/cookie'))
  await page.getByTestId('cookie-settings').click()
  await page
    .getByRole('dialog', { name: 'Pengaturan cookie' })
    .getByRole('button', {
      name: 'Terima semua',
    })
    .click()
  expect((await changed).status()).toBe(200)
  const after = (await (
    await adminGet(
      request,
      `/api/cms/consent-records?where[visitorId][equals]=${visitor!.value}&sort=-createdAt&depth=0`,
    )
  ).json()) as { docs: { categories: string[] }[] }
  expect(after.docs.map((d) => d.categories)).toEqual([
    ['necessary', 'functional', 'analytics'],
    ['necessary'],
  ])
})
