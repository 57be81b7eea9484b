import { downloadPdf, openPage, png, severeA11yViolations, signInWithToken } from './helpers'
import {
  adminGet,
  adminSend,
  createApplicantViaApi,
  signInAsNewStaff,
  type ApiApplicant,
} from './admin-api'
import { mailsFor, waitForMail } from '../helpers/mailbox'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

// Re-registration on a phone (375 px): an accepted applicant fills in the data, agrees to the
// statement, pays the first instalment through the payment simulator and sends it; staff approve
// it in the admin; the applicant sees the NIM and downloads the student card. Another applicant
// lets the deadline pass and is withdrawn, with the status email.
test.skip(({ isMobile }) => !isMobile, 'the re-registration at 375 px, on the mobile project')
test.skip(!process.env.PAYMENT_SIMULATOR_URL, 'needs the payment simulator scripts/e2e.mjs starts')

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''

/** A new applicant whose application staff have accepted (made through the admin's API). */
async function acceptedApplicant(request: APIRequestContext, prefix: string) {
  const who = await createApplicantViaApi(request, prefix)
  const programmes = await adminGet(
    request,
    '/api/cms/programmes?where[slug][equals]=teknik-informatika&depth=0&limit=1',
  )
  const programme = ((await programmes.json()) as { docs: Record<string, number>[] }).docs[0]!
  const created = await adminSend(request, 'post', '/api/cms/applications', {
    applicant: who.id,
    track: 'reguler',
    status: 'accepted',
    programme: {
      major: programme.id,
      faculty: programme.faculty,
      category: programme.category,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const application = ((await created.json()) as { doc: { id: number } }).doc.id
  const found = await adminGet(
    request,
    `/api/cms/reregistrations?where[application][equals]=${application}&depth=0`,
  )
  const reregistration = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  return { who, application, reregistration }
}

async function fillTheForm(page: Page) {
  const form = page.getByTestId('reregistration')
  await form.getByLabel('NIK').fill('3273010101010001')
  await form.getByLabel('Tempat lahir').fill('Bandung')
  await form.getByLabel('Tanggal lahir').fill('2008-05-17')
  await form.getByLabel('Agama').selectOption('Islam')
  await form.getByLabel('Nama ibu kandung').fill('Siti Aminah')
  await form.getByLabel('Alamat').fill('Jl. Soekarno-Hatta No. 10, RT 02/RW 05')
  await form.getByLabel('Kelurahan/desa').fill('Cipamokolan')
  await form.getByLabel('Kecamatan').fill('Rancasari')
  await form.getByLabel('Kabupaten/kota').fill('Kota Bandung')
  await form.getByLabel('Kode pos').fill('40292')
  await form.getByLabel('Sumber biaya kuliah').selectOption({ label: 'Biaya sendiri / orang tua' })
  await form.getByLabel('Kebutuhan khusus').selectOption({ label: 'Tidak ada' })
  await form.getByLabel('Jumlah cicilan').selectOption('3')
}

test('an accepted applicant re-registers, pays the first instalment and gets a NIM and a KTM', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow()
  const { who, reregistration } = await acceptedApplicant(request, 'daftar-ulang')
  await signInWithToken(page, who, baseURL!)
  await openPage(page, '/daftar')
  await page.getByRole('link', { name: 'Daftar ulang', exact: true }).click()
  await expect(page).toHaveURL(/\/daftar\/daftar-ulang$/)
  await expect(page.getByTestId('reregistration-status')).toHaveText('Belum dilengkapi')

  // A malformed answer: the message sits under the field and what was typed stays.
  await fillTheForm(page)
  await page.getByLabel('Kode pos').fill('402')
  await page.getByRole('button', { name: 'Simpan data daftar ulang' }).click()
  const errors = page.getByTestId('reregistration-errors')
  await expect(errors).toContainText('Kode pos: Kode pos terdiri dari 5 angka.')
  await expect(page.getByLabel('Nama ibu kandung')).toHaveValue('Siti Aminah')

  await page.getByLabel('Kode pos').fill('40292')
  await page.getByLabel('Saya menyetujui surat pernyataan di atas.').check()
  await page.getByRole('button', { name: 'Simpan data daftar ulang' }).click()
  await expect(page.getByText('Data daftar ulang disimpan.')).toBeVisible()
  await expect(page.getByTestId('statement-agreed')).toBeVisible()
  const checklist = page.getByTestId('reregistration-checklist')
  await expect(checklist).toContainText('Sudah: Data mahasiswa lengkap')
  await expect(checklist).toContainText('Belum: Cicilan pertama')
  expect(await severeA11yViolations(page)).toEqual([])

  // The first of three instalments, by virtual account, paid at the simulator.
  const tuition = page.getByTestId('tuition-payment')
  await expect(tuition.getByTestId('tuition-instalment')).toHaveCount(3)
  await tuition.getByRole('button', { name: 'VA BCA', exact: true }).click()
  await page.getByRole('button', { name: 'Bayar (simulasi)' }).click()
  await expect(
    page.getByTestId('tuition-instalment').first(),
    'the first instalment paid',
  ).toHaveAttribute('data-paid', 'true', { timeout: 30_000 })
  await openPage(page, '/daftar/daftar-ulang')
  await expect(page.getByTestId('reregistration-checklist')).toContainText('Sudah: Cicilan pertama')

  // The final diploma, issued after the application, uploaded now.
  const diploma = page.getByTestId('upload-final_diploma')
  await diploma.getByLabel('Ijazah akhir').setInputFiles({
    name: 'ijazah-akhir.png',
    mimeType: 'image/png',
    buffer: await png('#f4f1e8', 600, 420),
  })
  await expect(diploma.getByTestId('upload-status')).toHaveText(
    'ijazah-akhir.png berhasil diunggah.',
  )
  await expect(diploma.getByTestId('current-file')).toContainText('Lihat ijazah akhir')
  await expect(page.getByTestId('reregistration-checklist')).toContainText(
    'Sudah: Ijazah akhir diunggah',
  )
  await page.getByRole('button', { name: 'Kirim daftar ulang' }).click()
  await expect(page.getByTestId('reregistration-status')).toHaveText('Menunggu verifikasi')

  // An admissions officer approves it in the admin.
  const officer = await signInAsNewStaff(page, 'admissions', 'Petugas Daftar Ulang')
  await page.goto(`/admin/collections/reregistrations/${reregistration}`)
  const review = page.getByTestId('review-reregistration')
  await expect(review).toBeVisible({ timeout: 30_000 })
  await review.getByRole('button', { name: 'Setujui dan tetapkan NIM' }).click()
  await expect(review.getByRole('status')).toContainText('Daftar ulang disetujui', {
    timeout: 20_000,
  })
  // The refreshed document names the new student's NIM and who approved it.
  await expect(page.locator('#field-student')).toContainText(/\d{11}/, { timeout: 20_000 })
  await expect(page.locator('#field-reviewedBy')).toContainText(officer.email)
  await waitForMail(MAIL_DIR, who.email, /Daftar ulang UTB disetujui/)

  // Back as the applicant: the NIM and the student card.
  await signInWithToken(page, who, baseURL!)
  await openPage(page, '/daftar/daftar-ulang')
  await expect(page.getByTestId('reregistration-status')).toHaveText('Disetujui')
  const number = page.getByTestId('student-number')
  await expect(number).toContainText(/NIM\): \d{11}/)
  await downloadPdf(page, number.getByRole('link', { name: 'Unduh Kartu Tanda Mahasiswa (PDF)' }))
  expect(await severeA11yViolations(page)).toEqual([])
})

test('an accepted applicant who lets the deadline pass is withdrawn and told', async ({
  page,
  request,
  baseURL,
}) => {
  const { who, reregistration }: { who: ApiApplicant; reregistration: number } =
    await acceptedApplicant(request, 'lewat-batas')
  // Staff set this applicant's deadline in the past (as they may move it either way).
  const moved = await adminSend(request, 'patch', `/api/cms/reregistrations/${reregistration}`, {
    deadline: '2020-01-01T00:00:00.000Z',
  })
  expect(moved.status(), await moved.text()).toBe(200)
  await signInWithToken(page, who, baseURL!)
  await openPage(page, '/daftar/daftar-ulang')
  await expect(page.getByTestId('reregistration-status')).toHaveText('Gugur / mengundurkan diri')
  await expect(page.getByRole('button', { name: 'Simpan data daftar ulang' })).toHaveCount(0)
  await openPage(page, '/daftar')
  await expect(page.getByTestId('application-status')).toHaveText('Mengundurkan diri')
  await waitForMail(MAIL_DIR, who.email, /Mengundurkan diri/)
  expect(mailsFor(MAIL_DIR, who.email).map((m) => m.subject)).toContain(
    'Status pendaftaran UTB: Mengundurkan diri',
  )
})
