import { createApplicantViaApi } from './admin-api'
import { expect, test } from './fixtures'
import { addVirtualAuthenticator, openPage } from './helpers'

/*
 * An applicant adds a passkey on /daftar/data-saya and signs in with it on /daftar/login, with
 * Chromium's virtual authenticator through CDP. A browser takes passkeys on a name, never on an
 * IP address: the test runs on localhost.
 */
test('applicant: add a passkey, then "Masuk dengan passkey" without email or password', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const local = baseURL!.replace('127.0.0.1', 'localhost')
  const applicant = await createApplicantViaApi(request, 'passkey')
  await addVirtualAuthenticator(page)

  // localhost is another origin than the suite's stored consent: answer the banner first, as a
  // visitor would, so it covers nothing; and type only once the form is hydrated.
  await openPage(page, `${local}/daftar/login?kembali=%2Fdaftar%2Fdata-saya`)
  await page.getByRole('button', { name: 'Tolak yang opsional' }).click()
  await page.getByLabel('Email').fill(applicant.email)
  await page.getByLabel('Kata sandi').fill(applicant.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL(/\/daftar\/data-saya$/, { timeout: 30_000 })
  const passkeys = page.getByTestId('passkeys')
  await passkeys.getByRole('button', { name: 'Tambahkan passkey' }).click()
  await expect(passkeys.getByText('Passkey ditambahkan.', { exact: false })).toBeVisible()
  await expect(passkeys.getByRole('listitem')).toHaveCount(1)

  await page.context().clearCookies()
  await openPage(page, `${local}/daftar/login?kembali=%2Fdaftar%2Fdata-saya`)
  await page.getByRole('button', { name: 'Tolak yang opsional' }).click()
  await page.getByRole('button', { name: 'Masuk dengan passkey' }).click()
  await page.waitForURL(/\/daftar\/data-saya$/, { timeout: 30_000 })
  await expect(page.getByTestId('passkeys').getByRole('listitem')).toHaveCount(1)
})
