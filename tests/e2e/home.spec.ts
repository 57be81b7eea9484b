import { adminHeaders } from './admin-api'
import { expect, test, type Page } from './fixtures'
import { COLLEGE, settled } from './helpers'

// The home page is the longest page (twelve sections, ~30 pictures): on a busy 2-core machine
// its first hydration can take longer than the shared helper's 7 s, so it waits longer.
test.describe.configure({ timeout: 60_000 })
async function openPage(page: Page, path: string) {
  await page.goto(path)
  await settled(page)
}

// The sections of §3 "Dashboard content" in their order (position 10 is unused).
const SECTIONS = [
  'mitra',
  'sambutan',
  'pintasan',
  'prestasi',
  'tur-kampus',
  'pengantar-prodi',
  'program-studi',
  'pendaftaran',
  'beasiswa',
  'berita',
  'alur-pendaftaran',
  'ajakan-penutup',
]

const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`)

for (const path of ['/', '/index.html']) {
  test(`home ${path}: the dashboard sections in order, with the college's name as the only h1`, async ({
    page,
  }) => {
    await openPage(page, path)
    await expect(page.getByTestId('coming-soon')).toHaveCount(0)
    expect(
      await page
        .getByTestId('home-section')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-section'))),
    ).toEqual(SECTIONS)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(COLLEGE)
    // Every section is named by its heading (the partner strip by its caption).
    for (const name of SECTIONS)
      await expect(section(page, name)).toHaveAttribute('aria-labelledby', /beranda-/)
    await expect(page.getByTestId('partner-logos').getByRole('img')).toHaveCount(10)
    await expect(
      page.getByTestId('partner-logos').getByRole('img', { name: 'LPK Sakura Mandiri' }),
    ).toBeVisible()
    await expect(section(page, 'pintasan').getByRole('link')).toHaveCount(8)
    await expect(section(page, 'prestasi').getByTestId('home-news-card')).toHaveCount(3)
    await expect(page.getByTestId('programme-card')).toHaveCount(6)
    await expect(section(page, 'berita').getByTestId('home-news-card')).toHaveCount(3)
    await expect(page.getByTestId('registration-steps').getByRole('listitem')).toHaveCount(4)
    await expect(
      section(page, 'pendaftaran').getByRole('link', { name: 'Pilih jalur pendaftaran' }),
    ).toHaveAttribute('href', '/daftar/option')
    await expect(
      section(page, 'beasiswa').getByRole('link', { name: 'Lihat program beasiswa' }),
    ).toHaveAttribute('href', '/pendaftaran/beasiswa')
  })
}

test('home: a programme card opens the programme page', async ({ page }) => {
  await openPage(page, '/')
  await page
    .getByTestId('programme-card')
    .getByRole('link', { name: 'Teknik Informatika', exact: true })
    .click()
  await page.waitForURL(/\/akademik\/program-studi\/teknik-informatika$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teknik Informatika')
})

test('home: a headline article and an achievement open their news pages, and "Lihat semua berita" the list', async ({
  page,
}) => {
  await openPage(page, '/')
  for (const name of ['berita', 'prestasi']) {
    const link = section(page, name)
      .getByTestId('home-news-card')
      .first()
      .getByRole('heading', { level: 3 })
      .getByRole('link')
    const title = (await link.textContent())!.trim()
    await link.click()
    await page.waitForURL(/\/tentang-utb\/berita\/[^/]+\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await openPage(page, '/')
  }
  await section(page, 'berita').getByRole('link', { name: 'Lihat semua berita' }).click()
  await page.waitForURL(/\/tentang-utb\/berita$/)
})

test('home: the campus tour video plays for a visitor who accepted functional cookies', async ({
  page,
}) => {
  await openPage(page, '/')
  await expect(page.getByTestId('campus-tour').locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  )
})

test.describe('home without functional consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the campus tour is replaced by a notice that opens the cookie settings', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Tolak yang opsional' }).click()
    const tour = page.getByTestId('campus-tour')
    await expect(tour.getByTestId('consent-notice')).toContainText('cookie fungsional')
    await expect(tour.locator('iframe')).toHaveCount(0)
    await tour.getByRole('button', { name: 'Buka pengaturan cookie' }).click()
    await page
      .getByRole('dialog', { name: 'Pengaturan cookie' })
      .getByRole('button', { name: 'Terima semua' })
      .click()
    await expect(tour.locator('iframe')).toBeVisible()
  })
})

test('home: the partner logos move, pause with their switch, and stand still for reduced motion', async ({
  page,
}) => {
  await openPage(page, '/')
  const track = page.getByTestId('partner-logos').locator('..')
  const state = () =>
    track.evaluate((el) => ({
      name: getComputedStyle(el).animationName,
      play: getComputedStyle(el).animationPlayState,
    }))
  await expect
    .poll(state)
    .toEqual({ name: expect.stringContaining('partner-marquee'), play: 'running' })
  // The switch is a visually hidden checkbox inside its visible label: the visitor clicks the label.
  const pause = page.getByRole('checkbox', { name: 'Jeda gerakan logo mitra' })
  await page.locator('label', { has: pause }).click()
  await expect(pause).toBeChecked()
  await page.mouse.move(0, 0)
  await expect.poll(async () => (await state()).play).toBe('paused')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect.poll(async () => (await state()).name).toBe('none')
  await expect(page.getByRole('checkbox', { name: 'Jeda gerakan logo mitra' })).toBeHidden()
  // The second copy of the logos, there only for the loop, is gone too.
  await expect(track.locator('ul[aria-hidden="true"]')).toBeHidden()
})

test('home: an edit of the home page in the CMS appears on / without a rebuild', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'one run is enough')
  const headers = await adminHeaders(request)
  type Group = { title: string; [key: string]: unknown }
  const original = (await (
    await request.get('/api/cms/globals/home-page?depth=0', { headers })
  ).json()) as { newsHeadline: Group }
  const title = `Kabar Kampus ${Date.now()}`
  try {
    const update = await request.post('/api/cms/globals/home-page', {
      headers,
      data: { newsHeadline: { ...original.newsHeadline, title } },
    })
    expect(update.ok()).toBe(true)
    await expect
      .poll(async () => (await (await request.get('/')).text()).includes(title), {
        timeout: 10_000,
      })
      .toBe(true)
  } finally {
    await request.post('/api/cms/globals/home-page', {
      headers,
      data: { newsHeadline: original.newsHeadline },
    })
  }
})

test('home: anonymous visitors cannot change the home page through the CMS API', async ({
  request,
}) => {
  const response = await request.post('/api/cms/globals/home-page', {
    data: { newsHeadline: { title: 'Diretas' } },
  })
  expect(response.status()).toBe(403)
})
