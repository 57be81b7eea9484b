// npm run bench:search — load test of the site search against a running server.
//  1. tops the configured database (DATABASE_URL / DATA_DIR, as for `npm start`) up to 10,000
//     published news articles (scripts/bench-search-data.ts);
//  2. waits until the server at BENCH_URL (default http://127.0.0.1:$PORT, PORT 3000) has
//     indexed them all;
//  3. runs 50 concurrent clients (BENCH_CLIENTS), each sending its next search as soon as the
//     last one answered, for BENCH_SECONDS (default 20) per endpoint, and prints p50/p95/p99.
// Queries mix the golden set's kind of terms (typos, affixes, synonyms, several words) with
// single words of the generated articles. "First time" rows are each term's first request, which
// the server's per-term answer cache cannot have seen.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const distDir = process.env.NEXT_DIST_DIR || '.next'
const base = (process.env.BENCH_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/$/, '')
const clients = Number(process.env.BENCH_CLIENTS || 50)
const seconds = Number(process.env.BENCH_SECONDS || 20)
const target = Number(process.env.BENCH_NEWS || 10_000)

const run = (args) => {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (process.env.BENCH_SKIP_DATA !== '1') {
  const compiled = path.join(distDir, 'kampus/bench-search-data.mjs')
  run(['scripts/bundle-script.mjs', 'scripts/bench-search-data.ts', compiled])
  run(['--conditions=production', compiled])
}

const QUERIES = [
  'beasiswa', 'akreditasi', 'sejarah', 'wisuda', 'robotika', 'hackathon', 'esports', 'cloud', 'identitas', 'dkv',
  'pendaftran', 'beasiwa', 'akreditas', 'sejarh', 'wisda', 'informatka', 'perkulihan', 'magng', 'perpustakan', 'robotiak',
  'robo', 'perpus', 'akred', 'hack', 'kuli', 'daftar', 'mendaftar', 'perkuliahan', 'kuliah', 'latih', 'pustaka', 'meneliti',
  'biaya kuliah', 'ukt', 'uang kuliah', 'pmb', 'loker', 'kerjasama', 'bantuan biaya', 'kos', 'alamat kampus', 'visi misi',
  'teknik elektro', 'keamanan siber', 'panel surya', 'desain komunikasi visual', 'jadwal seleksi', 'data analyst',
  'kerja sama osaka', 'biaya kuliah bisa dicicil', 'lokasi kampus utb di mana', 'hibah penelitian dosen', 'tracer study',
  'kalender akademik', 'pelatihan cloud computing', 'seminar', 'festival budaya', 'kompetisi robot', 'energi terbarukan',
  'pertukaran pelajar jepang', 'bootcamp pemrograman', 'klinik kesehatan', 'pengabdian masyarakat', 'desa digital',
  'turnamen olahraga', 'pameran karya', 'workshop kewirausahaan', 'aplikasi layanan mahasiswa', 'sertifikasi internasional',
  'lomba desain poster', 'gedung riset', 'kota cerdas', 'mitra industri', 'mahasiswa baru', 'rektor', 'dekan fakultas teknik',
]
// More distinct terms: words of the generated articles, some with a typo.
const WORDS = 'penghargaan nasional seminar pelatihan kompetisi regional prestasi program industri riset festival budaya nusantara hackathon kuliah umum science jadwal seleksi gelombang gedung terpadu aplikasi layanan sertifikasi internasional lomba poster penelitian energi terbarukan pameran karya workshop kewirausahaan pengabdian masyarakat desa digital turnamen olahraga antarkampus unggul panel surya pertukaran pelajar jepang bootcamp pemrograman klinik kesehatan bandung jawa barat dago daring'.split(' ')
const typo = (w) => (w.length >= 5 ? w.slice(0, 2) + w.slice(3) : w)
const terms = [...new Set([...QUERIES, ...WORDS, ...WORDS.map(typo), ...WORDS.map((w, i) => `${w} ${WORDS[(i * 7) % WORDS.length]}`)])]

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
    console.error('\nServer tidak siap dalam 5 menit. Jalankan server (npm start) dengan database yang sama.')
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 1000))
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const fmt = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  (n=${sorted.length})`
}

async function load(label, pathFor) {
  const all = []
  const first = []
  const seen = new Set()
  let errors = 0
  let next = 0
  const stopAt = Date.now() + seconds * 1000
  const client = async () => {
    while (Date.now() < stopAt) {
      const term = terms[next++ % terms.length]
      const isFirst = !seen.has(term)
      seen.add(term)
      const started = performance.now()
      try {
        const response = await fetch(`${base}${pathFor(encodeURIComponent(term))}`)
        await response.arrayBuffer()
        if (response.status >= 500) errors++
      } catch {
        errors++
      }
      const ms = performance.now() - started
      all.push(ms)
      if (isFirst) first.push(ms)
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  console.log(`\n${label}: ${clients} klien, ${seconds} dtk, ${(all.length / seconds).toFixed(0)} permintaan/dtk, ${errors} galat 5xx/jaringan`)
  console.log(`  semua        ${fmt(all)}`)
  console.log(`  pertama kali ${fmt(first)}`)
  return errors
}

console.log(`${terms.length} kata pencarian berbeda.`)
let errors = 0
errors += await load('GET /api/page-news/search-news/search={text}', (t) => `/api/page-news/search-news/search=${t}`)
errors += await load('GET /api/search/search={text} (overlay: semua bagian)', (t) => `/api/search/search=${t}`)
process.exit(errors ? 1 : 0)
