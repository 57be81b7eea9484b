import { adminGet, createApplicantViaApi, signInAsNewStaff } from './admin-api'
import { expect, test, type Page } from './fixtures'
import {
  answerDataRequest,
  createSubmittedApplicant,
  followLink,
  openPage,
  saveInAdmin,
  severeA11yViolations,
} from './helpers'
import { waitForMail } from '../helpers/mailbox'

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''

/**
 * The data requests staff handle in the admin: a correction after the form was submitted
 * (the applicant names the data and the right value, staff change it and close the request, the
 * applicant reads it done, gets the email and sees the new value), and a restriction of processing
 * (granted, the officer sees "Pemrosesan dibatasi" where they would contact the applicant, and no
 * way to; lifted, both ways are back). Before submission the applicant corrects the form
 * themself: privacy-rights.spec.ts. The rules: tests/int/data-requests.int.test.ts.
 */
test.skip(({ isMobile }) => isMobile, 'the CMS is used on a desktop')
test.use({ locale: 'id-ID' })

const HOUR = 60 * 60 * 1000

/**
 * A time in Jakarta as the pages show it: `long` on /daftar/data-saya ("26 November 2026 pukul
 * 16.43 WIB"), `medium` in the admin's deadline column ("26 Nov 2026 16.43 WIB").
 */
const jakartaTime = (iso: string, dateStyle: 'long' | 'medium') =>
  new Intl.DateTimeFormat('id-ID', {
    dateStyle,
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso)) + ' WIB'

/** The admin list of `collection` filtered to one applicant's email, as staff filter it: its one row. */
async function rowOf(page: Page, collection: 'applications' | 'data-requests', email: string) {
  await page.goto(
    `/admin/collections/${collection}?where[applicantEmail][equals]=${encodeURIComponent(email)}`,
  )
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(1, { timeout: 30_000 })
  return rows
}

