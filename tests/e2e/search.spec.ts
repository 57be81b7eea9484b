import { adminHeaders } from './admin-api'
import { expect, test, type Page } from './fixtures'
import { openPage, severeA11yViolations } from './helpers'

// The specification's §2 "Search overlay" (ADR 0012), at 375 px and 1280 px (both Playwright projects).
const overlay = (page: Page) => page.locator('[data-search-overlay]')
const trigger = (page: Page) => page.locator('[data-search-trigger]')
const input = (page: Page) => page.locator('[data-search-input]')
const panel = (page: Page) => page.locator('[data-search-panel]')

async function openOverlay(page: Page) {
  await trigger(page).click()
  await expect(overlay(page)).toBeVisible()
  await expect(input(page)).toBeFocused()
}

async function searchFor(page: Page, text: string) {
  await input(page).fill(text)
  await input(page).press('Enter')
  await expect(page.locator('[data-search-summary]')).toHaveText(`Kamu sedang mencari: "${text}"`)
}

test('search overlay: open, search, sections, keyboard, close, results, empty and no-result states', async ({
  page,
}) => {
  // One walk through every behaviour (cheaper than a page load per behaviour); it takes a while.
  test.setTimeout(90_000)
  await openPage(page, '/')

  // Opened by the magnifier; panel in the middle until a term is set, then at 100px.
  await openOverlay(page)
  await expect(page.getByRole('dialog', { name: 'Pencarian situs' })).toBeVisible()
  await expect(panel(page)).toHaveAttribute('style', /top:\s*50%/)
  await input(page).fill('beasiswa')
  await expect(panel(page)).toHaveAttribute('style', /top:\s*100px/)
  await expect.poll(async () => (await panel(page).boundingBox())?.y).toBeCloseTo(100, 0)

  // Enter runs it: HALAMAN first, then BERITA, then the extra sections.
  await input(page).press('Enter')
  await expect(page.locator('[data-search-summary]')).toHaveText('Kamu sedang mencari: "beasiswa"')
  const halaman = page.locator('[data-search-section="halaman"]')
  await expect(halaman.getByRole('heading', { name: 'HALAMAN' })).toBeVisible()
  await expect(halaman.locator('a[href="/pendaftaran/beasiswa"]')).toBeVisible()
  await expect(
    page.locator('[data-search-section="berita"]').getByRole('heading', { name: 'BERITA' }),
  ).toBeVisible()
  const order = await page
    .locator('[data-search-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-search-section')))
  expect(order.slice(0, 2)).toEqual(['halaman', 'berita'])
  expect(order).toContain('faq')
  expect(await severeA11yViolations(page)).toEqual([])

  // Results are reachable by keyboard and focus stays inside the dialog.
  const focusState = () =>
    page.evaluate(() => ({
      inside: Boolean(document.activeElement?.closest('[data-search-overlay]')),
      result: document.activeElement?.hasAttribute('data-search-result') ?? false,
    }))
  let reachedResult = false
  for (let i = 0; i < 6 && !reachedResult; i++) {
    await page.keyboard.press('Tab')
    const state = await focusState()
    expect(state.inside).toBe(true)
    reachedResult = state.result
  }
  expect(reachedResult).toBe(true)
  // Past the last result focus wraps around inside the dialog (Shift+Tab from the field goes back too).
  const links = await page
    .locator('[data-search-overlay] a, [data-search-overlay] button, [data-search-overlay] input')
    .count()
  for (let i = 0; i < links + 2; i++) await page.keyboard.press('Tab')
  expect((await focusState()).inside).toBe(true)
  await input(page).focus()
  await page.keyboard.press('Shift+Tab')
  expect((await focusState()).inside).toBe(true)

  // Escape closes it and focus returns to the magnifier.
  await page.keyboard.press('Escape')
  await expect(overlay(page)).toBeHidden()
  await expect(trigger(page)).toBeFocused()

  // The close icon does the same.
  await openOverlay(page)
  await page.locator('[data-search-close]').click()
  await expect(overlay(page)).toBeHidden()
  await expect(trigger(page)).toBeFocused()

  // An empty term is sent as "Not Found" and finds nothing; so does gibberish.
  await openOverlay(page)
  await input(page).fill('')
  const emptyRequest = page.waitForRequest((r) => r.url().includes('/api/search/search='))
  await input(page).press('Enter')
  expect(decodeURIComponent((await emptyRequest).url())).toContain('search=Not Found')
  await expect(page.locator('[data-search-empty]')).toHaveText('Maaf, Data tidak ditemukan')
  await searchFor(page, 'xyzzyqq')
  await expect(page.locator('[data-search-empty]')).toHaveText('Maaf, Data tidak ditemukan')
  await expect(page.locator('[data-search-result]')).toHaveCount(0)

  // A typo still finds the article; its description is plain text of at most 150 characters;
  // clicking the result opens it and closes the overlay.
  await searchFor(page, 'wisda')
  const article = page.locator(
    '[data-search-section="berita"] a[href^="/tentang-utb/berita/kampus/wisuda-ke-18"]',
  )
  await expect(article).toBeVisible()
  const description = (await article.locator('span').nth(1).textContent()) ?? ''
  expect(description.length).toBeGreaterThan(0)
  expect(description.length).toBeLessThanOrEqual(150)
  await article.click()
  await expect(page).toHaveURL(/\/tentang-utb\/berita\/kampus\/wisuda-ke-18/)
  await expect(overlay(page)).toBeHidden()
})

