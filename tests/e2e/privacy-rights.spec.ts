import fs from 'node:fs'
import { strFromU8, unzipSync } from 'fflate'
import { adminHeaders, createApplicantViaApi } from './admin-api'
import { expect, test } from './fixtures'
import { openAsApplicant, openPage, severeA11yViolations } from './helpers'
import { waitForMail } from '../helpers/mailbox'

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''

/**
 * Issue 16 §4, rights end to end: an applicant reads the notice, downloads their data, is sent to
 * the form to correct it (not yet submitted), asks for deletion and sees the deadline; staff see
 * the request with its deadline in the admin, carry it out, and the applicant gets the email.
 * The rules are covered in tests/int/data-requests.int.test.ts.
 */
test.skip(({ isMobile }) => isMobile, 'once, on a desktop screen')
test.use({ locale: 'id-ID', acceptDownloads: true })

test('an applicant exercises their rights; staff carry out the deletion before its deadline', async ({
  page,
  request: api,
}) => {
  test.setTimeout(150_000)
  const applicant = await createApplicantViaApi(page.request, 'hak', 'reguler')
  await page.context().clearCookies({ name: 'payload-token' })

  // The notice first, from the page the applicant uses.
  await openAsApplicant(page, '/daftar/data-saya', applicant)
  await page.getByRole('link', { name: /Baca Kebijakan Privasi selengkapnya/ }).click()
  await expect(page).toHaveURL(/\/kebijakan-privasi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible()

  await openPage(page, '/daftar/data-saya')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Unduh semua data saya' }).click(),
  ])
  const entries = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)))
  expect(JSON.parse(strFromU8(entries['data.json']!)).akun.email).toBe(applicant.email)

  // Not submitted yet: the applicant corrects the form directly; no request is needed.
  const correction = page.getByTestId('correction-direct')
  await expect(correction).toContainText('Formulir Anda belum dikirim')
  await expect(correction.getByRole('link', { name: 'formulir pendaftaran' })).toHaveAttribute(
    'href',
    '/daftar/daftar-reguler',
  )
  await expect(page.getByTestId('correction-form')).toHaveCount(0)

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
  const staff = { email: `staf-hak-${Date.now()}@utb.test`, password: 'Staf-Hak-Uji-2026' }
  const created = await page.request.post('/api/cms/users', {
    headers: await adminHeaders(page.request),
    data: { ...staff, name: 'Sari Penerimaan', role: 'admissions' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies()
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Kata Sandi').fill(staff.password)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

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
  await page.getByLabel('Catatan staf').fill('Ditangani Sari: pendaftaran dan berkas dihapus.')
  const status = page.locator('#field-status')
  await status.click()
  await page.getByRole('option', { name: 'Selesai' }).click()
  await page.getByRole('button', { name: 'Simpan' }).click()
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
 * Issue 16 §4, the optional consent: not given by default, given and withdrawn in one click on
 * /daftar/data-saya, each click a consent record; the restriction form asks for a reason.
 */
test('an applicant gives, then withdraws, the optional consent to campus news', async ({
  page,
  request: api,
}) => {
  test.setTimeout(90_000)
  const applicant = await createApplicantViaApi(page.request, 'opsional', 'reguler')
  await page.context().clearCookies({ name: 'payload-token' })
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
