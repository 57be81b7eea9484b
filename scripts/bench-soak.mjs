#!/usr/bin/env node
// `npm run bench:soak`: what one app server holds in memory after a long mixed use. The server is
// `npm start` (scripts/start.mjs: production build, SQLite, demo content) with APP_ENV=production
// on its own port, DATA_DIR and build folder (scripts/lib/production-server.mjs). For the run's
// length a modest mixed load reaches it, a few requests per second as visitors, applicants and
// staff make them, not a stress test:
//   - every page of the sitemap (some as the RSC request of a client-side navigation), the images
//     those pages show (/_next/image), unknown slugs of every dynamic route, search queries;
//   - the content API's GET calls as /api/openapi.json lists them;
//   - applicants: a new registration every minute, and every two minutes a verified applicant
//     who signs in, opens the /daftar pages, the form and their data, and uploads a photo;
//   - staff: the admin, signed in with its second step (ADR 0041), opens the dashboards, every
//     collection's list and edit views, the globals, and reads the REST API.
// Visitors come from many addresses (X-Forwarded-For behind a trusted proxy, as behind nginx).
// Every 10 s the resident memory (RSS) of the server process and its children is read from /proc.
// At the end: a table of RSS over time, the peak and the final RSS, the machine's load, and a
// JSON file. The goal is a peak of at most SOAK_GOAL_MB.
//
//   --minutes=N or SOAK_MINUTES (30)   length of the load
//   SOAK_RATE (4)                      requests started per second (at most 8 in flight)
//   SOAK_PORT (3550; its mail sink on the next port), SOAK_DIST_DIR (.next-soak)
//   SOAK_DATA_DIR ($TMPDIR/kampus-soak/data)
//   SOAK_JSON                          where the JSON goes (default: the temp folder)
//   SOAK_NODE_OPTIONS                  NODE_OPTIONS for the server, e.g.
//                                      `--heapsnapshot-signal=SIGUSR2` to look inside it
//   SOAK_GOAL_MB (450)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { signedInStaff, verifiedApplicant } from './lib/cluster.mjs'
import { startProductionServer } from './lib/production-server.mjs'

