import type { APIRequestContext } from '@playwright/test'
import { adminHeaders } from './helpers'

/**
 * A write through the REST API as the e2e admin. Like adminGet: a login in another worker can
 * drop this session (Payload stores sessions in the user's row), and the request then runs as
 * nobody (401/403), so it signs in again and repeats.
 */
export async function adminSend(
  request: APIRequestContext,
  method: 'post' | 'patch' | 'delete',
  url: string,
  data?: unknown,
) {
  for (let attempt = 1; ; attempt++) {
    const response = await request[method](url, { headers: await adminHeaders(request), data })
    if (![401, 403].includes(response.status()) || attempt === 3) return response
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
  const password = 'Berkas-Uji-Kampus-2026'
  const created = await adminSend(request, 'post', '/api/cms/applicants', {
    email,
    password,
    fullName: `Pendaftar Uji ${stamp}`,
    whatsapp: '6281234500000',
    privacyConsentVersion: '2026-11',
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
