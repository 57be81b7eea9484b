import { expect, test } from './fixtures'
import { openPage } from './helpers'

test('chat box: the button shows and hides the support contacts, each opening WhatsApp', async ({
  page,
}) => {
  await openPage(page, '/faq')
  const toggle = page.getByTestId('chat-toggle')
  const panel = page.getByTestId('chat-panel')
  await expect(panel).toBeHidden()
  await toggle.click()
  await expect(panel).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(panel).toContainText('Admin Penerimaan Mahasiswa Baru')
  const chat = panel.getByRole('link', {
    name: /Chat via WhatsApp dengan Admin Penerimaan Mahasiswa Baru/,
  })
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/6281220003780\?text=/)
  await expect(chat).toHaveAttribute('target', '_blank')

  const viewport = page.viewportSize()!
  const width = (await panel.boundingBox())!.width
  if (viewport.width < 600) expect(width).toBeCloseTo(viewport.width, -1)
  else expect(width).toBeCloseTo(Math.max(viewport.width * 0.3, 280), -1)

  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('on a phone the chat button steps aside while a form field has focus, and never covers it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  await openPage(page, '/daftar/buat-akun')
  const toggle = page.getByTestId('chat-toggle')
  await expect(toggle).toBeVisible()
  const password = page.getByRole('textbox', { name: 'Kata sandi', exact: true })
  for (const field of [
    page.getByLabel('Nama lengkap'),
    password,
    page.getByLabel('Ulangi kata sandi'),
  ]) {
    await field.focus()
    await expect(toggle).toBeHidden()
  }
  // Moving on to a checkbox or a button (nothing to type into) brings it back, and the keyboard
  // still reaches it.
  await page.getByRole('checkbox', { name: /menyetujui pemberitahuan privasi/ }).focus()
  await expect(toggle).toBeVisible()
  await toggle.focus()
  await expect(toggle).toBeFocused()
})

test('the header becomes fixed after 500 px of scroll', async ({ page }) => {
  await openPage(page, '/tentang-utb/sejarah')
  // Make the page long enough to scroll past the threshold at any viewport.
  await page.evaluate(() => (document.body.style.paddingBottom = '3000px'))
  const bar = page.locator('[data-sticky-header]')
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(bar).toHaveAttribute('data-fixed', 'false')
  await page.evaluate(() => window.scrollTo(0, 700))
  await expect(bar).toHaveAttribute('data-fixed', 'true')
  expect((await bar.boundingBox())!.y).toBe(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).toHaveAttribute('data-fixed', 'false')
})

test('breadcrumb banner: where the last segment has a banner, titled from it, trail Home → title', async ({
  page,
}) => {
  await openPage(page, '/pusat-karir/pengembangan-dan-pelatihan')
  const banner = page.getByTestId('breadcrumb-banner')
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Pengembangan Dan Pelatihan')
  const trail = banner.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Pengembangan Dan Pelatihan')
  const image = banner.locator('img')
  await expect(image).toHaveAttribute('alt', /Suasana kampus/)
  expect(
    await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true)

  await openPage(page, '/daftar/login')
  await expect(page.getByTestId('breadcrumb-banner')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login')
})

test('loading overlay: never over a page that arrived; a quote while a slow route change waits', async ({
  page,
  request,
  isMobile,
}) => {
  // Server-rendered hidden: the first paint shows the page, with or without JavaScript.
  expect(await (await request.get('/')).text()).toContain(
    'data-testid="loading-overlay" data-visible="false"',
  )
  // The FAQ page's data is held back (its prefetch too), so the change to it is slow.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/faq(?:\?|$)/, async (route) => {
    if (route.request().headers()['rsc']) await held
    await route.continue()
  })
  await openPage(page, '/')
  const overlay = page.getByTestId('loading-overlay')
  await expect(overlay).toBeHidden()
  const heading = page.getByRole('heading', { level: 1 }).first()
  await expect(heading).toBeVisible()
  if (isMobile) return
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'FAQ' })
    .click()
  await expect(overlay).toHaveAttribute('data-visible', 'true')
  await expect(overlay).toBeVisible()
  await expect(overlay).toContainText(/\S{10,}/)
  release()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(overlay).toHaveAttribute('data-visible', 'false')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('online/offline notice follows the browser', async ({ page, context, expectPageError }) => {
  // Whatever the page fetches while offline (prefetches, lazy images) fails, if anything.
  expectPageError(/net::ERR_INTERNET_DISCONNECTED/, { optional: true })
  await openPage(page, '/')
  // The chunks a page loads after hydration (consent, web vitals) are in before the network goes.
  await page.waitForLoadState('networkidle')
  const status = page.getByTestId('network-status')
  await context.setOffline(true)
  await expect(status).toContainText('Anda sedang offline')
  await context.setOffline(false)
  await expect(status).toContainText('Koneksi tersambung kembali')
})

test('footer: contact, information, quick links, social media images, address, phone, 2023 copyright', async ({
  page,
}) => {
  await openPage(page, '/')
  const footer = page.getByTestId('site-footer')
  for (const heading of ['Kontak', 'Informasi', 'Tautan Cepat', 'Media Sosial']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(footer).toContainText('© 2023 Universitas Teknologi Bandung')
  await expect(footer.getByRole('link', { name: '(022) 5224000' }).first()).toHaveAttribute(
    'href',
    /^tel:/,
  )
  const instagram = footer.getByRole('link', { name: 'Instagram', exact: true })
  await expect(instagram).toHaveAttribute('target', '_blank')
  await expect(instagram.locator('img')).toHaveAttribute('alt', /Instagram/)
})