const argMinutes = process.argv.find((a) => a.startsWith('--minutes='))?.split('=')[1]
const minutes = Number(argMinutes ?? process.env.SOAK_MINUTES ?? 30)
const rate = Number(process.env.SOAK_RATE || 4)
const port = Number(process.env.SOAK_PORT || 3550)
const distDir = process.env.SOAK_DIST_DIR || '.next-soak'
const goalMb = Number(process.env.SOAK_GOAL_MB || 450)
const MAX_IN_FLIGHT = 8
const SAMPLE_MS = 10_000
const siteUrl = `http://127.0.0.1:${port}`
const staffAccount = { email: 'beban-staf@utb.test', password: 'Uji-Kampus-Cemara-Rindang-2026!' }
// A fixed place: the build's inputs include the SQLite file's folder (scripts/build-fingerprint.mjs),
// so the next run reuses the build. Emptied at every start.
const dataDir = process.env.SOAK_DATA_DIR || path.join(os.tmpdir(), 'kampus-soak', 'data')
const jsonFile =
  process.env.SOAK_JSON ||
  path.join(os.tmpdir(), `kampus-bench-soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)

// ---- memory of a process tree, from /proc ----

/** The ids of `pid`'s children and their children (Linux /proc). */
function descendants(pid) {
  const parents = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = readStat(entry)
    if (stat) parents.set(Number(entry), Number(stat.split(') ')[1].split(' ')[1]))
  }
  const found = []
  const walk = (p) => {
    for (const [child, parent] of parents)
      if (parent === p) {
        found.push(child)
        walk(child)
      }
  }
  walk(pid)
  return found
}

function readStat(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null // ended between the listing and the read
  }
}

/** VmRSS, RssAnon and RssFile of one process in MB (0 when it has ended). */
function memoryOf(pid) {
  let status = ''
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return { rss: 0, anon: 0, file: 0 }
  }
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0)
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, file: kb('RssFile') / 1024 }
}

/** The app server (kampus/server.mjs, started by start.mjs) and its children. */
function serverTree(launcherPid) {
  const server = descendants(launcherPid).find((pid) =>
    (readCmdline(pid) ?? '').includes('kampus/server.mjs'),
  )
  return server ? [server, ...descendants(server)] : []
}

function readCmdline(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return null
  }
}

// ---- requests ----

const counts = {} // per kind: { '2xx': n, '4xx': n, ... }
const latencies = []
let started = 0
let inFlight = 0
let skipped = 0
const failures = []
/** Per kind, the first few answers that were neither 2xx nor the kind's expected status. */
const surprises = {}
const EXPECTED = { 404: [404], 'halaman akun': [200] }

const randomOf = (list) => list[Math.floor(Math.random() * list.length)]
const visitorAddress = () =>
  `10.${Math.floor(Math.random() * 8)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

const BROWSER = { 'Accept-Encoding': 'br, gzip', Accept: 'text/html,application/xhtml+xml' }

/** One request, counted under `kind`; resolves to the response's text (or null). */
async function hit(kind, url, { headers = {}, method = 'GET', body, text = false } = {}) {
  started++
  inFlight++
  const t0 = performance.now()
  try {
    const response = await fetch(`${siteUrl}${url}`, {
      method,
      body,
      redirect: 'manual',
      headers: { 'X-Forwarded-For': visitorAddress(), ...BROWSER, ...headers },
      signal: AbortSignal.timeout(60_000),
    })
    const result = text ? await response.text() : (await response.arrayBuffer(), null)
    const bucket = `${Math.floor(response.status / 100)}xx`
    ;(counts[kind] ??= {})[bucket] = (counts[kind][bucket] ?? 0) + 1
    if (response.status >= 500 && failures.length < 50)
      failures.push(`${response.status} ${method} ${url}`)
    const expected = EXPECTED[kind] ?? [200, 201, 204]
    if (!expected.includes(response.status) && (surprises[kind] ??= []).length < 3)
      surprises[kind].push(`${response.status} ${method} ${url.slice(0, 110)}`)
    return { status: response.status, text: result, response }
  } catch (error) {
    ;(counts[kind] ??= {}).failed = (counts[kind].failed ?? 0) + 1
    if (failures.length < 50) failures.push(`${error.name} ${method} ${url}`)
    return { status: 0, text: null }
  } finally {
    inFlight--
    latencies.push(performance.now() - t0)
  }
}

// ---- what there is to ask for ----

const SEARCH_WORDS = [
  'beasiswa',
  'informatika',
  'biaya kuliah',
  'jadwal seleksi',
  'wisuda',
  'magang',
  'akreditasi',
  'teknik sipil',
  'lowongan',
  'pendaftaran',
  'alumni',
  'prestasi mahasiswa',
]
const DYNAMIC_ROUTES = [
  '/akademik/program-studi/',
  '/pusat-karir/lowongan-kerja/',
  '/pusat-karir/info-magang/',
  '/pusat-karir/pengembangan-dan-pelatihan/',
  '/mahasiswa/organisasi-mahasiswa/',
  '/tentang-utb/berita/berita-kampus/',
  '/tentang-utb/berita/',
  '/',
]
const APPLICANT_PAGES = [
  '/daftar',
  '/daftar/option',
  '/daftar/tes',
  '/daftar/data-saya',
  '/multi-step-form',
  '/daftar/daftar-reguler',
  '/daftar/daftar-jepang',
  '/daftar/daftar-magang',
  '/daftar/persetujuan-privasi',
]
const PUBLIC_ACCOUNT_PAGES = ['/daftar/login', '/daftar/buat-akun', '/daftar/lupa-sandi']
const ADMIN_COLLECTIONS = [
  'news',
  'news-categories',
  'pages',
  'programmes',
  'faculties',
  'career-posts',
  'faqs',
  'media',
  'documents',
  'banners',
  'galleries',
  'testimonials',
  'student-organisations',
  'academic-events',
  'scholarships',
  'tuition-fees',
  'selection-schedules',
  'applicants',
  'applications',
  'applicant-files',
  'application-events',
  'contact-messages',
  'data-requests',
  'access-audit',
  'users',
]
const ADMIN_GLOBALS = ['site-settings', 'main-menu', 'footer', 'top-bar', 'privacy-notice']
const ADMIN_VIEWS = ['/admin', '/admin/dasbor-pendaftaran', '/admin/antrean-verifikasi']

/** The paths of the sitemap, and the /_next/image addresses their pages show. */
async function siteMap() {
  const locs = async (/** @type {string} */ path) =>
    [
      ...((await hit('peta situs', path, { text: true })).text ?? '').matchAll(
        /<loc>([^<]+)<\/loc>/g,
      ),
    ].map((m) => new URL(m[1]).pathname)
  // /sitemap.xml is an index of one sitemap per section; their <loc>s are the pages.
  const pages = []
  for (const entry of await locs('/sitemap.xml'))
    pages.push(...(entry.endsWith('.xml') ? await locs(entry) : [entry]))
  if (pages.length < 10) throw new Error(`peta situs hanya memuat ${pages.length} halaman`)
  const images = new Set()
  const queue = [...pages]
  const visit = async () => {
    for (let page; (page = queue.shift());) {
      const html = (await hit('halaman', page, { text: true })).text ?? ''
      for (const m of html.matchAll(/\/_next\/image\?url=[^"\s,]+/g))
        images.add(m[0].replaceAll('&amp;', '&'))
    }
  }
  await Promise.all([visit(), visit(), visit()])
  return { pages, images: [...images] }
}

/** The content API's GET calls from its OpenAPI description, their path parameters filled in. */
async function contentCalls(newsIds) {
  const doc = JSON.parse((await hit('API konten', '/api/openapi.json', { text: true })).text)
  // The paths are relative to the document's server (/api).
  const base = doc.servers?.[0]?.url ?? ''
  const fill = {
    limit: () => '10',
    offset: () => String(randomOf([0, 10])),
    category: () => 'null',
    page: () => '1',
    id: () => String(randomOf(newsIds)),
    search: () => encodeURIComponent(randomOf(SEARCH_WORDS)),
    query: () => encodeURIComponent(randomOf(SEARCH_WORDS)),
    keyword: () => encodeURIComponent(randomOf(SEARCH_WORDS)),
  }
  const calls = []
  const unfilled = new Set()
  for (const [template, operations] of Object.entries(doc.paths)) {
    if (!operations.get) continue
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    const missing = names.filter((n) => !fill[n])
    if (missing.length) {
      unfilled.add(template)
      continue
    }
    calls.push(() => base + template.replace(/\{(\w+)\}/g, (_, n) => fill[n]()))
  }
  return { calls, unfilled: [...unfilled] }
}

// ---- the run ----

const minutesText = `${minutes} menit`
console.log(
  `Menjalankan npm start (produksi, SQLite, konten demo) di port ${port}, build ${distDir}…`,
)
fs.rmSync(dataDir, { recursive: true, force: true })
const server = await startProductionServer({
  port,
  distDir,
  echo: false,
  env: {
    DATA_DIR: dataDir,
    SITE_URL: siteUrl,
    SEED_DEMO: 'true',
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: staffAccount.email,
    ADMIN_PASSWORD: staffAccount.password,
    ...(process.env.SOAK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS } : {}),
  },
})
const startedAt = Date.now()
const samples = []
let sampler
let stopping = false
try {
  const tree = () => serverTree(server.pid)
  if (!tree().length) throw new Error('proses server (kampus/server.mjs) tidak ditemukan')
  const sample = () => {
    const pids = tree()
    const m = pids
      .map(memoryOf)
      .reduce((a, b) => ({ rss: a.rss + b.rss, anon: a.anon + b.anon, file: a.file + b.file }), {
        rss: 0,
        anon: 0,
        file: 0,
      })
    const s = {
      seconds: Math.round((Date.now() - startedAt) / 1000),
      rssMb: Math.round(m.rss),
      anonMb: Math.round(m.anon),
      fileMb: Math.round(m.file),
      processes: pids.length,
      requests: started,
      load1: os.loadavg()[0],
    }
    samples.push(s)
    const mmss = `${String(Math.floor(s.seconds / 60)).padStart(2)}:${String(s.seconds % 60).padStart(2, '0')}`
    console.log(
      `${mmss}  RSS ${String(s.rssMb).padStart(4)} MB (anon ${s.anonMb}, file ${s.fileMb}, ` +
        `${s.processes} proses)  ${s.requests} permintaan  beban ${s.load1.toFixed(2)}`,
    )
  }
  sample()
  sampler = setInterval(sample, SAMPLE_MS)

  // What there is: the sitemap's pages and images, records for the edit views and the API.
  const staffSession = await signedInStaff({ siteUrl, admin: staffAccount }, siteUrl)
  let staff = staffSession.cookie
  const asStaff = () => ({ Cookie: staff, Origin: siteUrl, 'X-Forwarded-For': '10.200.0.2' })
  const { pages, images } = await siteMap()
  const ids = {}
  for (const slug of ADMIN_COLLECTIONS) {
    const r = await hit('admin API', `/api/cms/${slug}?limit=20&depth=0`, {
      headers: asStaff(),
      text: true,
    })
    ids[slug] = r.status === 200 ? JSON.parse(r.text).docs.map((d) => d.id) : []
  }
  const { calls, unfilled } = await contentCalls(ids.news.length ? ids.news : [1])
  console.log(
    `\n${pages.length} halaman peta situs, ${images.length} gambar, ${calls.length} panggilan ` +
      `API konten` +
      (unfilled.length ? ` (tanpa contoh parameter, dilewati: ${unfilled.join(', ')})` : ''),
  )

  // Applicants: a pool of signed-in sessions, each with its own address.
  const applicants = []
  let applicantNo = 0
  const photo = await sharp({
    create: {
      width: 900,
      height: 1200,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
  const newApplicant = async () => {
    const n = ++applicantNo
    const email = `beban-${process.pid}-${n}@contoh.id`
    const cookie = await verifiedApplicant(
      { siteUrl, admin: staffAccount },
      {
        email,
        password: 'Pendaftar-Beban-Cemara-2026',
        fullName: `Calon Mahasiswa Beban ${n}`,
        via: siteUrl,
        staff,
      },
    )
    const applicant = { cookie, address: `10.100.${Math.floor(n / 250)}.${(n % 250) + 1}` }
    applicants.push(applicant)
    if (applicants.length > 10) applicants.shift()
    const form = new FormData()
    form.set('kind', 'photo')
    form.set('file', new Blob([photo], { type: 'image/jpeg' }), 'pas-foto.jpg')
    await hit('pendaftar: unggah', '/api/pendaftar/berkas', {
      method: 'POST',
      body: form,
      headers: { Cookie: cookie, Origin: siteUrl, 'X-Forwarded-For': applicant.address },
    })
  }
  const register = () => {
    const n = ++applicantNo
    return hit('pendaftar: daftar', '/api/old/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fullName: `Pendaftar Baru ${n}`,
        email: `daftar-${process.pid}-${n}@contoh.id`,
        whatsapp: '081234567890',
        password: 'Pendaftar-Baru-Cemara-2026',
        consent: true,
      }),
    })
  }
  await newApplicant()

  const ACTIONS = [
    [30, () => hit('halaman', randomOf(pages))],
    [8, () => hit('halaman RSC', randomOf(pages), { headers: { RSC: '1' } })],
    [8, () => images.length && hit('gambar', randomOf(images))],
    [
      6,
      () =>
        hit(
          '404',
          `${randomOf(DYNAMIC_ROUTES)}tidak-ada-${Math.random().toString(36).slice(2, 8)}`,
        ),
    ],
    [5, () => hit('cari', `/api/search/search=${encodeURIComponent(randomOf(SEARCH_WORDS))}`)],
    [15, () => hit('API konten', randomOf(calls)())],
    [3, () => hit('halaman akun', randomOf(PUBLIC_ACCOUNT_PAGES))],
    [
      12,
      () => {
        const a = randomOf(applicants)
        const headers = { Cookie: a.cookie, 'X-Forwarded-For': a.address }
        return Math.random() < 0.85
          ? hit('pendaftar: halaman', randomOf(APPLICANT_PAGES), { headers })
          : hit('pendaftar: API', randomOf(['/api/cms/applicants/me', '/daftar/data-saya/unduh']), {
              headers,
            })
      },
    ],
    [
      13,
      () => {
        const r = Math.random()
        const slug = randomOf(ADMIN_COLLECTIONS)
        if (r < 0.2) return hit('admin', randomOf(ADMIN_VIEWS), { headers: asStaff() })
        if (r < 0.45) return hit('admin', `/admin/collections/${slug}`, { headers: asStaff() })
        if (r < 0.65 && ids[slug].length)
          return hit('admin', `/admin/collections/${slug}/${randomOf(ids[slug])}`, {
            headers: asStaff(),
          })
        if (r < 0.75)
          return hit('admin', `/admin/globals/${randomOf(ADMIN_GLOBALS)}`, { headers: asStaff() })
        return hit('admin API', `/api/cms/${slug}?limit=10&depth=1`, { headers: asStaff() })
      },
    ],
  ]
  const totalWeight = ACTIONS.reduce((n, [w]) => n + w, 0)
  const pick = () => {
    let x = Math.random() * totalWeight
    for (const [w, action] of ACTIONS) if ((x -= w) < 0) return action
    return ACTIONS[0][1]
  }

  console.log(`\nBeban campuran ${minutesText}, ${rate} permintaan/dtk, RSS tiap 10 dtk…`)
  const loadStart = Date.now()
  const until = loadStart + minutes * 60_000
  const every = (ms, task) =>
    setInterval(() => {
      if (!stopping) task().catch((e) => failures.length < 50 && failures.push(String(e)))
    }, ms)
  const timers = [
    every(60_000, register),
    every(120_000, newApplicant),
    // A new staff session now and then, its second step answered with the enrolled app.
    every(10 * 60_000, async () => {
      staff = (await signedInStaff({ siteUrl, admin: staffAccount }, siteUrl, staffSession.secret))
        .cookie
    }),
  ]
  for (let i = 0; Date.now() < until; i++) {
    if (inFlight < MAX_IN_FLIGHT) pick()()
    else skipped++
    const next = loadStart + ((i + 1) * 1000) / rate
    await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())))
  }
  stopping = true
  timers.forEach(clearInterval)
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 200))
  clearInterval(sampler)
  sample()
} finally {
  clearInterval(sampler)
  // The server's own output (the last megabyte), e.g. the lines of --trace-gc.
  fs.writeFileSync(jsonFile.replace(/\.json$/, '.server.log'), server.output())
  server.stop()
}

