// npm run bench:search — load test of the site search against a running server.
//  1. tops the configured database (DATABASE_URL / DATA_DIR, as for `npm start`) up to 10,000
//     published news articles (scripts/bench-search-data.ts);
//  2. waits until the server at BENCH_URL (default http://127.0.0.1:$PORT, PORT 3000) has
//     indexed them all;
//  3. measures each popular term once from one client (no answer cache), then runs 50
//     concurrent clients (BENCH_CLIENTS), each sending its next search as soon as the last one
//     answered, for BENCH_SECONDS (default 20) per run: popular terms (answer cache warm) on two
//     endpoints, then term pairs never asked before (no cache). Prints p50/p95/p99.
// Popular terms mix the golden set's kind (typos, affixes, synonyms, several words) with words
// of the generated articles.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fmt, loadGenerator } from './bench-load.mjs'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const base = (process.env.BENCH_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(
  /\/$/,
  '',
)
const clients = Number(process.env.BENCH_CLIENTS || 50)
const seconds = Number(process.env.BENCH_SECONDS || 20)
const target = Number(process.env.BENCH_NEWS || 10_000)

const run = (args) => {
  const result = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.env.BENCH_SKIP_DATA !== '1') {
  const compiled = path.join(distDir, 'kampus/bench-search-data.mjs')
  run(['scripts/bundle-script.mjs', 'scripts/bench-search-data.ts', compiled])
  run(['--conditions=production', compiled])
}

const QUERIES = [
  'beasiswa',
  'akreditasi',
  'sejarah',
  'wisuda',
  'robotika',
  'hackathon',
  'esports',
  'cloud',
  'identitas',
  'dkv',
  'pendaftran',
  'beasiwa',
  'akreditas',
  'sejarh',
  'wisda',
  'informatka',
  'perkulihan',
  'magng',
  'perpustakan',
  'robotiak',
  'robo',
  'perpus',
  'akred',
  'hack',
  'kuli',
  'daftar',
  'mendaftar',
  'perkuliahan',
  'kuliah',
  'latih',
  'pustaka',
  'meneliti',
  'biaya kuliah',
  'ukt',
  'uang kuliah',
  'pmb',
  'loker',
  'kerjasama',
  'bantuan biaya',
  'kos',
  'alamat kampus',
  'visi misi',
  'teknik elektro',
  'keamanan siber',
  'panel surya',
  'desain komunikasi visual',
  'jadwal seleksi',
  'data analyst',
  'kerja sama osaka',
  'biaya kuliah bisa dicicil',
  'lokasi kampus utb di mana',
  'hibah penelitian dosen',
  'tracer study',
  'kalender akademik',
  'pelatihan cloud computing',
  'seminar',
  'festival budaya',
  'kompetisi robot',
  'energi terbarukan',
  'pertukaran pelajar jepang',
  'bootcamp pemrograman',
  'klinik kesehatan',
  'pengabdian masyarakat',
  'desa digital',
  'turnamen olahraga',
  'pameran karya',
  'workshop kewirausahaan',
  'aplikasi layanan mahasiswa',
  'sertifikasi internasional',
  'lomba desain poster',
  'gedung riset',
  'kota cerdas',
  'mitra industri',
  'mahasiswa baru',
  'rektor',
  'dekan fakultas teknik',
]
// More distinct terms: words of the generated articles, some with a typo.
const WORDS = (
  'penghargaan nasional seminar pelatihan kompetisi regional prestasi program industri ' +
  'riset festival budaya nusantara hackathon kuliah umum science jadwal seleksi ' +
  'gelombang gedung terpadu aplikasi layanan sertifikasi internasional lomba poster ' +
  'penelitian energi terbarukan pameran karya workshop kewirausahaan pengabdian ' +
  'masyarakat desa digital turnamen olahraga antarkampus unggul panel surya pertukaran ' +
  'pelajar jepang bootcamp pemrograman klinik kesehatan bandung jawa barat dago daring'
).split(' ')
// Stop words are left out of a query but are part of the server's answer-cache key: a run-specific
// string of them makes "uncached" rows uncached on a server that has already answered the terms.
const STOP = [
  'di',
  'ke',
  'dari',
  'dan',
  'yang',
  'untuk',
  'pada',
  'dengan',
  'dalam',
  'atau',
  'ini',
  'itu',
  'adalah',
  'juga',
  'akan',
  'oleh',
]
const salt = Array.from({ length: 6 }, () => STOP[Math.floor(Math.random() * STOP.length)]).join(
  ' ',
)
const typo = (w) => (w.length >= 5 ? w.slice(0, 2) + w.slice(3) : w)
const terms = [
  ...new Set([
    ...QUERIES,
    ...WORDS,
    ...WORDS.map(typo),
    ...WORDS.map((w, i) => `${w} ${WORDS[(i * 7) % WORDS.length]}`),
  ]),
]

