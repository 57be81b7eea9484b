import { expect, test, type Page } from './fixtures'
import { openPage } from './helpers'

const PROGRAMME = '/akademik/program-studi/teknik-informatika'
const CAREER_LISTS = [
  {
    path: '/pusat-karir/lowongan-kerja',
    noun: 'lowongan',
    example: 'lowongan-staf-it',
    title: 'Lowongan Staf IT',
  },
  {
    path: '/pusat-karir/info-magang',
    noun: 'info magang',
    example: 'magang-software-engineer',
    title: 'Magang Software Engineer',
  },
  {
    path: '/pusat-karir/pengembangan-dan-pelatihan',
    noun: 'program pelatihan',
    example: 'pelatihan-cloud-computing',
    title: 'Pelatihan Cloud Computing',
  },
]

test('the Fakultas menu leads to a programme page with degree, accreditation and career prospects', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the desktop menu; the mobile menu has its own tests')
  await openPage(page, '/')
  const nav = page.getByRole('navigation', { name: 'Menu utama' })
  await nav.getByRole('button', { name: 'Fakultas' }).click()
  await nav.getByRole('link', { name: 'S1 Teknik Informatika' }).click()
  // waitForURL uses the navigation timeout: a first render on a busy machine can take a while.
  await page.waitForURL(new RegExp(`${PROGRAMME}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teknik Informatika')
  const facts = page.getByTestId('programme-facts')
  await expect(facts).toContainText('Fakultas Teknik dan Ilmu Komputer')
  await expect(facts).toContainText('Sarjana (S1)')
  await expect(facts).toContainText('Unggul (LAM INFOKOM)')
  await expect(page.getByTestId('career-prospects').getByRole('listitem')).toHaveCount(6)
  await expect(page.getByRole('heading', { name: 'Sorotan kurikulum' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Lihat biaya pendidikan' })).toHaveAttribute(
    'href',
    '/pendaftaran/biaya-pendidikan',
  )
  await expect(
    page.locator('main').getByRole('link', { name: 'Daftar sekarang', exact: true }),
  ).toHaveAttribute('href', '/daftar/option')
})

test('FAQ: grouped by topic, an answer opens and closes from the keyboard', async ({ page }) => {
  await openPage(page, '/faq')
  await expect(page.getByTestId('faq-group')).toHaveCount(4)
  const item = page.getByTestId('faq-item').filter({ hasText: 'Berapa biaya pendaftaran' })
  const answer = item.getByText(/Rp 300\.000.*dikembalikan 100%/)
  await expect(answer).toBeHidden()
  const summary = item.locator('summary')
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeVisible()
  await page.keyboard.press('Space')
  await expect(answer).toBeHidden()
})

test('FAQ carries FAQPage structured data with every question', async ({ page }) => {
  await openPage(page, '/faq')
  // The page's other scripts describe the college and the breadcrumb.
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  const ld = scripts
    .map((text) => JSON.parse(text) as { '@type': string; mainEntity: { name: string }[] })
    .find((node) => node['@type'] === 'FAQPage')!
  expect(ld).toBeDefined()
  expect(ld.mainEntity.map((q) => q.name)).toEqual(
    await page.getByTestId('faq-item').locator('summary').allTextContents(),
  )
})

const countOf = async (page: Page) =>
  Number((await page.getByTestId('career-count').textContent())!.match(/^(\d+)/)![1])

for (const list of CAREER_LISTS) {
  test(`${list.path}: count, 10 cards per page, page 2 holds the rest`, async ({ page }) => {
    await openPage(page, list.path)
    await expect(page.getByTestId('career-count')).toHaveText(new RegExp(`^\\d+ ${list.noun}`))
    const total = await countOf(page)
    expect(total).toBeGreaterThan(10)
    const cards = page.getByTestId('career-card')
    await expect(cards).toHaveCount(10)
    const first = cards.first()
    await expect(first.locator('time').first()).toHaveText(/^\d{1,2} \p{L}+ \d{4}$/u)
    await expect(first.getByTestId('career-status')).toHaveText(/^(Dibuka|Ditutup)$/)

    await page.getByRole('link', { name: 'Halaman 2' }).click()
    await expect(page).toHaveURL(/\/halaman\/2$/)
    await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(cards).toHaveCount(Math.min(total - 10, 10))
  })
}

test('a detail shows status, dates and the apply link in a new tab while open', async ({
  page,
}) => {
  await openPage(page, '/pusat-karir/lowongan-kerja/lowongan-staf-it')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lowongan Staf IT')
  await expect(page.getByText('PT Sinergi Data Parahyangan').first()).toBeVisible()
  await expect(page.getByTestId('career-status')).toHaveText('Dibuka')
  await expect(page.getByText('Batas pendaftaran')).toBeVisible()
  const apply = page.locator('main').getByRole('link', { name: /^Daftar sekarang.*tab baru/ })
  await expect(apply).toHaveAttribute('target', '_blank')
  await expect(apply).toHaveAttribute('href', /^https:\/\//)
})

test('a closed post says so and offers no apply link', async ({ page }) => {
  await openPage(page, '/pusat-karir/lowongan-kerja?halaman=2')
  const closed = page
    .getByTestId('career-card')
    .filter({ has: page.locator('[data-status="closed"]') })
    .first()
  const title = (await closed.getByRole('heading').textContent())!
  await closed.getByRole('link').click()
  await page.waitForURL(/\/pusat-karir\/lowongan-kerja\/[a-z0-9-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByTestId('career-status')).toHaveText('Ditutup')
  await expect(page.getByText('Pendaftaran sudah ditutup.')).toBeVisible()
  await expect(page.locator('main').getByRole('link', { name: /tab baru/ })).toHaveCount(0)
})

test.describe('unknown addresses', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once')

  test('unknown slugs, another type’s slug, drafts and pages past the end are 404', async ({
    request,
  }) => {
    for (const path of [
      '/akademik/program-studi/tidak-ada',
      '/pusat-karir/lowongan-kerja/tidak-ada',
      '/pusat-karir/info-magang/lowongan-staf-it',
      '/pusat-karir/pengembangan-dan-pelatihan/magang-software-engineer',
      '/pusat-karir/lowongan-kerja/lowongan-dosen-informatika-draf',
      '/pusat-karir/lowongan-kerja?halaman=99',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
    for (const list of CAREER_LISTS)
      expect((await request.get(`${list.path}/${list.example}`)).status()).toBe(200)
  })
})
