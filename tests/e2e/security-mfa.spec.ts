import { generate } from 'otplib'
import { ADMIN_HOME, adminHeaders } from './admin-api'
import { expect, test, type Page } from './fixtures'
import { addVirtualAuthenticator } from './helpers'

/*
 * The second factor of a staff login in the admin: an authenticator app (the code computed here
 * from the secret the enrolment shows) and a passkey (Chromium's virtual authenticator through
 * CDP). Outside production nobody must enrol, so each test makes a staff member who enrols.
 */

const PASSWORD = 'Staf-Uji-Lembayung-Cemara-2026'

async function newStaff(page: Page, prefix: string) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const email = `${prefix}-${stamp}@utb.test`
  const created = await page.request.post('/api/cms/users', {
    headers: await adminHeaders(page.request),
    data: { email, password: PASSWORD, name: `Staf ${prefix}`, role: 'admissions' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies()
  return email
}

async function loginForm(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata Sandi').fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk' }).click()
}

/** The status of a staff REST read as the browser makes it (the session cookie, same-origin). */
const statusOf = async (page: Page, url: string) =>
  (await page.request.get(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status()

/** A code of the next time step: valid now, and never the one the enrolment just used. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })

test('password + TOTP: enrol from the dashboard, then the second step before any applicant data', async ({
  page,
}) => {
  // Two sign-ins through the admin and an enrolment: longer than the default timeout.
  test.setTimeout(120_000)
  const email = await newStaff(page, 'totp')
  await loginForm(page, email)
  await page.waitForURL(ADMIN_HOME, { timeout: 30_000 })
  // Not required outside production: invited to enrol, free to skip.
  await page.getByRole('link', { name: 'Aktifkan sekarang' }).click()
  await expect(
    page.getByRole('heading', { name: 'Amankan akun dengan faktor kedua' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Lewati untuk sekarang' })).toBeVisible()
  await page.getByRole('button', { name: 'Siapkan aplikasi autentikator' }).click()
  const qr = page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  )
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await page.getByLabel('Kode 6 digit dari aplikasi autentikator').fill(await generate({ secret }))
  await page.getByRole('button', { name: 'Aktifkan' }).click()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await page.getByRole('link', { name: 'Saya sudah menyimpannya, lanjutkan' }).click()
  await page.waitForURL(ADMIN_HOME)

  await page.context().clearCookies()
  await loginForm(page, email)
  await page.waitForURL(/\/admin\/mfa/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible()
  expect(await statusOf(page, '/api/cms/applications?limit=1')).toBe(403)
  await page.getByLabel('Kode 6 digit dari aplikasi autentikator').fill(await nextCode(secret))
  await page.getByRole('button', { name: 'Verifikasi' }).click()
  await page.waitForURL(ADMIN_HOME, { timeout: 30_000 })
  expect(await statusOf(page, '/api/cms/applications?limit=1')).toBe(200)
})

test('password + passkey, with Chromium’s virtual authenticator', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  // A browser takes passkeys on a name, never on an IP address: the test runs on localhost.
  const local = baseURL!.replace('127.0.0.1', 'localhost')
  const email = await newStaff(page, 'passkey')
  await addVirtualAuthenticator(page)
  const signIn = async () => {
    await page.context().clearCookies()
    const login = await page.request.post(`${local}/api/cms/users/login`, {
      data: { email, password: PASSWORD },
    })
    expect(login.status()).toBe(200)
  }

  await signIn()
  await page.goto(`${local}/admin/mfa`)
  await page.getByRole('button', { name: 'Daftarkan passkey' }).click()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)

  await signIn()
  expect(await statusOf(page, `${local}/api/cms/applications?limit=1`)).toBe(403)
  await page.goto(`${local}/admin/mfa`)
  await expect(page.getByRole('heading', { name: 'Verifikasi dua langkah' })).toBeVisible()
  await page.getByRole('button', { name: 'Gunakan passkey' }).click()
  await page.waitForURL(ADMIN_HOME, { timeout: 30_000 })
  expect(await statusOf(page, `${local}/api/cms/applications?limit=1`)).toBe(200)
})
