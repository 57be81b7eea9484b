import { adminHeaders } from './admin-api'
import { expect, test, type Page } from './fixtures'
import { openPage } from './helpers'

const LIST = '/tentang-utb/berita'
const DETAIL = '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai'

// Counts are read from the same rendered page as the cards: the publish test below may add an
// article while these run in parallel.
const sidebarCount = async (page: Page, name: string) => {
  const text = await page
    .getByTestId('news-categories')
    .getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) })
    .textContent()
  return Number(text!.match(/\((\d+)\)/)![1])
}

test.describe('news list', () => {
  test('shows 21 cards on page 1 and the rest on page 2', async ({ page }) => {
    await openPage(page, LIST)
    await expect(page.getByTestId('news-card')).toHaveCount(21)
    await page
      .getByRole('navigation', { name: 'Halaman berita' })
      .getByRole('link', { name: 'Halaman 2' })
      .click()
    await expect(page).toHaveURL(/\/tentang-utb\/berita\/halaman\/2$/)
    await expect(page.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const total = await sidebarCount(page, 'Semua')
    expect(total).toBeGreaterThanOrEqual(30) // the seeded 30, plus any the publish test adds
    await expect(page.getByTestId('news-card')).toHaveCount(total - 21)
  })

  test('cards carry a thumbnail with alt text, a date and a link to the detail', async ({
    page,
  }) => {
    await openPage(page, LIST)
    const first = page.getByTestId('news-card').first()
    await expect(first.locator('img')).toHaveAttribute('alt', /.+/)
    await expect(first.locator('img')).toHaveAttribute('sizes', /.+/)
    await expect(first.locator('time')).toHaveText(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    )
    await expect(first.getByRole('link')).toHaveAttribute(
      'href',
      /^\/tentang-utb\/berita\/[a-z-]+\/[a-z0-9-]+$/,
    )
  })

  test('filters by category, with counts in the sidebar', async ({ page }) => {
    await openPage(page, LIST)
    const names = [
      'Kampus',
      'Akademik',
      'Prestasi',
      'Kerja Sama',
      'Kemahasiswaan',
      'Penelitian',
      'Pengabdian Masyarakat',
      'Pengumuman',
    ]
    const counts = await Promise.all(names.map((n) => sidebarCount(page, n)))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(await sidebarCount(page, 'Semua'))
    await page
      .getByTestId('news-categories')
      .getByRole('link', { name: /^Kampus \(/ })
      .click()
    await expect(page).toHaveURL(/\/tentang-utb\/berita\/kampus$/)
    await expect(page.getByTestId('news-card')).toHaveCount(await sidebarCount(page, 'Kampus'))
    for (const card of await page.getByTestId('news-card').all())
      await expect(card).toContainText('Kampus')
    await expect(
      page.getByTestId('news-categories').getByRole('link', { name: /^Kampus/ }),
    ).toHaveAttribute('aria-current', 'page')
  })
})

test.describe('news routes', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once')

  test('unknown category, unknown slug and wrong category are 404', async ({ request }) => {
    expect((await request.get('/tentang-utb/berita/tidak-ada')).status()).toBe(404)
    expect((await request.get('/tentang-utb/berita/kampus/tidak-ada')).status()).toBe(404)
    expect(
      (await request.get('/tentang-utb/berita/prestasi/utb-resmikan-laboratorium-ai')).status(),
    ).toBe(404)
  })

  test('the detail describes the article and gives link previews its picture', async ({
    request,
  }) => {
    const html = await (await request.get(DETAIL)).text()
    expect(html).toMatch(
      /<meta name="description" content="[^"]*Laboratorium AI seluas 240 meter persegi/,
    )
    // Its share card (tests/e2e/share-images.http.spec.ts), drawn with the article's picture.
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http://[^"]+/og${DETAIL}"`))
    expect(html).toContain('<meta property="og:type" content="article"')
  })

  test('an article address without its category redirects to the canonical detail', async ({
    request,
  }) => {
    const response = await request.get('/tentang-utb/berita/utb-resmikan-laboratorium-ai', {
      maxRedirects: 0,
    })
    expect(response.status()).toBe(308)
    // On the first (uncached) render Next.js repeats the identical Location header, which
    // Playwright joins with ", "; browsers accept repeated identical values.
    expect(new Set(response.headers().location!.split(', '))).toEqual(new Set([DETAIL]))
  })
})

