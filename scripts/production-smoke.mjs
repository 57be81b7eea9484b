#!/usr/bin/env node
// Production-mode start on a fresh clone (issue 11, run by .ci/run): `npm start` exactly as an
// operator runs it (APP_ENV=production, a test secret, SEED_DEMO unset, an SMTP sink, a DATA_DIR
// that does not exist yet, so an empty CMS), then checks over HTTP what production promises:
// every sitemap page renders (200/404, never 5xx), `/` and `/admin/login` answer 200 with the
// CSP and HSTS, login cookies are Secure, authenticated answers are not stored.
// Prints its counts and exits non-zero when a check fails.
// SMOKE_PORT (default 3360) and SMOKE_DIST_DIR (default .next-production) keep it apart from other runs.
import fs from 'node:fs'
import { generate } from 'otplib'
import { PRODUCTION_ADMIN, startProductionServer } from './lib/production-server.mjs'

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
    distDir: process.env.SMOKE_DIST_DIR || '.next-production',
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
  const { secret } = await (await mfa('totp/setup')).json()
  const enrolled = await mfa('totp/confirm', { code: await generate({ secret }) })
  check('admin mendaftarkan aplikasi autentikator', enrolled.status === 200, await enrolled.text())
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
