import type { APIRequestContext, Page } from '@playwright/test'

/*
 * The e2e admins. Payload keeps a user's sessions in their row and adds one per login by
 * read-modify-write, so two workers signing in as one account at once could drop each other's
 * session. Each worker therefore has an admin of its own (made in global-setup.ts), by its
 * parallel index: workers running at the same time never share one.
 */

/** The admin of the worker with parallel index `index` (this worker's by default). */
export function workerAdmin(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  const [name, domain] = process.env.ADMIN_EMAIL!.split('@')
  return { email: `${name}-${index}@${domain}`, password: process.env.ADMIN_PASSWORD! }
}

/** Authorization headers of this worker's admin, from a fresh login. */
export async function adminHeaders(
  request: APIRequestContext,
  admin = workerAdmin(),
): Promise<Record<string, string>> {
  let last = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    // A reused keep-alive socket the server has just closed fails with ECONNRESET: try again.
    const login = await request
      .post('/api/cms/users/login', { data: admin })
      .catch((error: Error) => error)
    if (!(login instanceof Error)) {
      // Staff tokens are only in the HttpOnly cookie (ADR 0015); a browser sends it with Sec-Fetch-Site.
      const token = login.ok()
        ? /payload-token=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1]
        : undefined
      if (token) return { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' }
      throw new Error(`Admin login failed: ${login.status()} ${await login.text()}`)
    }
    last = login.message
  }
  throw new Error(`Admin login failed: ${last}`)
}

/** GET as this worker's admin. */
export async function adminGet(request: APIRequestContext, url: string) {
  return request.get(url, { headers: await adminHeaders(request) })
}

/** A write through the REST API as this worker's admin. */
export async function adminSend(
  request: APIRequestContext,
  method: 'post' | 'patch' | 'delete',
  url: string,
  data?: unknown,
) {
  return request[method](url, { headers: await adminHeaders(request), data })
}

/**
 * An admin for each of `workers` parallel indexes, made by the admin the seed created from
 * ADMIN_EMAIL; an account that already exists (a reused database) is kept.
 */
export async function createWorkerAdmins(
  request: APIRequestContext,
  workers: number,
): Promise<void> {
  const seeded = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }
  for (let index = 0; index < workers; index++) {
    const admin = workerAdmin(index)
    const created = await request.post('/api/cms/users', {
      headers: await adminHeaders(request, seeded),
      data: { ...admin, name: `Admin Uji ${index}`, role: 'admin' },
    })
    if (created.status() !== 201) await adminHeaders(request, admin)
  }
}

export type ApiApplicant = {
  id: number
  email: string
  password: string
  token: string
  headers: Record<string, string>
}

/**
 * A verified applicant made by the e2e admin through the REST API and signed in (its JWT in
 * `headers`); with `track`, the application is opened on that track with the applicant's own token.
 */
export async function createApplicantViaApi(
  request: APIRequestContext,
  prefix: string,
  track?: 'reguler' | 'magang' | 'jepang',
): Promise<ApiApplicant> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const email = `${prefix}-${stamp}@contoh.id`
  const password = 'Berkas-Uji-Kampus-Cemara-2026'
  const created = await adminSend(request, 'post', '/api/cms/applicants', {
    email,
    password,
    fullName: `Pendaftar Uji ${stamp}`,
    whatsapp: '6281234500000',
    privacyConsentVersion: '1',
    privacyConsentAt: new Date().toISOString(),
    _verified: true,
  })
  if (created.status() !== 201)
    throw new Error(`Applicant not created: ${created.status()} ${await created.text()}`)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const login = await request.post('/api/cms/applicants/login', { data: { email, password } })
  if (login.status() !== 200)
    throw new Error(`Applicant login failed: ${login.status()} ${await login.text()}`)
  const { token } = (await login.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}` }
  if (track) {
    const application = await request.post('/api/cms/applications', { headers, data: { track } })
    if (application.status() !== 201)
      throw new Error(`Application not opened: ${application.status()} ${await application.text()}`)
  }
  return { id, email, password, token, headers }
}

/** Where a staff sign-in lands: the admin's home, which for an admissions officer is their dashboard. */
export const ADMIN_HOME = /\/admin(\/dasbor-pendaftaran)?\/?$/

/**
 * A new staff account of `role`, and the browser signed in as it through the admin's login form
 * (the API calls before signed it in as the e2e admin: shared cookies).
 */
export async function signInAsNewStaff(
  page: Page,
  role: 'admissions' | 'editor' | 'admin',
  name: string,
): Promise<{ email: string; password: string }> {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const staff = { email: `staf-${role}-${stamp}@utb.test`, password: 'Staf-Uji-Kampus-Cemara-2026' }
  const created = await page.request.post('/api/cms/users', {
    headers: await adminHeaders(page.request),
    data: { ...staff, name, role },
  })
  if (created.status() !== 201)
    throw new Error(`Staff not created: ${created.status()} ${await created.text()}`)
  await page.context().clearCookies({ name: 'payload-token' })
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Kata Sandi').fill(staff.password)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await page.waitForURL(ADMIN_HOME, { timeout: 30_000 })
  return staff
}