// ---- the report ----

const loadSamples = samples.filter((s) => s.seconds > 0)
const peak = samples.reduce((a, b) => (b.rssMb > a.rssMb ? b : a))
const final = samples.at(-1)
const lastFive = samples.filter((s) => s.seconds >= final.seconds - 300)
const sorted = [...latencies].sort((a, b) => a - b)
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const loads = loadSamples.map((s) => s.load1)
const meanLoad = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)
console.log(
  `\nRSS server per menit (MB):\n\n| menit | RSS | anon | file | permintaan | beban 1 mnt |`,
)
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |')
for (const s of samples.filter(
  (s, i) => i === 0 || s.seconds % 60 < SAMPLE_MS / 1000 || s === final,
))
  console.log(
    `| ${(s.seconds / 60).toFixed(1)} | ${s.rssMb} | ${s.anonMb} | ${s.fileMb} | ` +
      `${s.requests} | ${s.load1.toFixed(2)} |`,
  )
console.log(
  `\nPermintaan: ${started} dalam ${minutesText} (${skipped} dilewati karena ${MAX_IN_FLIGHT} masih berjalan)`,
)
for (const [kind, c] of Object.entries(counts))
  console.log(
    `  ${kind.padEnd(22)} ${Object.entries(c)
      .map(([k, v]) => `${k} ${v}`)
      .join('  ')}`,
  )
