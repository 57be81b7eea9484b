#!/usr/bin/env node
// Production-mode start on a fresh clone (run by .ci/run): `npm start` exactly as an
// operator runs it (APP_ENV=production, a test secret, SEED_DEMO unset, an SMTP sink, a DATA_DIR
// that does not exist yet, so an empty CMS), then checks over HTTP what production promises:
// every sitemap page renders (200/404, never 5xx), `/` and `/admin/login` answer 200 with the
// CSP and HSTS, login cookies are Secure, authenticated answers are not stored.
// Prints its counts and exits non-zero when a check fails.
// SMOKE_PORT (default 3360) keeps it apart from other runs; SMOKE_DIST_DIR (default .next) is the
// build it starts, the one the e2e run used (one build per commit, ADR 0044).
import fs from 'node:fs'
import { generate } from 'otplib'
import {
  PRODUCTION_ADMIN,
  PRODUCTION_METRICS_TOKEN,
  startProductionServer,
} from './lib/production-server.mjs'

const port = Number(process.env.SMOKE_PORT || 3360)
const admin = PRODUCTION_ADMIN

let passed = 0
let failed = 0
function check(name, ok, detail = '') {
  if (ok) passed++
  else failed++
  console.log(`${ok ? '  ok  ' : '  GAGAL'} ${name}${ok || !detail ? '' : `: ${detail}`}`)
}

const cookieOf = (response, name) =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? ''
// Payload's session cookie in production (src/lib/session-cookie-name.ts): the __Host- prefix
// makes browsers accept it only Secure, host-only and for every path.
const SESSION_COOKIE_NAME = '__Host-kampus-token'

let server
let base = ''
let started = Date.now()