test('an address with ?cari= opens the search with its term (the SearchAction of the home page)', async ({
  page,
}) => {
  await openPage(page, '/?cari=beasiswa')
  await expect(overlay(page)).toBeVisible()
  await expect(input(page)).toHaveValue('beasiswa')
  await expect(page.locator('[data-search-summary]')).toHaveText('Kamu sedang mencari: "beasiswa"')
  await expect(
    page.locator('[data-search-section="halaman"] a[href="/pendaftaran/beasiswa"]'),
  ).toBeVisible()
  // Closing gives focus to the magnifier, as when the overlay was opened by it.
  await page.keyboard.press('Escape')
  await expect(overlay(page)).toBeHidden()
  await expect(trigger(page)).toBeFocused()
})

test('search overlay: programmes, career posts and FAQ in their own sections', async ({ page }) => {
  await openPage(page, '/tentang-utb/berita')
  await openOverlay(page)
  await searchFor(page, 'magang')
  await expect(
    page.locator('[data-search-section="karier"]').getByRole('heading', { name: 'PUSAT KARIR' }),
  ).toBeVisible()
  await expect(page.locator('[data-search-section="faq"] a[href^="/faq#"]').first()).toBeVisible()
  await searchFor(page, 'teknik elektro')
  await expect(
    page.locator(
      '[data-search-section="program-studi"] a[href="/akademik/program-studi/teknik-elektro"]',
    ),
  ).toBeVisible()
  await page.locator('[data-search-section="halaman"] [data-search-result]').first().focus()
  await page.keyboard.press('Enter')
  await expect(overlay(page)).toBeHidden()
})

test.describe('search calls (§7)', () => {
  test.skip(({ isMobile }) => isMobile, 'an API contract: the same at every viewport')

  test('answer in the envelope; hostile or huge terms give JSON, never a 500', async ({
    request,
  }) => {
    const pages = await request.get('/api/navbar/search-pages/search=beasiswa')
    expect(pages.status()).toBe(200)
    const body = await pages.json()
    expect(body.meta).toEqual({ status: 200, message: 'Data pencarian halaman berhasil diambil.' })
    expect(body.data.data_component[0]).toMatchObject({
      menu_setting_name: 'Beasiswa',
      menu_setting_url: 'pendaftaran',
      dropdown_sub_menu: 'yes',
      menu_setting_sub: 'beasiswa',
    })

    const news = await (await request.get('/api/page-news/search-news/search=wisuda')).json()
    expect(news.data.data_component[0]).toMatchObject({
      news_link_seo: expect.stringContaining('wisuda'),
      news_setting: { news_group_url: 'kampus' },
    })
    const length = await (await request.get('/api/page-news/search-length/search=wisuda')).json()
    expect(length.data.data_component).toBeGreaterThanOrEqual(1)

    for (const path of [
      `/api/page-news/search-news/search=${'a'.repeat(5000)}`,
      '/api/page-news/search-news/search=%E0%A4%A',
      '/api/page-news/search-news/cari=apa',
      `/api/navbar/search-pages/search=${encodeURIComponent('<script>alert(1)</script>')}`,
      `/api/page-news/search-length/search=${encodeURIComponent('"; DROP TABLE news; --')}`,
      `/api/page-news/search-news/search=${encodeURIComponent('ab '.repeat(60))}`,
      `/api/search/search=${encodeURIComponent('*?~^$()[]{}|\\')}`,
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBeLessThan(500)
      const json = await response.json()
      expect(json.meta.status, path).toBe(response.status())
    }
  })

  test('a publish and an unpublish show in the results within seconds', async ({ request }) => {
    const headers = await adminHeaders(request)
    const category = (
      await (await request.get('/api/cms/news-categories?limit=1', { headers })).json()
    ).docs[0].id
    const thumbnail = (await (await request.get('/api/cms/media?limit=1', { headers })).json())
      .docs[0].id
    const created = await request.post('/api/cms/news', {
      headers,
      data: {
        title: 'Observatorium Bintang Kejora Dibuka',
        category,
        author: 'Humas UTB',
        thumbnail,
        excerpt: 'Teleskop baru.',
        content: emptyContent('Teleskop baru.'),
        _status: 'published',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)
    const id = (await created.json()).doc.id
    const titles = async () =>
      (
        (
          await (
            await request.get('/api/page-news/search-news/search=observatorium%20kejora')
          ).json()
        ).data.data_component as Array<{ news_title: string }>
      ).map((n) => n.news_title)
    try {
      await expect
        .poll(titles, { timeout: 10_000 })
        .toEqual(['Observatorium Bintang Kejora Dibuka'])
      expect(
        (await request.patch(`/api/cms/news/${id}`, { headers, data: { _status: 'draft' } })).ok(),
      ).toBe(true)
      await expect.poll(titles, { timeout: 10_000 }).toEqual([])
    } finally {
      await request.delete(`/api/cms/news/${id}`, { headers })
    }
  })
})

function emptyContent(text: string) {
  const node = { type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }
  const paragraph = {
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [node],
  }
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: [paragraph],
    },
  }
}
