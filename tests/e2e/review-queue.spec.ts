import {
  adminHeaders,
  createApplicantViaApi,
  signInAsNewStaff,
  type ApiApplicant,
} from './admin-api'
import { expect, test, type APIRequestContext } from './fixtures'
import {
  applicationOf,
  createSubmittedApplicant,
  followLink,
  openPage,
  severeA11yViolations,
  signInWithToken,
  uploadAsApplicant,
} from './helpers'
import { REJECTION_REASON_REQUIRED } from '@/features/admissions/application/messages'
import { formatAdminDate } from '@/lib/format'

// An officer verifies proofs in a row from the queue without leaving it,
// rejects one with a reason the applicant then reads, schedules tests for two submitted
// applications at once, and reads the admin's dates in Jakarta time from a browser elsewhere.
test.skip(({ isMobile }) => isMobile, 'the CMS is used on a desktop')

async function withProof(request: APIRequestContext, prefix: string) {
  const who = await createApplicantViaApi(request, prefix, 'magang')
  await uploadAsApplicant(request, who, 'payment_proof', '#2a7')
  return who
}

const nameOf = (who: ApiApplicant, run: string) =>
  `Pendaftar Uji ${who.email.split('@')[0]!.slice(run.length + 1)}`

test('verify three proofs in a row, reject one with a reason the applicant reads', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const run = `antrean${Date.now().toString(36)}`
  const people: ApiApplicant[] = []
  for (let i = 0; i < 4; i++) people.push(await withProof(request, run))
  const names = people.map((p) => nameOf(p, run))
  const staff = await signInAsNewStaff(page, 'admissions', 'Rina Verifikasi')

  // From the applications list's work queues to the view; narrowed to this test's applicants.
  await page.goto('/admin/collections/applications')
  await followLink(page, page.getByTestId('review-queue-link'), /\/admin\/antrean-verifikasi/)
  await expect(page.getByRole('heading', { level: 1, name: 'Antrean verifikasi' })).toBeVisible()
  await page.getByLabel('Cari nama atau email pendaftar').fill(run)
  // The search is a plain GET form: wait for the narrowed page itself, which a loaded machine may
  // take longer than an assertion's few seconds to render; the old page still shows every proof.
  await Promise.all([
    page.waitForURL((url) => url.searchParams.get('cari') === run),
    page.getByRole('button', { name: 'Cari' }).click(),
  ])
  const queue = page.getByTestId('review-queue')
  await expect(queue.getByTestId('queue-remaining')).toHaveText('4 tersisa')
  const current = queue.getByTestId('proof-review')
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(names[0]!)
  const proof = current.getByRole('img', { name: `Bukti pembayaran ${names[0]}` })
  await expect(proof).toBeVisible()
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200)
  await expect(current).toContainText('Rp 300.000')
  expect(await severeA11yViolations(page, '[data-testid="review-queue"]')).toEqual([])

  // Next and back again, then three verifications in a row: no page load in between.
  await queue.getByRole('button', { name: 'Berikutnya' }).click()
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(names[1]!)
  await queue.getByRole('button', { name: 'Sebelumnya' }).click()
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  for (let i = 0; i < 3; i++) {
    await expect(current.getByRole('heading', { level: 2 })).toHaveText(names[i]!)
    await current.getByRole('button', { name: 'Verifikasi' }).click()
    await expect(queue.getByTestId('queue-remaining')).toHaveText(`${3 - i} tersisa`)
  }
  await expect(queue.getByRole('status').first()).toContainText(
    `${names[2]}: Pembayaran terverifikasi.`,
  )

  // The fourth is rejected: first without a reason (refused in Indonesian), then with one.
  await expect(current.getByRole('heading', { level: 2 })).toHaveText(names[3]!)
  await current.getByRole('button', { name: 'Tolak' }).click()
  await expect(current.getByText(REJECTION_REASON_REQUIRED)).toBeVisible()
  const reason = current.getByLabel('Alasan penolakan (dikirim ke pendaftar)')
  await expect(reason).toBeFocused()
  await expect(reason).toHaveAttribute('aria-invalid', 'true')
  expect(await severeA11yViolations(page, '[data-testid="review-queue"]')).toEqual([])
  await reason.fill('Nominal transfer tidak sesuai (Rp 30.000).')
  await current.getByRole('button', { name: 'Tolak' }).click()
  await expect(queue.getByTestId('queue-remaining')).toHaveText('0 tersisa')
  await expect(queue.getByTestId('queue-empty')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)

  for (const who of people.slice(0, 3))
    expect((await applicationOf(request, who)).status).toBe('payment_verified')
  // The applicant reads the reason on their payment page.
  await signInWithToken(page, people[3]!, baseURL!)
  await openPage(page, '/daftar/daftar-magang')
  const payment = page.getByTestId('payment-section')
  await expect(payment).toHaveAttribute('data-proof-state', 'rejected', { timeout: 30_000 })
  await expect(payment.getByTestId('rejection-reason')).toHaveText(
    'Nominal transfer tidak sesuai (Rp 30.000).',
  )

  // Each proof the officer saw went through the audited file route.
  const audit = await request.get(
    `/api/cms/access-audit?where[userEmail][equals]=${encodeURIComponent(staff.email)}` +
      '&where[action][equals]=download-applicant-file&limit=0',
    { headers: await adminHeaders(request) },
  )
  expect(((await audit.json()) as { totalDocs: number }).totalDocs).toBeGreaterThanOrEqual(4)
})