async function run() {
  server = await startProductionServer({
    port,
    distDir: process.env.SMOKE_DIST_DIR || '.next',
  })
  ;({ base, started } = server)
  console.log(
    `\n=== Produksi siap setelah ${Math.round((Date.now() - started) / 1000)} s; pemeriksaan ===`,
  )
  check('DATA_DIR yang belum ada dibuat saat start', fs.existsSync(server.dataDir))

  for (const pathname of ['/', '/admin/login']) {
    const response = await fetch(base + pathname, { redirect: 'manual' })
    const html = await response.text()
    const csp = response.headers.get('content-security-policy') ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    check(`${pathname} menjawab 200`, response.status === 200, String(response.status))
    check(
      `${pathname} membawa CSP dengan nonce dan 'strict-dynamic'`,
      Boolean(nonce) && csp.includes("'strict-dynamic'") && csp.includes("object-src 'none'"),
      csp,
    )
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    check(
      `${pathname}: setiap <script> membawa nonce jawaban ini`,
      scripts.length > 0 && scripts.every((tag) => tag.includes(`nonce="${nonce}"`)),
      `${scripts.length} skrip`,
    )
    check(
      `${pathname} membawa HSTS`,
      response.headers.get('strict-transport-security') === 'max-age=31536000; includeSubDomains',
      String(response.headers.get('strict-transport-security')),
    )
  }

  const staff = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const staffBody = await staff.json()
  const staffToken = cookieOf(staff, SESSION_COOKIE_NAME)
    .split(';')[0]
    .slice(SESSION_COOKIE_NAME.length + 1)
  // Staff tokens live in the HttpOnly cookie only (ADR 0015).
  check(
    'jawaban login staf tanpa token di JSON',
    staffBody.token === undefined && staffToken.length > 0,
    Object.keys(staffBody).join(','),
  )
  check('login staf menjawab 200', staff.status === 200, String(staff.status))
  check(
    `cookie staf ${SESSION_COOKIE_NAME}: Secure, HttpOnly`,
    /;\s*Secure/i.test(cookieOf(staff, SESSION_COOKIE_NAME)) &&
      /HttpOnly/i.test(cookieOf(staff, SESSION_COOKIE_NAME)),
    cookieOf(staff, SESSION_COOKIE_NAME).replace(/=[^;]+/, '=…'),
  )
  check(
    'jawaban login staf tidak disimpan (no-store)',
    staff.headers.get('cache-control') === 'no-store',
    String(staff.headers.get('cache-control')),
  )

  const auth = { Authorization: `JWT ${staffToken}`, 'content-type': 'application/json' }
  // Production requires a second factor of an admin (ADR 0041): without one the session reaches
  // no staff data; enrolling an authenticator app, as /admin/mfa does, verifies this session.
  const mfa = (step, body = {}) =>
    fetch(`${base}/api/cms/users/mfa/${step}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    })
  const beforeFactor = await fetch(`${base}/api/cms/applicants?limit=1`, { headers: auth })
  await beforeFactor.arrayBuffer()
  check(
    'admin tanpa faktor kedua ditolak (403)',
    beforeFactor.status === 403,
    String(beforeFactor.status),
  )
  const applicationsBefore = await fetch(`${base}/api/cms/applications?limit=1`, { headers: auth })
  await applicationsBefore.arrayBuffer()
  check(
    'admin tanpa faktor kedua tidak membaca pendaftaran (403)',
    applicationsBefore.status === 403,
    String(applicationsBefore.status),
  )
  // The admin itself sends such a session on to the enrolment page (Payload's unauthorized view).
  const dashboard = await fetch(`${base}/admin`, { headers: { Authorization: auth.Authorization } })
  await dashboard.arrayBuffer()
  check(
    'admin tanpa faktor kedua diarahkan ke /admin/mfa',
    new URL(dashboard.url).pathname === '/admin/mfa' && dashboard.status === 200,
    `${dashboard.status} ${dashboard.url}`,
  )
  const { secret } = await (await mfa('totp/setup')).json()
  const enrolled = await mfa('totp/confirm', { code: await generate({ secret }) })
  check('admin mendaftarkan aplikasi autentikator', enrolled.status === 200, await enrolled.text())
  const applicationsAfter = await fetch(`${base}/api/cms/applications?limit=1`, { headers: auth })
  await applicationsAfter.arrayBuffer()
  check(
    'admin dengan faktor kedua membaca pendaftaran (200)',
    applicationsAfter.status === 200,
    String(applicationsAfter.status),
  )
  const applicant = {
    email: `produksi-${Date.now()}@contoh.id`,
    password: 'Produksi-Uji-Kampus-Cemara-2026',
  }
  const created = await fetch(`${base}/api/cms/applicants`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      ...applicant,
      fullName: 'Pendaftar Produksi',
      whatsapp: '6281234500009',
      privacyConsentVersion: '1',
      privacyConsentAt: new Date().toISOString(),
      _verified: true,
    }),
  })
  check(
    'admin membuat akun pendaftar',
    created.status === 201,
    `${created.status} ${await created.text()}`,
  )
  check(
    'jawaban API berautentikasi tidak disimpan (no-store)',
    created.headers.get('cache-control') === 'no-store',
    String(created.headers.get('cache-control')),
  )
  const login = await fetch(`${base}/api/cms/applicants/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(applicant),
  })
  await login.arrayBuffer()
  check('login pendaftar menjawab 200', login.status === 200, String(login.status))
  check(
    `cookie pendaftar ${SESSION_COOKIE_NAME}: Secure, HttpOnly`,
    /;\s*Secure/i.test(cookieOf(login, SESSION_COOKIE_NAME)) &&
      /HttpOnly/i.test(cookieOf(login, SESSION_COOKIE_NAME)),
    cookieOf(login, SESSION_COOKIE_NAME).replace(/=[^;]+/, '=…'),
  )

  // The build holds the test-only routes; a production server never answers them (ADR 0044).
  for (const pathname of ['/uji-galat', '/uji-minimal']) {
    const response = await fetch(base + pathname, { redirect: 'manual' })
    await response.arrayBuffer()
    check(
      `${pathname} (rute uji) menjawab 404 di produksi`,
      response.status === 404,
      String(response.status),
    )
  }

  const broken = await fetch(`${base}/api/old/major/%E0%A4%A`)
  check(
    'persen-encoding rusak di rute dinamis: 400, bukan 500',
    broken.status === 400,
    String(broken.status),
  )

  // Every page the sitemaps list, with the CMS empty: 200 or 404, never a server error.
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  const index = await fetch(`${base}/sitemap.xml`)
  check('sitemap.xml menjawab 200', index.status === 200, String(index.status))
  const files = locs(await index.text())
  const listed = []
  for (const file of files) {
    const response = await fetch(base + file)
    check(`${file} menjawab 200`, response.status === 200, String(response.status))
    listed.push(...locs(await response.text()))
  }
  const pages = [...new Set(listed)]
  const errors = []
  for (const pathname of pages) {
    const response = await fetch(base + pathname, { redirect: 'manual' })
    const body = await response.text()
    // An empty setting must not show as the word "undefined" (titles name the college).
    if (/<title>[^<]*undefined/.test(body)) errors.push(`${pathname}: judul berisi "undefined"`)
    if (response.status >= 500 || ![200, 404, 301, 302, 307, 308].includes(response.status))
      errors.push(`${pathname} ${response.status}`)
  }
  check(
    `${pages.length} halaman sitemap tampil dengan CMS kosong (200/404)`,
    pages.length > 0 && errors.length === 0,
    errors.join(', '),
  )

  // The news feed and the calendar files with the CMS empty: empty but valid, never a 5xx.
  const feeds = [
    ['/tentang-utb/berita/rss.xml', 'application/rss+xml'],
    ['/pendaftaran/jadwal-seleksi/jadwal-seleksi.ics', 'text/calendar'],
    ['/mahasiswa/kalender-akademik/kalender-akademik.ics', 'text/calendar'],
  ]
  for (const [pathname, type] of feeds) {
    const response = await fetch(base + pathname)
    const contentType = response.headers.get('content-type') ?? ''
    check(
      `${pathname} menjawab 200 (${type})`,
      response.status === 200 && contentType.startsWith(type),
      `${response.status} ${contentType}`,
    )
  }

  await checkObservability()
}