async function getJson(url) {
  const response = await fetch(url)
  return { status: response.status, body: await response.json() }
}

// 2. Wait until the server's index holds every generated article.
const deadline = Date.now() + 300_000
for (;;) {
  try {
    const { body } = await getJson(`${base}/api/page-news/search-length/search=simulasibeban`)
    const indexed = Number(body?.data?.data_component ?? 0)
    if (indexed >= target) {
      console.log(`Server ${base}: ${indexed} berita uji terindeks.`)
      break
    }
    process.stdout.write(`\rMenunggu indeks server: ${indexed}/${target} `)
  } catch {
    process.stdout.write(`\rMenunggu server di ${base} … `)
  }
  if (Date.now() > deadline) {
    console.error(
      '\nServer tidak siap dalam 5 menit. Jalankan server (npm start) dengan database yang sama.',
    )
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 1000))
}

const { timed, load: measure } = loadGenerator({ base, clients, seconds })
const load = async (label, nextPath) => (await measure(label, nextPath)).errors

const endpoints = [
  [
    'GET /api/page-news/search-news/search={text}',
    (t) => `/api/page-news/search-news/search=${encodeURIComponent(t)}`,
  ],
  [
    'GET /api/search/search={text} (overlay, semua bagian)',
    (t) => `/api/search/search=${encodeURIComponent(t)}`,
  ],
]
let errors = 0

// a) One client, each popular term once: what one search costs without the answer cache.
{
  const times = []
  for (const term of terms) {
    const { ms, failed } = await timed(endpoints[1][1](`${term} ${salt}`))
    times.push(ms)
    if (failed) errors++
  }
  console.log(
    `\nTanpa cache, satu klien, ${terms.length} kata (overlay, semua bagian)\n  ${fmt(times)}`,
  )
}

// Reference: the same load on a route that does no work (robots.txt), the framework's floor here.
await load('Pembanding: GET /robots.txt (tanpa pencarian)', () => '/robots.txt')

// b) 50 clients cycling through the popular terms (the answer cache is warm after a).
for (const [label, pathFor] of endpoints) {
  let next = 0
  errors += await load(`Kata populer (cache hangat): ${label}`, () =>
    pathFor(terms[next++ % terms.length]),
  )
}

// c) 50 clients, every request a word pair not asked before: no answer is cached, though the
//    words' scores soon are (new combinations of known words, as with real visitors).
{
  let n = 0
  const unique = () => {
    n++
    const a = WORDS[n % WORDS.length]
    const b = WORDS[Math.floor(n / WORDS.length) % WORDS.length]
    // Past every pair, the round number (in stop words) keeps each request new to the cache.
    let round = Math.floor(n / (WORDS.length * WORDS.length))
    let extra = ''
    while (round > 0) {
      extra += ` ${STOP[round % STOP.length]}`
      round = Math.floor(round / STOP.length)
    }
    return `${a} ${b} ${salt}${extra}`
  }
  errors += await load(`Kata unik (tanpa cache): ${endpoints[1][0]}`, () =>
    endpoints[1][1](unique()),
  )
}

process.exit(errors ? 1 : 0)