test('after submission: the applicant asks for a correction, staff make it, the applicant reads it done', async ({
  page,
  request: api,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const applicant = await createSubmittedApplicant(page, api, 'koreksi', baseURL!)
  await openPage(page, '/daftar/data-saya')
  const correction = page.getByRole('region', { name: 'Perbaiki data Anda' })
  await expect(correction).toContainText('Formulir Anda sudah dikirim dan tidak dapat diubah lagi.')
  await expect(page.getByTestId('correction-direct')).toHaveCount(0)
  const form = correction.getByTestId('correction-form')
  await form.getByLabel('Data yang perlu dikoreksi').fill('Tempat lahir')
  await form.getByLabel('Data yang benar').fill('Tasikmalaya, sesuai akta kelahiran')
  await form.getByRole('button', { name: 'Ajukan koreksi data' }).click()
  await expect(correction.getByTestId('correction-status')).toContainText(
    'Permintaan koreksi Anda sudah kami terima.',
  )
  // One request at a time: the form is gone while this one is handled.
  await expect(form).toHaveCount(0)
  const listed = page.getByTestId('request-list').getByRole('listitem').first()
  await expect(listed).toContainText('Koreksi data — Baru')
  await expect(listed).toContainText('Koreksi Tempat lahir: Tasikmalaya, sesuai akta kelahiran')

  // The deadline is 3 × 24 hours from filing, and the page names it.
  const found = await adminGet(
    api,
    `/api/cms/data-requests?depth=0&where[applicantEmail][equals]=${encodeURIComponent(applicant.email)}`,
  )
  const filed = ((await found.json()) as { docs: { createdAt: string; dueAt: string }[] }).docs[0]!
  expect(Math.abs(Date.parse(filed.dueAt) - Date.parse(filed.createdAt) - 72 * HOUR)).toBeLessThan(
    5_000,
  )
  await expect(listed).toContainText(`ditanggapi paling lambat ${jakartaTime(filed.dueAt, 'long')}`)
  expect(await severeA11yViolations(page)).toEqual([])

  // Staff, in a browser of their own: the request in the list with its deadline, then opened.
  const staffContext = await browser.newContext({ baseURL, locale: 'id-ID' })
  const admin = await staffContext.newPage()
  await signInAsNewStaff(admin, 'admissions', 'Dewi Penerimaan')
  const requestRow = await rowOf(admin, 'data-requests', applicant.email)
  await expect(requestRow).toContainText('Koreksi data')
  await expect(requestRow).toContainText('Baru')
  await expect(requestRow).toContainText(jakartaTime(filed.dueAt, 'medium'))
  const opened = /\/admin\/collections\/data-requests\/\d+$/
  await followLink(admin, requestRow.getByRole('link').first(), opened)
  const requestPage = admin.url()
  await expect(admin.getByLabel('Data yang dikoreksi', { exact: true })).toHaveValue('Tempat lahir')
  await expect(admin.getByLabel('Data yang benar', { exact: true })).toHaveValue(
    'Tasikmalaya, sesuai akta kelahiran',
  )

  // The correction itself, in the application; then the request is closed with a note.
  const applicationRow = await rowOf(admin, 'applications', applicant.email)
  await followLink(
    admin,
    applicationRow.getByRole('link').first(),
    /\/admin\/collections\/applications\/\d+$/,
  )
  const birthPlace = admin.getByLabel('Tempat lahir', { exact: true })
  await expect(birthPlace).toHaveValue('Garut', { timeout: 30_000 })
  await birthPlace.fill('Tasikmalaya')
  await saveInAdmin(admin)
  await admin.goto(requestPage)
  const note = 'Tempat lahir diubah menjadi Tasikmalaya (Dewi, panitia penerimaan).'
  await answerDataRequest(admin, 'Selesai', note)
  await staffContext.close()

  // The applicant: the request done with the note, the email, and the form with the new value.
  await page.reload()
  await expect(listed).toContainText('Koreksi data — Selesai')
  await expect(listed).toContainText(`Catatan panitia: ${note}`)
  await expect(listed).not.toContainText('ditanggapi paling lambat')
  await expect(correction.getByTestId('correction-form')).toBeVisible()
  const mail = await waitForMail(
    MAIL_DIR,
    applicant.email,
    /Permintaan koreksi data selesai/,
    30_000,
  )
  expect(mail.text).toContain(`Catatan panitia: ${note}`)
  await openPage(page, '/multi-step-form')
  await expect(page.getByTestId('form-read-only')).toBeVisible()
  await expect(page.locator('dt:text-is("Tempat lahir") + dd')).toHaveText('Tasikmalaya')
})

test('a granted restriction: the officer sees "Pemrosesan dibatasi" and cannot contact; lifted, they can', async ({
  page,
  request: api,
}) => {
  test.setTimeout(180_000)
  const applicant = await createApplicantViaApi(api, 'batasi', 'magang')
  // Filed as the applicant through the REST API (the form itself: privacy-rights.spec.ts).
  const reason = 'Saya belum ingin dihubungi panitia.'
  const filed = await api.post('/api/cms/data-requests', {
    headers: applicant.headers,
    data: { kind: 'restriction', reason },
  })
  expect(filed.status(), await filed.text()).toBe(201)
  const requestId = ((await filed.json()) as { doc: { id: number } }).doc.id
  const requestPage = `/admin/collections/data-requests/${requestId}`
  const found = await adminGet(
    api,
    `/api/cms/applications?depth=0&where[applicantEmail][equals]=${encodeURIComponent(applicant.email)}`,
  )
  const applicationId = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const applicationPage = `/admin/collections/applications/${applicationId}`
  await signInAsNewStaff(page, 'admissions', 'Budi Penerimaan')

  // The officer grants the request: the applicant is told (an answer the law requires).
  await page.goto(requestPage)
  await expect(page.getByLabel('Alasan dari pendaftar', { exact: true })).toHaveValue(reason)
  await answerDataRequest(page, 'Selesai', 'Pembatasan berlaku sejak hari ini (Budi).')
  await waitForMail(MAIL_DIR, applicant.email, /Permintaan pembatasan pemrosesan selesai/, 30_000)

  // The application's "Hubungi pendaftar": the notice instead of the WhatsApp chat, no resend.
  const reach = page.getByTestId('reach-applicant')
  const chat = reach.getByRole('link', { name: /Chat WhatsApp/ })
  const resend = reach.getByRole('button', { name: 'Kirim ulang email status' })
  const restricted = reach.getByRole('note')
  await page.goto(applicationPage)
  await expect(restricted).toContainText('Pemrosesan dibatasi.', { timeout: 30_000 })
  await expect(restricted).toContainText('Email status, kirim ulang dan WhatsApp tidak dikirim')
  await expect(resend).toBeDisabled()
  await expect(chat).toHaveCount(0)
  expect(await severeA11yViolations(page, '[data-testid="reach-applicant"]')).toEqual([])

  // "Cabut pembatasan" on the same request lifts it: the chat and the resend are offered again.
  await page.goto(requestPage)
  await page.getByRole('checkbox', { name: 'Cabut pembatasan' }).check()
  await saveInAdmin(page)
  await page.goto(applicationPage)
  await expect(chat).toBeVisible({ timeout: 30_000 })
  await expect(resend).toBeEnabled()
  await expect(restricted).toHaveCount(0)
})