test('schedule tests for two applications at once; dates in Jakarta time from New York', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000)
  const run = `jadwal${Date.now().toString(36)}`
  const people: ApiApplicant[] = []
  for (let i = 0; i < 2; i++)
    people.push(await createSubmittedApplicant(page, request, run, baseURL!))
  const names = people.map((p) => nameOf(p, run))
  const staff = await signInAsNewStaff(page, 'admissions', 'Rina Verifikasi')

  await page.goto(`/admin/antrean-verifikasi?antrean=berkas&cari=${run}`)
  const queue = page.getByTestId('review-queue')
  await expect(queue.getByTestId('queue-remaining')).toHaveText('2 tersisa')
  const review = queue.getByTestId('document-review')
  await expect(review.getByRole('heading', { level: 2 })).toHaveText(names[0]!)
  await expect(review.getByRole('img', { name: `Pas foto ${names[0]}` })).toBeVisible()
  await expect(review.getByRole('img', { name: `KTP / Kartu Keluarga ${names[0]}` })).toBeVisible()

  const form = queue.getByTestId('schedule-tests')
  await form.getByRole('button', { name: 'Jadwalkan tes (0)' }).click()
  await expect(form.getByRole('alert')).toHaveText('Pilih minimal satu pendaftaran.')
  for (const name of names) await form.getByLabel(`${name} — Jalur Magang`).check()
  await form.getByLabel('Tanggal dan jam (WIB)').fill('2026-12-10T09:00')
  await form.getByLabel('Bentuk').selectOption('offline')
  await form.getByLabel('Tempat').fill('Gedung A Lt. 2, Kampus UTB')
  await form.getByLabel('Catatan untuk peserta').fill('Bawa kartu tes dan KTP.')
  expect(await severeA11yViolations(page, '[data-testid="review-queue"]')).toEqual([])
  await form.getByRole('button', { name: 'Jadwalkan tes (2)' }).click()
  await expect(form.getByTestId('schedule-summary')).toHaveText('2 pendaftaran dijadwalkan.')
  await expect(queue.getByTestId('queue-remaining')).toHaveText('0 tersisa')
  for (const who of people) {
    const app = await applicationOf(request, who)
    expect(app.status).toBe('test_scheduled')
    expect((app.test as { date: string }).date).toBe('2026-12-10T02:00:00.000Z')
  }

  // Admin dates: an officer whose browser is in New York reads the list's dates in Jakarta time.
  const elsewhere = await browser.newContext({
    baseURL,
    locale: 'id-ID',
    timezoneId: 'America/New_York',
  })
  const admin = await elsewhere.newPage()
  await admin.goto('/admin/login')
  await admin.getByLabel('Email').fill(staff.email)
  await admin.getByLabel('Kata Sandi').fill(staff.password)
  await admin.getByRole('button', { name: 'Masuk' }).click()
  await expect(admin).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  const app = await applicationOf(request, people[0]!)
  await admin.goto(
    `/admin/collections/applications?where[applicantEmail][equals]=${encodeURIComponent(people[0]!.email)}`,
  )
  const row = admin.getByRole('row').filter({ hasText: names[0]! })
  await expect(row).toContainText(formatAdminDate(String(app.updatedAt)))
  await elsewhere.close()
})
