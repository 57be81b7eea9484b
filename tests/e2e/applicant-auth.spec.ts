import { expect, test } from './fixtures'
import { workerAdmin } from './admin-api'
import { COLLEGE, openPage, severeA11yViolations } from './helpers'
import { linkIn, waitForMail } from '../helpers/mailbox'
import { ACCOUNT_ROUTES } from '../../src/features/shell/routes'
import { titleFromPath } from '../../src/features/shell/title'
import { AUTH_MESSAGES } from '../../src/features/admissions/auth/messages'

/**
 * Applicant accounts, as a person does it in the browser. The rules themselves (policy,
 * lockout, per-IP limits, reset, access) are covered in tests/int/applicant-auth.int.test.ts.
 * The forms and pages are the same at every width: once, on a desktop screen.
 */
test.skip(({ isMobile }) => isMobile, 'once, on a desktop screen')

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

test('register, verify the email from the mail, log in, land on the guarded page, log out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const email = `akun-${stamp()}@contoh.id`
  const password = 'Pelangi-Senja-Bandung-48'

  // A guarded page sends the anonymous visitor to the login, remembering the way back.
  await openPage(page, '/multi-step-form')
  await expect(page).toHaveURL('/daftar/login?kembali=%2Fmulti-step-form')
  await page.getByRole('link', { name: 'Buat akun' }).click()
  await expect(page).toHaveURL('/daftar/buat-akun?kembali=%2Fmulti-step-form')
  await expect(page.getByTestId('privacy-notice')).toContainText('Pelindungan Data Pribadi')

  // Bad input: a message under each field in error, and nothing typed is lost.
  const form = page.getByTestId('register-form')
  await form.getByLabel('Nama lengkap').fill('Rani Kusuma')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Nomor WhatsApp').fill('022 5224000')
  await form.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill('password')
  await form.getByLabel('Ulangi kata sandi').fill('password')
  await form.getByRole('button', { name: 'Buat akun' }).click()
  await expect(form.getByTestId('error-whatsapp')).toContainText('nomor HP Indonesia')
  await expect(form.getByTestId('error-password')).toContainText('paling sering dipakai')
  await expect(form.getByTestId('error-consent')).toBeVisible()
  await expect(form.getByLabel('Nomor WhatsApp')).toBeFocused()
  await expect(form.getByLabel('Nama lengkap')).toHaveValue('Rani Kusuma')
  await expect(form.getByLabel('Email')).toHaveValue(email)
  await expect(form.getByRole('textbox', { name: 'Kata sandi', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  expect(await severeA11yViolations(page)).toEqual([])

  await form.getByLabel('Nomor WhatsApp').fill('0812 3456 7890')
  await form.getByRole('textbox', { name: 'Kata sandi', exact: true }).fill(password)
  await form.getByLabel('Ulangi kata sandi').fill(password)
  await form.getByRole('checkbox', { name: /menyetujui pemberitahuan privasi/ }).check()
  await form.getByRole('button', { name: 'Buat akun' }).click()
  await expect(page.getByTestId('register-done')).toContainText(`email verifikasi ke ${email}`)

  // Before the email is verified the login says so, and offers a new verification mail.
  await openPage(page, '/daftar/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill(password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByTestId('form-error')).toContainText('belum diverifikasi')
  await expect(page.getByRole('button', { name: 'Kirim ulang email verifikasi' })).toBeVisible()

  // The mail arrives through the SMTP server; its link verifies the account.
  const mail = await waitForMail(MAIL_DIR, email, /Verifikasi email/)
  await openPage(page, linkIn(mail, `${baseURL}/daftar/verifikasi?token=`))
  await expect(page.getByTestId('form-success')).toContainText('sudah terverifikasi')

  // Back to the guarded page: login, then straight back to it.
  await openPage(page, '/multi-step-form')
  await expect(page).toHaveURL('/daftar/login?kembali=%2Fmulti-step-form')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Kata sandi').fill('bukan-kata-sandinya')
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByTestId('form-error')).toHaveText(AUTH_MESSAGES.wrongCredentials)
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Kata sandi').fill(password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page).toHaveURL('/multi-step-form', { timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('kampus:applicant-email'))).toBe(email)

  // Logged in, the login page sends the applicant on instead of asking again.
  await page.goto('/daftar/login?kembali=%2Fdaftar')
  await expect(page).toHaveURL('/daftar')

  // Log out from the dashboard: the session ends and the stored email is gone.
  await page.getByTestId('applicant-bar').getByRole('button', { name: 'Keluar' }).click()
  await expect(page).toHaveURL('/daftar/login?keluar=1')
  await expect(page.getByTestId('form-info')).toContainText('sudah keluar')
  expect(await page.evaluate(() => localStorage.getItem('kampus:applicant-email'))).toBeNull()
  await page.goto('/daftar')
  await expect(page).toHaveURL('/daftar/login?kembali=%2Fdaftar')
})

test('a staff member logged in to the CMS is not an applicant: the guard sends them to the login', async ({
  page,
}) => {
  const login = await page.request.post('/api/cms/users/login', { data: workerAdmin() })
  expect(login.status(), await login.text()).toBe(200)
  for (const path of ['/daftar', '/multi-step-form']) {
    await page.goto(path)
    await expect(page).toHaveURL(`/daftar/login?kembali=${encodeURIComponent(path)}`)
  }
  await expect(page.getByTestId('form-info')).toContainText('sedang masuk sebagai staf')
})

test('the account pages carry their titles and answer a missing or used link clearly', async ({
  page,
  request,
}) => {
  for (const path of ACCOUNT_ROUTES) {
    const html = await (await request.get(path)).text()
    expect(html).toContain(`<title>${titleFromPath(path)} | ${COLLEGE}</title>`)
  }
  await openPage(page, '/daftar/verifikasi?token=tidak-berlaku')
  await expect(page.getByTestId('form-error')).toContainText('tidak berlaku')
  await expect(page.getByRole('link', { name: 'Masuk ke akun pendaftar' })).toBeVisible()
  await openPage(page, '/daftar/lupa-sandi')
  await page.getByLabel('Email akun').fill(`tidak-ada-${stamp()}@contoh.id`)
  await page.getByRole('button', { name: 'Kirim tautan atur ulang' }).click()
  await expect(page.getByTestId('form-success')).toContainText('Jika email tersebut terdaftar')
})
