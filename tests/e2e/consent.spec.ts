import { expect, test, type Page } from './fixtures'
import { openPage } from './helpers'

// A first-time visitor: no consent cookie yet.
test.use({ storageState: { cookies: [], origins: [] } })

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'kampus_consent')

test('first visit asks for consent; accepting stores the categories for a year', async ({
  page,
}) => {
  await openPage(page, '/')
  const dialog = page.getByRole('dialog', { name: 'Kami menggunakan cookie' })
  // The banner's library is imported after hydration, so as not to hold back the first paint; on
  // a machine running several browsers at once that takes longer than the default wait.
  await expect(dialog).toBeVisible({ timeout: 15_000 })
  await dialog.getByRole('button', { name: 'Terima semua' }).click()
  await expect(dialog).toBeHidden()
  const cookie = await consentCookie(page)
  expect(cookie).toBeTruthy()
  const value = JSON.parse(decodeURIComponent(cookie!.value)) as { categories: string[] }
  expect(value.categories.sort()).toEqual(['analytics', 'functional', 'necessary'])
  const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThan(366)
  await page.reload()
  await expect(page.getByRole('dialog', { name: 'Kami menggunakan cookie' })).toBeHidden()
})

test('declining optional cookies keeps only the necessary category, and the settings reopen from the footer', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([{ name: 'kampus_stat_visit', value: '1', url: 'http://127.0.0.1' }])
  await page.goto('/')
  await page.getByRole('button', { name: 'Tolak yang opsional' }).click()
  const value = JSON.parse(decodeURIComponent((await consentCookie(page))!.value)) as {
    categories: string[]
  }
  expect(value.categories).toEqual(['necessary'])
  expect((await page.context().cookies()).some((c) => c.name === 'kampus_stat_visit')).toBe(false)

  await page.getByTestId('cookie-settings').click()
  const preferences = page.getByRole('dialog', { name: 'Pengaturan cookie' })
  await expect(preferences).toBeVisible()
  // Declined earlier, so the functional switch stays off until the visitor changes it.
  await expect(preferences.getByRole('checkbox', { name: 'Cookie fungsional' })).not.toBeChecked()
  await preferences.getByRole('button', { name: 'Terima semua' }).click()
  await expect(preferences).toBeHidden()
})

test('the banner styles arrive with the consent library, not as a stylesheet that holds back the first paint', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'HTTP checks run once')
  const html = await (await request.get('/')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!)
  expect(sheets.length).toBeGreaterThan(0)
  for (const href of sheets)
    expect(await (await request.get(href)).text(), href).not.toContain('#cc-main')
  for (const [style] of head.matchAll(/<style[^]*?<\/style>/g))
    expect(style).not.toContain('#cc-main')
})
