// npm run bench:api — load test of the content API against a running server.
//  Server: BENCH_URL (default http://127.0.0.1:$PORT, PORT 3000), started as usual (npm start).
//  1. reads the API once to find a real news SEO link and a vacancy for the detail calls, and
//     checks that each of the 10 most used calls answers 200 in the envelope;
//  2. 50 concurrent clients (BENCH_CLIENTS) send the 10 calls in turn for BENCH_SECONDS
//     (default 20): the mix a page view of the original front end makes;
//  3. the same load on each call alone for BENCH_CALL_SECONDS (default 5).
// Requests carry `Accept-Encoding: br, gzip` as a browser or CDN sends them. Any answer other
// than 200 counts as an error; the goal is p95 ≤ 50 ms with 0 errors (docs/benchmarks.md).
import { loadGenerator } from './bench-load.mjs'

const base = (process.env.BENCH_URL || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(
  /\/$/,
  '',
)
const clients = Number(process.env.BENCH_CLIENTS || 50)
const seconds = Number(process.env.BENCH_SECONDS || 20)
const callSeconds = Number(process.env.BENCH_CALL_SECONDS || 5)
const GOAL_P95_MS = 50

async function getJson(path) {
  const response = await fetch(`${base}${path}`)
  const body = await response.json().catch(() => null)
  return { status: response.status, body }
}

// 1. The server is up, and real records for the detail calls.
const deadline = Date.now() + 120_000
let list
for (;;) {
  try {
    list = await getJson('/api/page-news/get-news/limit=21&offset=0&category=null')
    if (list.status === 200) break
  } catch {}
  if (Date.now() > deadline) {
    console.error(
      `Server di ${base} tidak menjawab dalam 2 menit. Jalankan server (npm start) lebih dulu.`,
    )
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 1000))
}
const newsLink = list.body?.data?.data_component?.[0]?.news_link_seo
if (!newsLink) {
  console.error('Tidak ada berita terbit untuk diukur (isi konten demo dengan npm start).')
  process.exit(1)
}

const CALLS = [
  '/api/navbar',
  '/api/top-navbar',
  '/api/footer',
  '/api/banner',
  '/api/contact-admin',
  '/api/content-body/page/page=Main%20Page&group=null',
  '/api/page-news/get-news/limit=21&offset=0&category=null',
  `/api/page-news/show-detail/title=${encodeURIComponent(newsLink)}`,
  '/api/page-news/headline',
  '/api/page-locker-information/category/limit=10&offset=0&category=Lowongan%20Kerja',
]

for (const path of CALLS) {
  const { status, body } = await getJson(path)
  if (status !== 200 || body?.meta?.status !== 200) {
    console.error(
      `${path} menjawab ${status} (${body?.meta?.message ?? 'bukan JSON'}): perbaiki dulu sebelum mengukur.`,
    )
    process.exit(1)
  }
}
console.log(`Server ${base}: 10 panggilan menjawab 200.`)

const headers = { 'Accept-Encoding': 'br, gzip' }
const isError = (status) => status !== 200
const mixed = loadGenerator({ base, clients, seconds, headers, isError })
const single = loadGenerator({ base, clients, seconds: callSeconds, headers, isError })

// 2. The mix.
let next = 0
const all = await mixed.load(`Campuran 10 panggilan terbanyak`, () => CALLS[next++ % CALLS.length])

// 3. Each call alone.
const rows = []
for (const path of CALLS) rows.push({ path, ...(await single.load(`GET ${path}`, () => path)) })

const ms = (v) => v.toFixed(1)
// The article's link stands as {seo} in the table (as in docs/benchmarks.md): rows stay short.
const label = (path) => decodeURIComponent(path).replace(`title=${newsLink}`, 'title={seo}')
console.log(`\n{seo} = ${newsLink}`)
console.log(`\n| Panggilan | permintaan/dtk | p50 ms | p95 ms | p99 ms | galat |`)
console.log(`| --- | ---: | ---: | ---: | ---: | ---: |`)
console.log(
  `| campuran 10 panggilan (${seconds} dtk) | ${all.rate.toFixed(0)} | ` +
    `${ms(all.p50)} | ${ms(all.p95)} | ${ms(all.p99)} | ${all.errors} |`,
)
for (const r of rows)
  console.log(
    `| \`${label(r.path)}\` | ${r.rate.toFixed(0)} ` +
      `| ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} |`,
  )

const errors = all.errors + rows.reduce((n, r) => n + r.errors, 0)
const slow = [all, ...rows].filter((r) => r.p95 > GOAL_P95_MS).length
const verdict =
  errors === 0 && slow === 0 ? 'tercapai' : `belum (${errors} galat, ${slow} baris di atas sasaran)`
console.log(`\nSasaran p95 ≤ ${GOAL_P95_MS} ms dan 0 galat: ${verdict}.`)
process.exit(errors ? 1 : 0)
