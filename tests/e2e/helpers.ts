import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test'
import sharp from 'sharp'
import { adminSend, createApplicantViaApi, type ApiApplicant } from './admin-api'

export const COLLEGE = 'Universitas Teknologi Bandung'

/**
 * Waits until the page is hydrated (the loading overlay marks it: the page's own handlers work
 * from then on) and no slow route change covers it. Hydration takes a while on a busy 2-core machine.
 */
export async function settled(page: Page) {
  const overlay = page.getByTestId('loading-overlay')
  await expect(overlay).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
  await expect(overlay).toHaveAttribute('data-visible', 'false', { timeout: 15_000 })
}

/** Open a page and wait until it is hydrated. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path)
  await settled(page)
  return response
}

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 0) < 992

/** A contrast failure's colours and ratio, as axe measured them, so a report says what to mend. */
function contrastOf(node: { any: { id: string; data?: unknown }[] }): string {
  const data = node.any.find((check) => check.id === 'color-contrast')?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
  return data?.contrastRatio ? ` (${data.contrastRatio}:1, ${data.fgColor} on ${data.bgColor})` : ''
}

/**
 * axe (WCAG 2.1 A/AA and best practice) on the page as it is now, or on the part `within` selects:
 * the serious and critical findings.
 */
export async function severeA11yViolations(page: Page, within?: string): Promise<string[]> {
  // The loading overlay fades out over 300 ms after a navigation: text caught mid-fade has the
  // contrast of a half-transparent layer, which is not what a reader sees once it is gone.
  await page.waitForFunction(() => {
    const overlay = document.querySelector('[data-testid="loading-overlay"]')
    return !overlay || getComputedStyle(overlay).visibility === 'hidden'
  })
  const builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ])
  const results = await (within ? builder.include(within) : builder).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')}${contrastOf(n)}`).join(', ')}`,
    )
}

