import fs from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import { adminHeaders, createApplicantViaApi, signInAsNewStaff } from './admin-api'
import { expect, test, type Page } from './fixtures'
import {
  answerDataRequest,
  applicationOf,
  FILLED_PERSONAL,
  openAsApplicant,
  openPage,
  severeA11yViolations,
} from './helpers'
import { waitForMail } from '../helpers/mailbox'

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''

/** "Unduh semua data saya" on the page open in `page`: the data.json of the ZIP it downloads. */
async function downloadedData(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Unduh semua data saya' }).click(),
  ])
  const entries = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)))
  return JSON.parse(strFromU8(entries['data.json']!)) as {
    akun: { email: string }
    pendaftaran: { personal?: { birthPlace?: string } } | null
  }
}

/**
 * Data subject rights end to end: an applicant reads the notice, downloads their data, corrects a
 * field in the form they have not submitted yet and finds the new value in the next download, asks
 * for deletion and sees the deadline; staff see the request with its deadline in the admin, carry
 * it out, and the applicant gets the email. After submission a correction is a request staff
 * handle: privacy-requests.spec.ts. The rules are covered in tests/int/data-requests.int.test.ts.
 */
test.skip(({ isMobile }) => isMobile, 'once, on a desktop screen')
test.use({ locale: 'id-ID', acceptDownloads: true })

