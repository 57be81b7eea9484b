import fs from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import sharp from 'sharp'
import { adminHeaders, signInAsNewStaff } from './admin-api'
import { expect, test, type APIRequestContext } from './fixtures'
import { openPage, severeA11yViolations } from './helpers'

/**
 * Data rights (UU PDP): an applicant downloads everything stored about them and asks for
 * deletion; admissions staff download the filtered applications list as CSV from /admin.
 * The rules themselves are covered in tests/int/data-rights.int.test.ts; this is what a person does.
 */
test.skip(({ isMobile }) => isMobile, 'once, on a desktop screen')
test.use({ locale: 'id-ID', acceptDownloads: true })

const PASSWORD = 'Data-Hak-Uji-Kampus-Cemara-2026'
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`

/** A verified applicant with an application on `track`, made by the e2e admin; returns the applicant's token. */
async function applicant(request: APIRequestContext, email: string, track: 'reguler' | 'magang') {
  const created = await request.post('/api/cms/applicants', {
    headers: await adminHeaders(request),
    data: {
      email,
      password: PASSWORD,
      fullName: `Uji Data ${email.split('@')[0]}`,
      whatsapp: '6281234500001',
      privacyConsentVersion: '1',
      privacyConsentAt: new Date().toISOString(),
      _verified: true,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const login = await request.post('/api/cms/applicants/login', {
    data: { email, password: PASSWORD },
  })
  expect(login.status(), await login.text()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const application = await request.post('/api/cms/applications', {
    headers: { Authorization: `JWT ${token}` },
    data: { track },
  })
  expect(application.status(), await application.text()).toBe(201)
  return token
}

test('an applicant downloads all their data as a ZIP and asks for deletion', async ({ page }) => {
  test.setTimeout(90_000)
  const email = `data-${stamp()}@contoh.id`
  const token = await applicant(page.request, email, 'reguler')
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer()
  const upload = await page.request.post('/api/cms/applicant-files', {
    headers: { Authorization: `JWT ${token}` },
    multipart: {
      file: { name: 'foto.png', mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ kind: 'photo' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  // The browser's own session: Payload's login sets the cookie the pages read.
  expect(
    (
      await page.request.post('/api/cms/applicants/login', { data: { email, password: PASSWORD } })
    ).status(),
  ).toBe(200)

  await openPage(page, '/daftar/data-saya')
  await expect(page.getByRole('heading', { level: 1, name: 'Data Saya' })).toBeVisible()
  await expect(page.getByTestId('privacy-consent')).toContainText(
    'Anda menyetujui pemberitahuan privasi versi 1',
  )

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Unduh semua data saya' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^data-saya-utb-\d{4}-\d{2}-\d{2}\.zip$/)
  const entries = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)))
  const data = JSON.parse(strFromU8(entries['data.json']!))
  expect(data.akun.email).toBe(email)
  expect(data.akun).not.toHaveProperty('hash')
  expect(data.pendaftaran.track).toBe('reguler')
  expect(Object.keys(entries).filter((name) => name.startsWith('berkas/'))).toEqual([
    'berkas/pas-foto-1.png',
  ])

  // Without the confirmation nothing is sent, and the checkbox says why.
  const form = page.getByTestId('deletion-form')
  await form.getByLabel('Alasan').fill('Saya sudah diterima di kampus lain.')
  await form.getByRole('button', { name: 'Ajukan penghapusan data' }).click()
  const confirm = form.getByRole('checkbox')
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  await expect(
    form.getByText('Centang pernyataan ini untuk mengirim permintaan penghapusan.'),
  ).toBeVisible()
  await expect(form.getByLabel('Alasan')).toHaveValue('Saya sudah diterima di kampus lain.')

  // A second tab still shows the form: its request, sent after the first, is refused politely.
  const other = await page.context().newPage()
  await openPage(other, '/daftar/data-saya')

  await confirm.check()
  await form.getByRole('button', { name: 'Ajukan penghapusan data' }).click()
  await expect(page.getByTestId('deletion-status')).toContainText('sudah kami terima')

  await other.getByTestId('deletion-form').getByRole('checkbox').check()
  await other.getByRole('button', { name: 'Ajukan penghapusan data' }).click()
  await expect(other.getByTestId('deletion-status')).toContainText(
    'sudah memiliki permintaan data pribadi yang sedang kami tangani',
  )
  await other.close()
  await expect(page.getByTestId('open-request')).toContainText('Baru')
  await expect(page.getByTestId('request-list')).toContainText(
    'Saya sudah diterima di kampus lain.',
  )
  await expect(page.getByTestId('deletion-form')).toHaveCount(0)
  expect(await severeA11yViolations(page)).toEqual([])
})

test('without a session the page and the download send the visitor to the login page', async ({
  request,
}) => {
  const page = await request.get('/daftar/data-saya', { maxRedirects: 0 })
  expect([303, 307]).toContain(page.status())
  expect(page.headers().location).toContain('/daftar/login?kembali=%2Fdaftar%2Fdata-saya')
  const zip = await request.get('/daftar/data-saya/unduh', { maxRedirects: 0 })
  expect(zip.status()).toBe(303)
  expect(zip.headers().location).toContain('/daftar/login?kembali=%2Fdaftar%2Fdata-saya')
})

test('admissions staff download the filtered list as CSV from /admin; deletion requests show guidance', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const email = `csv-${stamp()}@contoh.id`
  await applicant(page.request, email, 'magang')
  await signInAsNewStaff(page, 'admissions', 'Staf Penerimaan Uji')

  await page.goto(
    `/admin/collections/applications?where[or][0][and][0][applicantEmail][equals]=${encodeURIComponent(email)}`,
  )
  const button = page.getByRole('link', { name: 'Unduh CSV' })
  await expect(button).toBeVisible({ timeout: 30_000 })
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toMatch(/^pendaftaran-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe(
    'Nama,Email,WhatsApp,Jalur,Status,Periode,Program studi,Tanggal ' +
      'lahir,Asal sekolah,Dikirim pada,Jadwal tes,Nomor peserta,Pengembalian',
  )
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain(`${email},6281234500001,Jalur Magang,Terdaftar`)

  // Deletion requests come with what staff must do, and by when.
  await page.goto('/admin/collections/data-requests')
  await expect(page.getByText(/Tanggapi paling lambat 3 × 24 jam/).first()).toBeVisible({
    timeout: 30_000,
  })
})