test('the detail shows title, author, date, body, share links and neighbours', async ({
  page,
  baseURL,
}) => {
  await openPage(page, DETAIL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('UTB Resmikan Laboratorium AI')
  await expect(page.getByTestId('article-meta')).toContainText('Oleh Humas UTB')
  await expect(page.getByTestId('article-meta').locator('time')).toHaveText(
    /^\d{1,2} \p{L}+ \d{4}$/u,
  )
  await expect(page.getByText('40 stasiun kerja dengan kartu grafis')).toBeVisible()
  await expect(page.locator('iframe[title="Peresmian Laboratorium AI UTB"]')).toHaveCount(1)

  const url = encodeURIComponent(`${baseURL}${DETAIL}`)
  const share = page.getByTestId('share-links')
  for (const [name, host] of [
    ['WhatsApp', 'wa.me'],
    ['Facebook', 'facebook.com'],
    ['X', 'x.com'],
    ['LinkedIn', 'linkedin.com'],
    ['Telegram', 't.me'],
  ]) {
    const link = share.getByRole('link', { name: new RegExp(`^${name}`) })
    await expect(link).toHaveAttribute('target', '_blank')
    const href = (await link.getAttribute('href'))!
    expect(new URL(href).host).toContain(host)
    expect(href).toContain(name === 'WhatsApp' ? encodeURIComponent(`${baseURL}${DETAIL}`) : url)
  }

  const older = page.getByRole('link', { name: /Berita sebelumnya/ })
  const newer = page.getByRole('link', { name: /Berita berikutnya/ })
  await expect(older).toHaveAttribute('href', /^\/tentang-utb\/berita\//)
  await expect(newer).toHaveAttribute('href', /^\/tentang-utb\/berita\//)
  await older.click()
  await expect(page.getByRole('link', { name: /Berita berikutnya/ })).toHaveAttribute(
    'href',
    DETAIL,
  )
})

test('copy link announces "Tautan disalin"', async ({ page, context, isMobile, baseURL }) => {
  test.skip(isMobile, 'one run is enough')
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! })
  await openPage(page, DETAIL)
  await page.getByRole('button', { name: 'Salin tautan' }).click()
  await expect(page.getByTestId('copy-status')).toHaveText('Tautan disalin')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${DETAIL}`)
})

// These change or count the same articles, so they run one after another (desktop only: the
// HTML is the same at every viewport).
test.describe('publishing and achievements', () => {
  test.describe.configure({ mode: 'serial' })
  test.skip(({ isMobile }) => isMobile, 'one run is enough')

  test.describe('achievements, 6 at a time', () => {
    for (const path of ['/tentang-utb/prestasi-institusi', '/mahasiswa/prestasi']) {
      test(path, async ({ page }) => {
        await openPage(page, path)
        await expect(page.getByTestId('news-card')).toHaveCount(6)
        await expect(page.getByRole('link', { name: 'Muat lebih banyak' })).toHaveCount(0)
        await openPage(page, `${path}?tampil=3`)
        await expect(page.getByTestId('achievement-count')).toHaveText(
          'Menampilkan 6 dari 6 prestasi',
        )
      })
    }
  })

  test('a draft stays hidden; once published it appears without a rebuild', async ({ request }) => {
    const headers = await adminHeaders(request)
    const [category] = (
      (await (
        await request.get('/api/cms/news-categories?where[slug][equals]=kampus', { headers })
      ).json()) as { docs: { id: number }[] }
    ).docs
    const [media] = (
      (await (await request.get('/api/cms/media?limit=1', { headers })).json()) as {
        docs: { id: number }[]
      }
    ).docs
    const stamp = Date.now().toString(36)
    const title = `Berita Uji Terbit ${stamp}`
    const slug = `berita-uji-terbit-${stamp}`
    const created = await request.post('/api/cms/news?draft=true', {
      headers,
      data: {
        title,
        slug,
        category: category!.id,
        author: 'Penguji E2E',
        thumbnail: media!.id,
        excerpt: 'Ringkasan berita uji.',
        content: {
          root: {
            type: 'root',
            version: 1,
            direction: 'ltr',
            format: '',
            indent: 0,
            children: [
              {
                type: 'paragraph',
                version: 1,
                children: [{ type: 'text', version: 1, text: 'Isi berita uji.' }],
              },
            ],
          },
        },
        achievement: 'student',
        _status: 'draft',
      },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const detail = `/tentang-utb/berita/kampus/${slug}`
    try {
      expect((await (await request.get(LIST)).text()).includes(title)).toBe(false)
      expect((await request.get(detail)).status()).toBe(404)

      const published = await request.patch(`/api/cms/news/${id}`, {
        headers,
        data: { _status: 'published', publishedAt: new Date().toISOString() },
      })
      expect(published.ok()).toBe(true)
      await expect
        .poll(async () => (await (await request.get(LIST)).text()).includes(title), {
          timeout: 10_000,
        })
        .toBe(true)
      await expect
        .poll(async () => (await request.get(detail)).status(), { timeout: 10_000 })
        .toBe(200)
      expect(await (await request.get(detail)).text()).toContain('Isi berita uji.')
      // A seventh student achievement: the list now offers "Muat lebih banyak" (§9: 6 at a time).
      await expect
        .poll(
          async () =>
            (await (await request.get('/mahasiswa/prestasi')).text()).includes(
              'href="/mahasiswa/prestasi/tampil/12"',
            ),
          { timeout: 10_000 },
        )
        .toBe(true)
      const more = await (await request.get('/mahasiswa/prestasi?tampil=12')).text()
      expect(more).toContain('Menampilkan 7 dari 7 prestasi')
      expect(more).toContain(title)
    } finally {
      await request.delete(`/api/cms/news/${id}`, { headers })
    }
    await expect
      .poll(async () => (await (await request.get(LIST)).text()).includes(title), {
        timeout: 10_000,
      })
      .toBe(false)
  })
})
