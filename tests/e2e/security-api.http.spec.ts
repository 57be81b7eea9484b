import { expect, httpTest as test } from './fixtures'
import { adminGet, createApplicantViaApi, workerAdmin } from './admin-api'

/**
 * Session tokens in JSON bodies only where a client needs them, and no permission
 * map for anonymous callers (ADR 0015).
 */

test('tokens: a staff login answers with the HttpOnly cookie and no token in the body', async ({
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL })
  const admin = workerAdmin()
  const login = await request.post('/api/cms/users/login', { data: admin })
  expect(login.status()).toBe(200)
  const body = (await login.json()) as { token?: string; user?: { email: string } }
  expect(body.user?.email).toBe(admin.email)
  expect(body.token).toBeUndefined()
  expect(login.headers()['set-cookie']).toMatch(/payload-token=[^;]+;.*HttpOnly/i)
  const me = (await (
    await request.get('/api/cms/users/me', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  ).json()) as { user?: { email: string }; token?: string }
  expect(me.user?.email).toBe(admin.email)
  expect(me.token).toBeUndefined()
  await request.dispose()
})

test('tokens: the legacy applicant login still hands the original client its access_token', async ({
  request,
}) => {
  const applicant = await createApplicantViaApi(request, 'token-lama')
  const res = await request.post('/api/old/auth/login', {
    data: { email: applicant.email, password: applicant.password },
  })
  expect(res.status()).toBe(200)
  const token = ((await res.json()) as { data: { data: { access_token: string } } }).data.data
    .access_token
  // The original client sends it as a bearer header (§7).
  const me = await request.get('/api/cms/applicants/me', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(((await me.json()) as { user?: { email: string } }).user?.email).toBe(applicant.email)
})

test('/api/cms/access: no permission map for visitors or applicants; staff and admin login unchanged', async ({
  playwright,
  baseURL,
  request,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL })
  const visitor = await anonymous.get('/api/cms/access')
  expect(visitor.status()).toBe(401)
  const visitorBody = (await visitor.json()) as {
    collections?: unknown
    errors: { message: string }[]
  }
  expect(visitorBody.collections).toBeUndefined()
  expect(visitorBody.errors[0]!.message).toMatch(/staf/)
  expect((await anonymous.get('/admin/login')).status()).toBe(200)
  await anonymous.dispose()

  const applicant = await createApplicantViaApi(request, 'peta-akses')
  const asApplicant = await request.get('/api/cms/access', { headers: applicant.headers })
  expect(asApplicant.status()).toBe(403)
  expect(((await asApplicant.json()) as { collections?: unknown }).collections).toBeUndefined()

  const staff = await adminGet(request, '/api/cms/access')
  expect(staff.status()).toBe(200)
  const map = (await staff.json()) as {
    collections: Record<string, { read: boolean }>
    canAccessAdmin: boolean
  }
  expect(map.canAccessAdmin).toBe(true)
  expect(map.collections.applicants?.read).toBe(true)
})