/** Open an applicant page; the guard sends the visitor to the login page, which brings them back. */
export async function openAsApplicant(
  page: Page,
  path: string,
  applicant: { email: string; password: string },
) {
  await openPage(page, path)
  await expect(page).toHaveURL(/\/daftar\/login\?kembali=/)
  await page.getByLabel('Email').fill(applicant.email)
  await page.getByLabel('Kata sandi').fill(applicant.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`), { timeout: 15_000 })
}

/** Signs the browser in as an applicant made through the API (the cookie Payload's login sets). */
export async function signInWithToken(page: Page, who: ApiApplicant, baseURL: string) {
  // The page open until now (often the admin) leaves first, so none of its late requests goes
  // out with the applicant's cookie and is refused.
  await page.goto('about:blank')
  await page.context().clearCookies({ name: 'payload-token' })
  await page
    .context()
    .addCookies([
      { name: 'payload-token', value: who.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ])
}

/** A plain PNG of one colour: a stand-in photo, scan or payment proof. */
export const png = (colour: string, width = 200, height = 260) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** Uploads a PNG as the applicant's file of `kind` through the applicants' upload route. */
export async function uploadAsApplicant(
  api: APIRequestContext,
  who: ApiApplicant,
  kind: string,
  colour: string,
) {
  const response = await api.post('/api/pendaftar/berkas', {
    headers: who.headers,
    multipart: {
      kind,
      file: { name: `${kind}.png`, mimeType: 'image/png', buffer: await png(colour) },
    },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The applicant's own application, as they read it through the REST API. */
export async function applicationOf(api: APIRequestContext, who: ApiApplicant) {
  const found = await api.get('/api/cms/applications?depth=0', { headers: who.headers })
  return ((await found.json()) as { docs: Record<string, unknown>[] }).docs[0]!
}

/** Steps 1 and 2 of the form as the Reguler and Magang tracks accept them: born in 2007, SMA 2025. */
export const FILLED_PERSONAL = {
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
}

/**
 * A submitted application on the Magang track: the proof uploaded and verified by the e2e admin,
 * the form filled ({@link FILLED_PERSONAL}) and the documents uploaded through the REST API as the
 * applicant, then sent with the form's own button in `page`, which stays signed in as the
 * applicant. `api` is a request context of its own: the admin's login never touches the page.
 */
export async function createSubmittedApplicant(
  page: Page,
  api: APIRequestContext,
  prefix: string,
  baseURL: string,
): Promise<ApiApplicant> {
  const who = await createApplicantViaApi(api, prefix, 'magang')
  await uploadAsApplicant(api, who, 'payment_proof', '#2a7')
  const app = await applicationOf(api, who)
  const verified = await adminSend(api, 'patch', `/api/cms/applications/${app.id}`, {
    status: 'payment_verified',
  })
  expect(verified.status(), await verified.text()).toBe(200)
  const programmes = await api.get(
    '/api/cms/programmes?depth=0&limit=1&where[_status][equals]=published',
  )
  const major = (
    (await programmes.json()) as { docs: { id: number; faculty: number; category: number }[] }
  ).docs[0]!
  const filled = await api.patch(`/api/cms/applications/${app.id}`, {
    headers: who.headers,
    data: {
      currentStep: 4,
      personal: FILLED_PERSONAL,
      programme: { category: major.category, faculty: major.faculty, major: major.id },
    },
  })
  expect(filled.status(), await filled.text()).toBe(200)
  for (const kind of ['photo', 'id_card', 'diploma', 'skck'])
    await uploadAsApplicant(api, who, kind, '#abc')
  await signInWithToken(page, who, baseURL)
  await openPage(page, '/multi-step-form?langkah=5')
  await page.getByRole('button', { name: 'Kirim formulir' }).click()
  await expect
    .poll(async () => (await applicationOf(api, who)).status, { timeout: 15_000 })
    .toBe('submitted')
  return who
}

/**
 * Staff answer the data request open in the admin's edit view: the note the applicant reads (left
 * as it is without one), the status, saved; Payload confirms the save.
 */
export async function answerDataRequest(
  page: Page,
  status: 'Diproses' | 'Selesai' | 'Ditolak',
  note?: string,
) {
  if (note !== undefined) await page.getByLabel('Catatan staf').fill(note)
  await pickInAdminSelect(page, 'status', status)
  await saveInAdmin(page)
}

/**
 * Picks `option` in the admin's select field `name`. On a busy machine a click can reach the
 * select while the edit view is still settling and its menu stays shut: it is clicked again.
 */
export async function pickInAdminSelect(page: Page, name: string, option: string) {
  const choice = page.getByRole('option', { name: option, exact: true })
  await expect(async () => {
    if (!(await choice.isVisible())) await page.locator(`#field-${name}`).click()
    await expect(choice).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await choice.click()
}

/** The admin's Simpan, and Payload's confirmation that the document was saved. */
export async function saveInAdmin(page: Page) {
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Berhasil diperbarui.').first()).toBeVisible({ timeout: 15_000 })
}

/**
 * Clicks `link` until the page is at `url`. A Payload list view rewrites its own address once it
 * has loaded (history.replaceState with its limit and sort), and a click on one of its links just
 * before that can be lost: while the page is still where it was, the click is given again.
 */
export async function followLink(page: Page, link: Locator, url: RegExp) {
  await expect(async () => {
    if (!url.test(page.url())) await link.click({ timeout: 5_000 })
    await expect(page).toHaveURL(url, { timeout: 10_000 })
  }).toPass({ timeout: 45_000 })
}

/**
 * Chromium's virtual authenticator on this page (CDP WebAuthn): a platform authenticator with a
 * verified user that answers every passkey prompt at once, as a phone's fingerprint would.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

/** Clicks a link that downloads a file and checks the file is a PDF; the download, for its name. */
export async function downloadPdf(page: Page, link: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')
  return download
}