/** After the load above: the request id in the answer and the JSON log, and /metrics behind its token. */
async function checkObservability() {
  const reqId = `smoke-${Date.now()}`
  const page = await fetch(`${base}/`, { headers: { 'x-request-id': reqId } })
  await page.arrayBuffer()
  check(
    'X-Request-Id dari proxy dipakai dan dikembalikan',
    page.headers.get('x-request-id') === reqId,
  )
  const refused = await fetch(`${base}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: 'bukan-sandinya-123' }),
  })
  check('login staf dengan sandi salah: 401', refused.status === 401, String(refused.status))
  const line = server
    .output()
    .split('\n')
    .find((text) => text.includes(`"reqId":"${reqId}"`))
  const logged = line ? JSON.parse(line) : {}
  check(
    'log JSON: satu baris akses dengan reqId, path dan status',
    logged.msg === 'request' && logged.path === '/' && logged.status === 200,
    line ?? 'tidak ada baris',
  )

  // One mail for sure: the admin's reset link, sent to the SMTP sink right after the answer.
  const forgot = await fetch(`${base}/api/cms/users/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email }),
  })
  check('lupa sandi staf: 200', forgot.status === 200, String(forgot.status))

  const anonymous = await fetch(`${base}/metrics`)
  check('/metrics tanpa token: 401', anonymous.status === 401, String(anonymous.status))
  const scrape = () =>
    fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${PRODUCTION_METRICS_TOKEN}` } })
  let metrics = await scrape()
  let text = await metrics.text()
  const value = (series) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `))
    return line ? Number(line.slice(series.length + 1)) : 0
  }
  // The reset mail is delivered after its request answered: scraped again until it is counted.
  for (
    const until = Date.now() + 30_000;
    !value('kampus_mail_total{result="sent"}') && Date.now() < until;
  ) {
    metrics = await scrape()
    text = await metrics.text()
  }
  check(
    '/metrics dengan token: format teks Prometheus',
    metrics.status === 200 &&
      /^text\/plain; version=0\.0\.4/.test(metrics.headers.get('content-type') ?? ''),
    `${metrics.status} ${metrics.headers.get('content-type')}`,
  )
  for (const series of [
    'kampus_http_requests_total{route_class="page",status_class="2xx"}',
    'kampus_http_requests_total{route_class="api",status_class="4xx"}',
    'kampus_http_request_duration_seconds_count{route_class="page"}',
    'kampus_login_failures_total{collection="users"}',
    'kampus_mail_total{result="sent"}',
    'kampus_cache_lookups_total{cache="data",result="hit"}',
  ])
    check(`/metrics: ${series} > 0`, value(series) > 0, String(value(series)))
  check(
    '/metrics: kedalaman antrean tugas',
    /^kampus_jobs_waiting\{task="sendEmail"\} \d+$/m.test(text),
  )
}

let fatal
try {
  await run()
} catch (error) {
  fatal = error
  failed++
  console.log(`  GAGAL ${error instanceof Error ? error.message : error}`)
} finally {
  server?.stop()
}
console.log(
  `\nproduction smoke: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`,
)
process.exit(failed || fatal ? 1 : 0)
