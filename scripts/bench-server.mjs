#!/usr/bin/env node
// `npm run bench:server`: what one app server costs per request and holds in memory,
// measured as Kampus was first compared with Payload's website template: `wrk -t2 -c20 -d8s`, no
// Accept-Encoding, on the home page, one news article, /faq, one vacancy and /robots.txt, each
// from the prerender cache; then the server's RSS. The pages' rates, fitted as a line in their
// size, are read at the weight of the template's article (scripts/lib/weight-line.mjs). The
// server is the production build started as `npm start` starts it (scripts/start.mjs: SQLite,
// demo content) in its own DATA_DIR, NEXT_DIST_DIR and PORT, or, with BENCH_URL and BENCH_PID, a
// server that is already running (to alternate two builds).
//
//   BENCH_SECONDS (8)        length of each wrk run
//   BENCH_ROUNDS (3)         alternating rounds over the URLs; each URL's median run is reported
//   BENCH_SOAK_MINUTES (0)   then load the URLs in turn for this long, sampling RSS every
//                            10 s: the steady RSS (goal ≤ 400 MB)
//   BENCH_ACCEPT_ENCODING    sent with every request (e.g. `br`), to measure compressed answers
//   BENCH_PORT (3400), BENCH_DATA_DIR, BENCH_DIST_DIR (.next-bench)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { firstLink, startDemoServer } from './lib/demo-server.mjs'
import { RATE_GOAL_SHARE, rateByWeight, TEMPLATE_ARTICLE } from './lib/weight-line.mjs'
import { ensureWrk, medianRun, wrk } from './lib/wrk.mjs'

const seconds = Number(process.env.BENCH_SECONDS || 8)
const soakMinutes = Number(process.env.BENCH_SOAK_MINUTES || 0)
const rounds = Number(process.env.BENCH_ROUNDS || 3)
const connections = 20
const headers = process.env.BENCH_ACCEPT_ENCODING
  ? { 'Accept-Encoding': process.env.BENCH_ACCEPT_ENCODING }
  : {}
const RSS_GOAL_MB = 400

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN) / 1024
}

/** CPU time a process has used so far, in ms (Linux; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/**
 * One wrk run and the server's CPU time per answer: on a machine shared with other work the
 * requests per second follow the load, the CPU spent per answer much less.
 */
function measure(name, url) {
  const cpuBefore = server.pid ? cpuMs(server.pid) : NaN
  const result = wrk({ name, url, headers, connections, seconds })
  result.cpuMsPerAnswer = (cpuMs(server.pid) - cpuBefore) / result.requests
  console.log(`${''.padEnd(58)} CPU server ${result.cpuMsPerAnswer.toFixed(3)} ms/jawaban`)
  return result
}

/** The line of the HTML pages' rates over their sizes, read at the template article's weight. */
function sameWeight(pages) {
  const line = rateByWeight(pages.map((r) => ({ bytes: r.bytesPerAnswer, rps: r.rps })))
  const rps = line.rpsAt(TEMPLATE_ARTICLE.bytes)
  const share = rps / TEMPLATE_ARTICLE.rps
  console.log(
    `\nGaris ${pages.length} halaman: ${(line.secondsPerAnswer * 1e3).toFixed(3)} ms + ` +
      `${(line.secondsPerByte * 1e9).toFixed(2)} ms per MB per jawaban; pada bobot artikel templat ` +
      `(${(TEMPLATE_ARTICLE.bytes / 1024).toFixed(1)} kB): ${rps.toFixed(0)} req/s = ` +
      `${(share * 100).toFixed(0)} % dari ${TEMPLATE_ARTICLE.rps} (sasaran ≥ ${RATE_GOAL_SHARE * 100} %)`,
  )
}

ensureWrk()
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, pid: Number(process.env.BENCH_PID), stop: () => {} }
  : await startDemoServer({
      port: process.env.BENCH_PORT || '3400',
      dataDir: process.env.BENCH_DATA_DIR || path.join(os.tmpdir(), 'kampus-bench-server'),
      distDir: process.env.BENCH_DIST_DIR || '.next-bench',
    })
