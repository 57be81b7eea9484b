import sharp from 'sharp'
import { adminHeaders, adminSend, createApplicantViaApi, type ApiApplicant } from './admin-api'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { openPage, severeA11yViolations } from './helpers'
import { REJECTION_REASON_REQUIRED } from '@/features/admissions/application/messages'
import { formatAdminDate } from '@/lib/format'

// Issue 17 §3 and §7: an officer verifies proofs in a row from the queue without leaving it,
// rejects one with a reason the applicant then reads, schedules tests for two submitted
// applications at once, and reads the admin's dates in Jakarta time from a browser elsewhere.
test.skip(({ isMobile }) => isMobile, 'the CMS is used on a desktop')

const png = (colour: string, width = 200, height = 260) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

async function upload(request: APIRequestContext, who: ApiApplicant, kind: string, colour: string) {
  const response = await request.post('/api/pendaftar/berkas', {
    headers: who.headers,
    multipart: {
      kind,
      file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await png(colour) },
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

async function withProof(request: APIRequestContext, prefix: string) {
  const who = await createApplicantViaApi(request, prefix, 'magang')
  await upload(request, who, 'payment_proof', '#2a7')
  return who
}

async function applicationOf(request: APIRequestContext, who: ApiApplicant) {
  const found = await request.get(`/api/cms/applications?depth=0`, { headers: who.headers })
  return ((await found.json()) as { docs: Record<string, unknown>[] }).docs[0]!
}

const nameOf = (who: ApiApplicant, run: string) =>
  `Pendaftar Uji ${who.email.split('@')[0]!.slice(run.length + 1)}`

/** Signs the browser in as the applicant (the cookie Payload's login sets). */
async function asApplicant(page: Page, who: ApiApplicant, baseURL: string) {
  await page.context().clearCookies({ name: 'payload-token' })
  await page
    .context()
    .addCookies([
      { name: 'payload-token', value: who.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ])
}

/**
 * A submitted application: proof verified by the admin, the form filled through the REST API as
 * the applicant, the documents uploaded, then sent with the form's own button.
 */
async function submitted(page: Page, run: string, baseURL: string) {
  const request = page.request
  const who = await withProof(request, run)
  const app = await applicationOf(request, who)
  const verified = await adminSend(request, 'patch', `/api/cms/applications/${app.id}`, {
    status: 'payment_verified',
  })
  expect(verified.status(), await verified.text()).toBe(200)
  const programmes = await request.get(
    '/api/cms/programmes?depth=0&limit=1&where[_status][equals]=published',
  )
  const major = (
    (await programmes.json()) as { docs: { id: number; faculty: number; category: number }[] }
  ).docs[0]!
  const filled = await request.patch(`/api/cms/applications/${app.id}`, {
    headers: who.headers,
    data: {
      currentStep: 4,
      personal: {
        gender: 'female',
        birthPlace: 'Garut',
        birthDate: '2007-09-01T00:00:00.000Z',
        nik: '3205014109070002',
        religion: 'Islam',
        heightCm: 165,
        address: 'Jl. Cikuray No. 12, Garut',
        education: 'sma',
        schoolName: 'SMA Negeri 1 Garut',
        graduationYear: 2025,
        parentName: 'Ujang Suherman',
        parentPhone: '081322223333',
        colourBlind: false,
        hasSkck: true,
        healthDeclaration: true,
      },
      programme: { category: major.category, faculty: major.faculty, major: major.id },
    },
  })
  expect(filled.status(), await filled.text()).toBe(200)
  for (const kind of ['photo', 'id_card', 'diploma', 'skck'])
    await upload(request, who, kind, '#abc')
  await asApplicant(page, who, baseURL)
  await openPage(page, '/multi-step-form?langkah=5')
  await page.getByRole('button', { name: 'Kirim formulir' }).click()
  await expect
    .poll(async () => (await applicationOf(request, who)).status, { timeout: 15_000 })
    .toBe('submitted')
  return who
}

/** The officer's own account, signed in in this browser. */
async function signInOfficer(page: Page, prefix: string) {
  const staff = { email: `staf-${prefix}@utb.test`, password: 'Staf-Antrean-Uji-2026' }
  const created = await page.request.post('/api/cms/users', {
    headers: await adminHeaders(page.request),
    data: { ...staff, name: 'Rina Verifikasi', role: 'admissions' },
  })
  expect(created.status(), await created.text()).toBe(201)
  await page.context().clearCookies({ name: 'payload-token' })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Kata Sandi').fill(staff.password)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  return staff
}

test('verify three proofs in a row, reject one with a reason the applicant reads', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const run = `antrean${Date.now().toString(36)}`
  const people: ApiApplicant[] = []
  for (let i = 0; i < 4; i++) people.push(await withProof(page.request, run))
  const names = people.map((p) => nameOf(p, run))
  const staff = await signInOfficer(page, run)

  // From the applications list's work queues to the view; narrowed to this test's applicants.
  await page.goto('/admin/collections/applications')
  await page.getByTestId('review-queue-link').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Antrean verifikasi' })).toBeVisible()
  await page.getByLabel('Cari nama atau email pendaftar').fill(run)
  await page.getByRole('button', { name: 'Cari' }).click()
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
    expect((await applicationOf(page.request, who)).status).toBe('payment_verified')
  // The applicant reads the reason on their payment page.
  await asApplicant(page, people[3]!, baseURL!)
  await openPage(page, '/daftar/daftar-magang')
  const payment = page.getByTestId('payment-section')
  await expect(payment).toHaveAttribute('data-proof-state', 'rejected', { timeout: 30_000 })
  await expect(payment.getByTestId('rejection-reason')).toHaveText(
    'Nominal transfer tidak sesuai (Rp 30.000).',
  )

  // Each proof the officer saw went through the audited file route.
  const audit = await page.request.get(
    `/api/cms/access-audit?where[userEmail][equals]=${encodeURIComponent(staff.email)}` +
      '&where[action][equals]=download-applicant-file&limit=0',
    { headers: await adminHeaders(page.request) },
  )
  expect(((await audit.json()) as { totalDocs: number }).totalDocs).toBeGreaterThanOrEqual(4)
})

test('schedule tests for two applications at once; dates in Jakarta time from New York', async ({
  page,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000)
  const run = `jadwal${Date.now().toString(36)}`
  const people = [await submitted(page, run, baseURL!), await submitted(page, run, baseURL!)]
  const names = people.map((p) => nameOf(p, run))
  const staff = await signInOfficer(page, run)

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
    const app = await applicationOf(page.request, who)
    expect(app.status).toBe('test_scheduled')
    expect((app.test as { date: string }).date).toBe('2026-12-10T02:00:00.000Z')
  }

  // §7: an officer whose browser is in New York reads the list's dates in Jakarta time.
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
  const app = await applicationOf(page.request, people[0]!)
  await admin.goto(
    `/admin/collections/applications?where[applicantEmail][equals]=${encodeURIComponent(people[0]!.email)}`,
  )
  const row = admin.getByRole('row').filter({ hasText: names[0]! })
  await expect(row).toContainText(formatAdminDate(String(app.updatedAt)))
  await elsewhere.close()
})
