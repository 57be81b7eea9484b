import { workerAdmin } from './admin-api'
import { expect, test } from './fixtures'

test.use({ locale: 'id-ID' })

// Staff work in the admin panel; a change to the shell reaches the public site without a rebuild.
test('staff sign in to /admin in Indonesian, edit the footer copyright, and the site shows it', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the admin panel is checked once, on a desktop screen')
  test.setTimeout(90_000)
  await page.goto('/admin/login')
  const admin = workerAdmin()
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Kata Sandi').fill(admin.password)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/globals/site-settings')
  const copyright = page.getByLabel('Baris hak cipta')
  await expect(copyright).toBeVisible({ timeout: 30_000 })
  const original = await copyright.inputValue()
  const edited = `© 2023 Universitas Teknologi Bandung. Uji ${Date.now()}`
  await copyright.fill(edited)
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(/berhasil/i).first()).toBeVisible()

  try {
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/tentang-utb/identitas')).text()).includes(edited),
        { timeout: 10_000 },
      )
      .toBe(true)
  } finally {
    await copyright.fill(original)
    await page.getByRole('button', { name: 'Simpan' }).click()
  }
})