console.log(
  `Latensi p50 ${pct(50).toFixed(0)} ms, p95 ${pct(95).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms`,
)
for (const [kind, list] of Object.entries(surprises))
  console.log(`  tak terduga, ${kind}: ${list.join(' · ')}`)
if (failures.length) console.log(`Galat (maks. 50):\n  ${failures.join('\n  ')}`)
console.log(
  `\nRSS: awal ${samples[0].rssMb} MB, puncak ${peak.rssMb} MB (menit ${(peak.seconds / 60).toFixed(1)}), ` +
    `akhir ${final.rssMb} MB, 5 menit terakhir ${Math.min(...lastFive.map((s) => s.rssMb))}–` +
    `${Math.max(...lastFive.map((s) => s.rssMb))} MB (sasaran puncak ≤ ${goalMb} MB)`,
)
console.log(
  `Mesin: ${os.cpus().length} inti, beban rata-rata 1 mnt ${meanLoad.toFixed(2)} ` +
    `(maks. ${Math.max(...loads, 0).toFixed(2)}), memori ${Math.round(os.totalmem() / 2 ** 20)} MB`,
)
fs.writeFileSync(
  jsonFile,
  JSON.stringify(
    {
      command: `npm run bench:soak -- --minutes=${minutes}`,
      startedAt: new Date(startedAt).toISOString(),
      minutes,
      rate,
      goalMb,
      peakMb: peak.rssMb,
      finalMb: final.rssMb,
      machine: { cpus: os.cpus().length, meanLoad1: meanLoad, maxLoad1: Math.max(...loads, 0) },
      requests: {
        started,
        skipped,
        counts,
        surprises,
        p50: pct(50),
        p95: pct(95),
        p99: pct(99),
        failures,
      },
      samples,
    },
    null,
    2,
  ),
)
console.log(`JSON: ${jsonFile}`)
const fivexx = Object.values(counts).reduce((n, c) => n + (c['5xx'] ?? 0) + (c.failed ?? 0), 0)
if (peak.rssMb > goalMb || fivexx > 0) process.exitCode = 1
