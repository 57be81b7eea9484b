import fs from 'node:fs'
import path from 'node:path'
import { COMMON_HEADERS } from '../../src/lib/security-headers'
import { linkIn, waitForMail } from '../helpers/mailbox'
import { adminHeaders, createApplicantViaApi, workerAdmin } from './admin-api'
import { expect, test, type APIRequestContext, type Page } from './fixtures'
import { followLink, settled } from './helpers'

/*
 * Content-Security-Policy, HSTS and no-store on the answers, and no 500 on malformed input
 * for broken %-encoding. The e2e server runs with APP_ENV=test over plain HTTP, so HSTS is
 * checked by the production start (scripts/production-smoke.mjs), not here.
 */

// The admin speaks Indonesian to an Indonesian browser (its labels below).
test.use({ locale: 'id-ID' })

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? ''

const nonceOf = (csp: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1]

/** A news article's path, from the news sitemap (the blog-detail layout). */
async function articlePath(request: APIRequestContext) {
  const xml = await (await request.get('/peta-situs/sitemap/berita-1.xml')).text()
  const loc = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .find((p) => /^\/tentang-utb\/berita\/[^/]+\/[^/]+$/.test(p) && !p.includes('/halaman/'))
  expect(loc, 'an article in the sitemap').toBeTruthy()
  return loc!
}

test('CSP: every layout group and /admin answer with a nonce-based policy that marks each script', async ({
  request,
}) => {
  const pages = [
    '/',
    '/faq',
    '/ikatan-alumni',
    '/tentang-utb/berita',
    await articlePath(request),
    '/daftar/login',
    '/daftar/daftar-reguler',
    '/halaman-yang-tidak-ada',
    '/admin/login',
  ]
  for (const pathname of pages) {
    const first = await request.get(pathname)
    const csp = first.headers()['content-security-policy'] ?? ''
    const nonce = nonceOf(csp)
    expect(nonce, `${pathname}: ${csp}`).toBeTruthy()
    for (const directive of [
      "'strict-dynamic'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      'frame-src ',
      'https://www.youtube-nocookie.com',
    ]) {
      expect(csp, pathname).toContain(directive)
    }
    expect(csp, pathname).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length, pathname).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag, pathname).toContain(`nonce="${nonce}"`)
    // A nonce is good for one answer only, cached page or not.
    const again = nonceOf((await request.get(pathname)).headers()['content-security-policy'] ?? '')
    expect(again, pathname).not.toBe(nonce)
  }
})

/** Collects CSP violations (the DOM event) and console errors that mention the policy. */
async function watchViolations(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text())
  })
  return violations
}

test('CSP: the public site and the admin load and work without a single violation', async ({
  page,
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'the admin panel is checked once, on a desktop screen')
  test.setTimeout(120_000)
  const violations = await watchViolations(page)

  // A static page, hydrated: the menu opens and a client-side navigation loads the next page.
  await page.goto('/')
  await settled(page)
  await page.goto(await articlePath(request))
  await settled(page)
  await page
    .getByRole('link', { name: /berita/i })
    .first()
    .click()
  await page.waitForLoadState('networkidle')

  // Payload's admin: sign in, open a collection and a document.
  await page.goto('/admin/login')
  const admin = workerAdmin()
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Kata Sandi').fill(admin.password)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto('/admin/collections/news')
  const firstRow = page.locator('table tbody tr').first()
  await expect(firstRow).toBeVisible({ timeout: 30_000 })
  await followLink(page, firstRow.locator('a').first(), /\/admin\/collections\/news\/\d+/)
  await page.waitForLoadState('networkidle')

  expect(violations).toEqual([])
})

test('CSP: public pages are still pre-rendered and served from the cache', async ({ request }) => {
  const dist = process.env.NEXT_DIST_DIR || '.next'
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, 'prerender-manifest.json'), 'utf8'),
  ) as { routes: Record<string, unknown> }
  for (const route of ['/', '/faq', '/ikatan-alumni', '/tentang-utb/berita'])
    expect(Object.keys(manifest.routes), route).toContain(route)
  for (const pathname of ['/', '/faq', '/ikatan-alumni']) {
    await request.get(pathname)
    const cached = await request.get(pathname)
    expect(cached.headers()['x-nextjs-cache'], pathname).toBe('HIT')
    expect(cached.headers()['content-security-policy'], pathname).toBeTruthy()
  }
})

test('no-store on every authenticated API answer with personal data', async ({ request }) => {
  // Public content without a session stays cacheable (checked before this context holds a cookie).
  expect((await request.get('/api/cms/news?limit=1')).headers()['cache-control'] ?? '').not.toBe(
    'no-store',
  )
  const staff = await adminHeaders(request)
  for (const url of [
    '/api/cms/users/me',
    '/api/cms/applications?limit=1',
    '/api/cms/contact-messages?limit=1',
  ]) {
    const response = await request.get(url, { headers: staff })
    expect(response.status(), url).toBe(200)
    expect(response.headers()['cache-control'], url).toBe('no-store')
  }
  const applicant = await createApplicantViaApi(request, 'tanpa-simpan')
  const me = await request.get('/api/cms/applicants/me', { headers: applicant.headers })
  expect(me.headers()['cache-control']).toBe('no-store')
  const login = await request.post('/api/cms/applicants/login', {
    data: { email: applicant.email, password: applicant.password },
  })
  expect(login.headers()['cache-control']).toBe('no-store')
  const legacy = await request.post('/api/old/auth/login', {
    data: { email: applicant.email, password: applicant.password },
  })
  expect(legacy.headers()['cache-control']).toBe('no-store')
  const upload = await request.post('/api/pendaftar/berkas', {
    headers: applicant.headers,
    multipart: {},
  })
  expect(upload.headers()['cache-control']).toBe('no-store')
})

test('500s on malformed input: broken %-encoding in any path answers 400', async ({ request }) => {
  const api = await request.get('/api/old/major/%E0%A4%A')
  expect(api.status()).toBe(400)
  expect((await api.json()).meta.status).toBe(400)
  const page = await request.get('/tentang-utb/berita/%E0%A4%A')
  expect(page.status()).toBe(400)
  expect(await page.text()).toContain('Alamat tidak valid')
  expect(page.headers()['content-security-policy']).toBeTruthy()
})

test("the server's own 400 answers carry the common headers", async ({ request }) => {
  for (const url of ['/api/old/major/%E0%A4%A', '/tentang-utb/berita/%E0%A4%A']) {
    const refused = await request.get(url)
    expect(refused.status(), url).toBe(400)
    for (const [name, value] of Object.entries(COMMON_HEADERS))
      expect(refused.headers()[name.toLowerCase()], `${url} ${name}`).toBe(value)
  }
})

test('a password reset answers its session token with no-store', async ({ request }) => {
  const applicant = await createApplicantViaApi(request, 'atur-ulang')
  const asked = await request.post('/api/cms/applicants/forgot-password', {
    data: { email: applicant.email },
  })
  expect(asked.status()).toBe(200)
  const mail = await waitForMail(MAIL_DIR, applicant.email, /Atur ulang kata sandi/)
  const token = new URL(linkIn(mail, 'http')).searchParams.get('token')
  const reset = await request.post('/api/cms/applicants/reset-password', {
    data: { token, password: 'Lembayung-Senja-Merapi' },
  })
  expect(reset.status(), await reset.text()).toBe(200)
  expect(((await reset.json()) as { token?: string }).token).toBeTruthy()
  expect(reset.headers()['cache-control']).toBe('no-store')
})
