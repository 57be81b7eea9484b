#!/usr/bin/env node
// `npm run bench:pages`: what the production topology serves per second, measured with
// wrk (Debian's package, installed when missing and we are root), 50 connections, in one run:
//   1. nginx serving a static copy of the home page's bytes (the limit of this machine);
//   2. the home page through nginx's micro-cache;
//   3. the home page from one app server directly (scripts/server.ts, as `npm start` runs it);
//   4. a signed-in applicant's dashboard (/multi-step-form) through nginx with 2 app servers;
//   5. the same with 1 app server.
// The cluster is scripts/lib/cluster.mjs on its own database (kampus_bench). Figures go to
// docs/benchmarks.md. BENCH_SECONDS (10) sets each run's length.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { hasBrotli, startCluster, verifiedApplicant } from './lib/cluster.mjs'
import { ensureWrk, wrk as wrkRun } from './lib/wrk.mjs'

const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = 50
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-bench-pages-'))
const databaseUrl =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/kampus_bench'
const BROWSER = {
  'Accept-Encoding': 'gzip, deflate, br',
  Accept: 'text/html,application/xhtml+xml',
}

const wrk = (name, url, headers) => wrkRun({ name, url, headers, connections, seconds })

/** An answer's body as sent (still compressed); fetch() would decompress it. */
const rawBytes = (url, headers) =>
  new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        if (response.headers['content-encoding'] !== 'br')
          reject(
            new Error(
              `beranda tidak dikirim dengan brotli: ${response.headers['content-encoding']}`,
            ),
          )
        const chunks = []
        response.on('data', (c) => chunks.push(c))
        response.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject)
  })

ensureWrk()
const staticHome = path.join(dir, 'home.html.br')
const extraServer = `        location = /__bench/home {
            alias ${staticHome};
            default_type text/html;
            add_header Content-Encoding br;
            # Already compressed: nginx must send the bytes as they are.
            gzip off;${hasBrotli() ? '\n            brotli off;' : ''}
        }`
console.log('Menyiapkan klaster (PostgreSQL, Redis, s3rver, 2 server aplikasi, nginx)…')
const cluster = await startCluster({
  dir: path.join(dir, 'cluster'),
  port: 8280,
  appPorts: [3321, 3322],
  databaseUrl,
  freshDatabase: true,
  redisKeyPrefix: `kampus-bench-${process.pid}:`,
  s3Port: 4589,
  smtpPort: 2546,
  extraServer,
  logToConsole: false,
})
const results = []
try {
  const [A, B] = cluster.servers
  // The bytes a browser gets for the home page (brotli), written out for nginx to serve as a file.
  fs.writeFileSync(
    staticHome,
    await rawBytes(`${cluster.url}/`, { ...BROWSER, 'Accept-Encoding': 'br' }),
  )
  for (let i = 0; i < 3; i++) await fetch(`${cluster.url}/`, { headers: BROWSER }) // warm
  const cookie = await verifiedApplicant(cluster, {
    email: `bench-${Date.now()}@contoh.id`,
    password: 'Pendaftar-Bench-Cemara-2026',
    fullName: 'Calon Mahasiswa Bench',
    via: A.url,
  })
  const dashboard = { ...BROWSER, Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' }
  console.log(`\nwrk, ${connections} koneksi, ${seconds} s per baris, ${os.cpus().length} inti\n`)
  results.push(
    wrk('1. nginx: salinan statis beranda (batas)', `${cluster.url}/__bench/home`, BROWSER),
  )
  results.push(wrk('2. beranda lewat micro-cache nginx', `${cluster.url}/`, BROWSER))
  results.push(wrk('3. beranda langsung dari server aplikasi A', `${A.url}/`, BROWSER))
  results.push(
    wrk(
      '4. dasbor pendaftar lewat nginx, 2 server aplikasi',
      `${cluster.url}/multi-step-form`,
      dashboard,
    ),
  )
  await cluster.nginx.reload([A.port], extraServer)
  await B.kill('SIGTERM')
  results.push(
    wrk(
      '5. dasbor pendaftar lewat nginx, 1 server aplikasi',
      `${cluster.url}/multi-step-form`,
      dashboard,
    ),
  )
  const [limit, cached] = results
  console.log(
    `\nMicro-cache / batas statis: ${((cached.rps / limit.rps) * 100).toFixed(0)}% (sasaran ≥ 50%)`,
  )
  const errors = results.reduce((n, r) => n + r.errors, 0)
  console.log(`Galat: ${errors} (sasaran 0)`)
  if (errors > 0) process.exitCode = 1
} finally {
  await cluster.stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