try {
  const article = await firstLink(
    server.url,
    '/tentang-utb/berita',
    '/tentang-utb/berita/[^/"?#]+/[^/"?#]+',
  )
  const vacancy = await firstLink(
    server.url,
    '/pusat-karir/lowongan-kerja',
    '/pusat-karir/lowongan-kerja/[^/"?#]+',
  )
  const pages = [
    ['beranda /', '/'],
    [`artikel ${article.split('/').pop().slice(0, 40)}`, article],
    ['/faq', '/faq'],
    [`lowongan ${vacancy.split('/').pop().slice(0, 40)}`, vacancy],
  ]
  const targets = [...pages, ['/robots.txt', '/robots.txt']]
  // Each page into the prerender cache, then 2 s of load on each so the optimising compiler is
  // done with the server's code paths before the first measured run (the home page, first, was
  // measured ~20 % slower without it).
  for (const [, p] of targets) for (let i = 0; i < 20; i++) await fetch(`${server.url}${p}`)
  for (const [name, p] of targets)
    wrk({ name: `(pemanasan) ${name}`, url: `${server.url}${p}`, headers, connections, seconds: 2 })
  const rssStart = server.pid ? rssMb(server.pid) : NaN
  console.log(
    `\nwrk -t2 -c${connections} -d${seconds}s, ${os.cpus().length} inti, ` +
      `beban ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ` +
      `Accept-Encoding: ${headers['Accept-Encoding'] ?? '(tidak ada)'}\n`,
  )
  // One 8-second run on two shared cores moved by up to 25 % from one run to the next.
  const runs = targets.map(() => [])
  for (let round = 1; round <= rounds; round++) {
    console.log(`Putaran ${round}/${rounds}`)
    targets.forEach(([name, p], i) => runs[i].push(measure(name, `${server.url}${p}`)))
  }
  const medians = runs.map(medianRun)
  console.log(`\nMedian ${rounds} putaran:`)
  for (const r of medians)
    console.log(
      `${r.name.padEnd(58)} ${r.rps.toFixed(0).padStart(7)} req/s  ` +
        `${(r.bytesPerAnswer / 1024).toFixed(1)} kB/jawaban  CPU ${r.cpuMsPerAnswer.toFixed(3)} ms`,
    )
  sameWeight(medians.slice(0, pages.length))
  const results = runs.flat()
  const rssAfter = server.pid ? rssMb(server.pid) : NaN
  console.log(`\nRSS server: ${rssStart.toFixed(0)} MB sebelum, ${rssAfter.toFixed(0)} MB sesudah`)

  if (soakMinutes > 0) {
    console.log(`\nBeban ${soakMinutes} menit (semua URL bergantian), RSS tiap 10 dtk…`)
    const samples = []
    const until = Date.now() + soakMinutes * 60_000
    for (let i = 0; Date.now() < until; i++) {
      const [name, p] = targets[i % targets.length]
      results.push(wrk({ name, url: `${server.url}${p}`, headers, connections, seconds: 10 }))
      samples.push(rssMb(server.pid))
      console.log(`${''.padEnd(58)} RSS ${samples.at(-1).toFixed(0)} MB`)
    }
    const last = samples.slice(-6)
    const steady = Math.max(...last)
    console.log(
      `RSS: puncak ${Math.max(...samples).toFixed(0)} MB, menit terakhir ≤ ${steady.toFixed(0)} MB ` +
        `(sasaran ≤ ${RSS_GOAL_MB} MB)`,
    )
    if (steady > RSS_GOAL_MB) process.exitCode = 1
  }
  const errors = results.reduce((n, r) => n + r.errors, 0)
  console.log(`Galat: ${errors} (sasaran 0)`)
  if (errors > 0) process.exitCode = 1
} finally {
  server.stop()
}
