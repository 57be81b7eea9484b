import { expect, test } from './fixtures'
import { openPage } from './helpers'

test.describe('main menu on large screens', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop menu is hidden below 992 px')

  test('is operable by keyboard: open a dropdown, move in, follow a sub-menu link', async ({
    page,
  }) => {
    await openPage(page, '/')
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    const trigger = nav.getByRole('button', { name: 'Tentang UTB' })
    await trigger.focus()
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const sejarah = nav.getByRole('link', { name: 'Sejarah' })
    await expect(sejarah).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(sejarah).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/tentang-utb\/sejarah$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sejarah' })).toBeVisible()
  })

  test('is operable by pointer, including sub-sub-menus with the /{parent}/{sub}/{subSub} pattern', async ({
    page,
  }) => {
    await openPage(page, '/')
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await nav.getByRole('button', { name: 'Mahasiswa' }).hover()
    const link = nav.getByRole('link', { name: 'Himpunan Mahasiswa Informatika' })
    await expect(link).toHaveAttribute(
      'href',
      '/mahasiswa/organisasi-mahasiswa/himpunan-mahasiswa-informatika',
    )
    await link.click()
    await expect(page).toHaveURL(
      /\/mahasiswa\/organisasi-mahasiswa\/himpunan-mahasiswa-informatika$/,
    )
  })

  test('Fakultas links are used as given; Alumni is a plain link without dropdown', async ({
    page,
  }) => {
    await openPage(page, '/')
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await nav.getByRole('button', { name: 'Fakultas' }).click()
    await expect(nav.getByRole('link', { name: 'S1 Teknik Informatika' })).toHaveAttribute(
      'href',
      '/akademik/program-studi/teknik-informatika',
    )
    await expect(nav.getByRole('button', { name: 'Alumni' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: 'Alumni', exact: true })).toHaveAttribute(
      'href',
      '/ikatan-alumni',
    )
  })

  test('top bar: DAFTAR SEKARANG and other links open external pages in a new tab; campus links stay', async ({
    page,
  }) => {
    await openPage(page, '/')
    const topBar = page.locator('[data-top-bar]')
    const register = topBar.locator('[data-register-now]')
    await expect(register).toHaveAttribute('href', 'https://pmb.utb.ac.id/formulir')
    await expect(register).toHaveAttribute('target', '_blank')
    await expect(register).toContainText('DAFTAR SEKARANG')
    await topBar.locator('details[data-top-bar-group="Layanan"] summary').click()
    await expect(topBar.getByRole('link', { name: /SIAKAD/ })).toHaveAttribute('target', '_blank')
    await topBar.locator('details[data-top-bar-group="Kampus"] summary').click()
    const campus = topBar.getByRole('link', { name: /Kampus Dago/ })
    await expect(campus).toHaveAttribute('href', '/campus-location')
    await expect(campus).not.toHaveAttribute('target', '_blank')
  })
})

test.describe('side menu on small screens', () => {
  test.skip(({ isMobile }) => !isMobile, 'the side menu replaces the main menu below 992 px')
  // Each opens the home page as a phone and walks the sheet key by key: ~11 s here beside a build,
  // over 30 s in a full e2e run whose two workers and server share two cores.
  test.slow()

  test('opens with the hamburger; collapsible sections, Lainnya, social icons; closes after a link', async ({
    page,
  }) => {
    await openPage(page, '/')
    const hamburger = page.getByRole('button', { name: 'Buka menu' })
    await hamburger.click()
    const sheet = page.getByRole('dialog', { name: 'Menu navigasi' })
    await expect(sheet).toBeVisible()
    const section = sheet.getByRole('button', { name: 'Tentang UTB' })
    await expect(section).toHaveAttribute('aria-expanded', 'false')
    await section.click()
    await expect(section).toHaveAttribute('aria-expanded', 'true')
    const others = sheet.locator('[data-mobile-menu-others]')
    await expect(others).toContainText('Lainnya')
    await expect(others.getByRole('link', { name: /Lokasi Kampus Dago/ })).toHaveAttribute(
      'href',
      '/campus-location',
    )
    await expect(sheet.locator('[data-social-links] a')).not.toHaveCount(0)
    await sheet.getByRole('link', { name: 'Sejarah' }).click()
    await expect(page).toHaveURL(/\/tentang-utb\/sejarah$/)
    await expect(sheet).toBeHidden()
  })

  test('closes with its close button and with the overlay, returning focus to the hamburger', async ({
    page,
  }) => {
    await openPage(page, '/')
    const hamburger = page.getByRole('button', { name: 'Buka menu' })
    await hamburger.click()
    await page.getByRole('button', { name: 'Tutup menu' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(hamburger).toBeFocused()
    await hamburger.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // The overlay covers the page to the right of the 85 vw sheet.
    await page.mouse.click(370, 400)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('is keyboard operable: focus stays inside and Escape closes it', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Buka menu' }).focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog', { name: 'Menu navigasi' })
    await expect(sheet).toBeVisible()
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
  })
})

test('alumni header: back to the main site, Beranda, in-page anchors from the Alumni menu', async ({
  page,
  isMobile,
}) => {
  await openPage(page, '/ikatan-alumni')
  const header = page.locator('[data-alumni-header]')
  await expect(header.getByRole('link', { name: 'Kembali Ke Web Utama' })).toHaveAttribute(
    'href',
    '/',
  )
  if (isMobile) await header.locator('[data-alumni-nav-toggle]').click()
  const nav = page.getByRole('navigation', { name: 'Menu alumni' })
  await expect(nav.getByRole('link', { name: 'Beranda' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '#profil')
  await expect(nav.getByRole('link', { name: 'Kontak' })).toHaveAttribute('href', '#kontak')
  const register = header.locator('[data-register-now]')
  if (isMobile) await expect(register).toBeVisible()
  else await expect(register).toBeHidden()
})