test('an applicant exercises their rights; staff carry out the deletion before its deadline', async ({
  page,
  request: api,
}) => {
  test.setTimeout(150_000)
  const applicant = await createApplicantViaApi(api, 'hak', 'reguler')
  // Step 1 of the form saved earlier, with the birthplace the applicant will correct.
  const application = await applicationOf(api, applicant)
  const saved = await api.patch(`/api/cms/applications/${application.id}`, {
    headers: applicant.headers,
    data: { personal: FILLED_PERSONAL },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  // The notice first, from the page the applicant uses.
  await openAsApplicant(page, '/daftar/data-saya', applicant)
  await page.getByRole('link', { name: /Baca Kebijakan Privasi selengkapnya/ }).click()
  await expect(page).toHaveURL(/\/kebijakan-privasi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible()

  await openPage(page, '/daftar/data-saya')
  const before = await downloadedData(page)
  expect(before.akun.email).toBe(applicant.email)
  expect(before.pendaftaran?.personal?.birthPlace).toBe('Garut')

  // Not submitted yet: the applicant corrects the form directly; no request is needed.
  const correction = page.getByTestId('correction-direct')
  await expect(correction).toContainText('Formulir Anda belum dikirim')
  await expect(page.getByTestId('correction-form')).toHaveCount(0)
  await correction.getByRole('link', { name: 'formulir pendaftaran' }).click()
  await expect(page).toHaveURL(/\/daftar\/daftar-reguler$/)
  await page.getByRole('link', { name: 'Isi formulir pendaftaran' }).click()
  await expect(page).toHaveURL(/\/multi-step-form$/)
  const counter = page.getByTestId('step-counter')
  await expect(counter).toHaveText('Langkah 1 dari 5')
  const birthPlace = page.getByLabel('Tempat lahir')
  await expect(birthPlace).toHaveValue('Garut')
  await birthPlace.fill('Tasikmalaya')
  await page.getByRole('button', { name: 'Simpan dan lanjut' }).click()
  await expect(counter).toHaveText('Langkah 2 dari 5')
  // The next download has the corrected value.
  await openPage(page, '/daftar/data-saya')
  expect((await downloadedData(page)).pendaftaran?.personal?.birthPlace).toBe('Tasikmalaya')

  const form = page.getByTestId('deletion-form')
  await form.getByLabel('Alasan').fill('Saya memilih kampus lain.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Ajukan penghapusan data' }).click()
  await expect(page.getByTestId('deletion-status')).toContainText('sudah kami terima')
  const listed = page.getByTestId('request-list')
  await expect(listed).toContainText('Penghapusan data — Baru')
  await expect(listed).toContainText('ditanggapi paling lambat')
  expect(await severeA11yViolations(page)).toEqual([])

  // Staff: the request with its deadline, the overdue link above the list.
  const staff = await signInAsNewStaff(page, 'admissions', 'Sari Penerimaan')

  await page.goto('/admin/collections/data-requests')
  await expect(page.getByTestId('overdue-requests')).toContainText(
    /Lewat batas waktu: \d+ permintaan/,
    {
      timeout: 30_000,
    },
  )
  await expect(page.getByRole('columnheader', { name: 'Batas waktu' })).toBeVisible()
  // Reads through the API as the e2e admin, in a context of its own (the browser stays the staff's).
  const admin = await adminHeaders(api)
  const requests = await api.get(
    `/api/cms/data-requests?where[applicantEmail][equals]=${encodeURIComponent(applicant.email)}`,
    { headers: admin },
  )
  const request = ((await requests.json()) as { docs: { id: number; dueAt: string }[] }).docs[0]!
  expect(new Date(request.dueAt).getTime()).toBeGreaterThan(Date.now() + 71 * 60 * 60 * 1000)

  await page.goto(`/admin/collections/data-requests/${request.id}`)
  await answerDataRequest(page, 'Selesai', 'Ditangani Sari: pendaftaran dan berkas dihapus.')
  // The request's own history names the step and the staff member who took it.
  await expect
    .poll(
      async () => {
        const res = await api
          .get(`/api/cms/data-requests/${request.id}?depth=0`, { headers: admin })
          .catch(() => null)
        // A failed read (a reset connection) is asked again at the next poll.
        const doc = ((await res?.json()) ?? {}) as { history?: { by: string; what: string }[] }
        return doc.history?.map((h) => `${h.by}: ${h.what}`) ?? []
      },
      { timeout: 30_000 },
    )
    .toContain(`${staff.email}: Status: Baru → Selesai`)

  const mail = await waitForMail(
    MAIL_DIR,
    applicant.email,
    /Permintaan penghapusan data selesai/,
    30_000,
  )
  expect(mail.text).toContain('Ditangani Sari: pendaftaran dan berkas dihapus.')
})

/**
 * The optional consent: not given by default, given and withdrawn in one click on
 * /daftar/data-saya, each click a consent record; the restriction form asks for a reason.
 */
test('an applicant gives, then withdraws, the optional consent to campus news', async ({
  page,
  request: api,
}) => {
  test.setTimeout(90_000)
  const applicant = await createApplicantViaApi(api, 'opsional', 'reguler')
  await openAsApplicant(page, '/daftar/data-saya', applicant)

  const consent = page.getByTestId('campus-info')
  await expect(consent.getByTestId('campus-info-state')).toContainText('Anda tidak menyetujui')
  await consent.getByRole('button', { name: 'Ya, kirimi saya info kegiatan kampus' }).click()
  await expect(consent.getByTestId('campus-info-state')).toContainText('Anda menyetujui')
  await consent.getByRole('button', { name: 'Tarik persetujuan' }).click()
  await expect(consent.getByTestId('campus-info-state')).toContainText('Anda tidak menyetujui')

  // The restriction request needs its reason; the refusal says so and nothing is filed.
  const restriction = page.getByTestId('restriction-form')
  await restriction.getByRole('button', { name: 'Ajukan pembatasan pemrosesan' }).click()
  await expect(restriction).toContainText('Tuliskan alasan Anda meminta pembatasan')
  await restriction.getByLabel('Alasan pembatasan').fill('Saya belum ingin dihubungi.')
  await restriction.getByRole('button', { name: 'Ajukan pembatasan pemrosesan' }).click()
  await expect(page.getByTestId('restriction-status')).toContainText('sudah kami terima')
  await expect(page.getByTestId('request-list')).toContainText('Pembatasan pemrosesan — Baru')
  expect(await severeA11yViolations(page)).toEqual([])

  const records = await api.get(
    `/api/cms/consent-records?where[kind][equals]=campus-info&sort=createdAt&depth=0` +
      `&where[applicant][equals]=${applicant.id}`,
    { headers: await adminHeaders(api) },
  )
  expect(records.status()).toBe(200)
  const docs = ((await records.json()) as { docs: { decision: string; source: string }[] }).docs
  expect(docs.map((d) => `${d.decision}/${d.source}`)).toEqual([
    'given/data-rights',
    'withdrawn/data-rights',
  ])
})
