#!/usr/bin/env node
// `npm run bench:browser`: what a person on a mid-range phone on a mobile network sees and can do,
// measured in Debian's Chromium through Playwright with throttling APPLIED over CDP (not
// simulated): Emulation.setCPUThrottlingRate 4, Network.emulateNetworkConditions with 150 ms
// latency, 1.6 Mbit/s down and 750 kbit/s up, a 412×823 touch viewport (isMobile). Each page is
// loaded `--runs` times (5) cold and warm, alternating pages; the medians are printed as a
// markdown table with the machine's load and written as JSON.
//
//   cold  a new browser context (empty HTTP cache, no cookies; the cache is cleared over CDP too)
//         loads the page.
//   warm  a new context first loads another page of the same site (its first page; for that page
//         its second), waits until that page is settled, then loads the measured page in the same
//         tab: the second page of a visit, with the shared stylesheet, scripts and fonts in the
//         HTTP cache.
//
// Per load, in milliseconds from the navigation's start (performance.timeOrigin of the measured
// document):
//   FCP       the paint entry `first-contentful-paint`.
//   visible   "content visible": the first requestAnimationFrame callback at or after FCP in which
//             BOTH sample points, the viewport's centre (w/2, h/2) and the centre of its upper third
//             (w/2, h/6), hit the page's own content: document.elementFromPoint(x, y) returns an
//             element inside the page's `content` selector (Kampus: `header, main, footer`), and
//             no element between it and that container has computed opacity 0. Anything else on
//             top (an overlay, a dialog, a cookie banner, nothing but <body>) is "covered". Only the
//             measured document counts; empty when it never happens within the timeout.
//   hydrated  the first frame in which the tap target carries React's props (a `__reactProps$…`
//             key): React has attached its handlers to it.
//   tap       "answers a tap": from FCP on, Playwright taps (touchscreen, at the centre of the
//             `tap` element's box, whatever covers it) and waits up to TAP_RETRY_MS (300) for the
//             page to do what it should, i.e. for an element matching `done` to be visible
//             (Element.checkVisibility with opacity and visibility, non-empty box) in any document
//             of the tab (a link may navigate); otherwise it taps again, until BENCH_TIMEOUT_MS (30 s). The figure is
//             the first frame in which `done` was visible; `taps` is how many taps it took.
//   long      the sum of the measured document's long tasks (PerformanceObserver `longtask`,
//             ≥ 50 ms each) until the page settled.
//   bytes     the sum of CDP Network.loadingFinished encodedDataLength (compressed, headers
//             included) of the measured document's requests (same loaderId) until settled, with a
//             split by resource type in the JSON. What a tap fetches on demand is included.
// A load is settled when the load event has fired, the tap was answered (or gave up), content was
// visible (or timed out) and no request has been in flight for 500 ms.
//
// Usage:
//   npm run bench:browser -- [--runs N] [--urls FILE] [--peer URL] [--out FILE] [--only cold|warm]
//   BASE_URL=http://127.0.0.1:3000   measure a Kampus server that is already running; without it
//                                    the production build is started as `npm start` starts it
//                                    (SQLite, demo content; BENCH_PORT 3410, BENCH_DIST_DIR
//                                    .next-bench, BENCH_DATA_DIR a folder in /tmp).
//   --urls FILE   a JSON array of {site, name, url, tap, done, content?} measured instead of the
//                 Kampus pages (absolute URLs; `content` defaults to `header, main, footer`).
//   --peer URL    also measure Payload's website template served at URL
//                 (../shared/peer/peer-template.sh start): home, /posts, its first post, /contact
//                 and a 404, in the same run.
//   --no-kampus   only the pages of --urls and --peer.
//   --runs N      runs per page and mode (BENCH_RUNS, default 5).
//   --out FILE    the JSON (default: bench-browser-<time>.json in the system's temp folder).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { ensureChromium } from './chromium.mjs'
import { firstLink, startDemoServer } from './lib/demo-server.mjs'

const TAP_RETRY_MS = Number(process.env.TAP_RETRY_MS || 300)
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS || 30_000)
const QUIET_MS = 500
const THROTTLING = {
  cpu: 4,
  latency: 150,
  download: (1.6e6 / 8) | 0, // bytes/s
  upload: (750e3 / 8) | 0,
}
const VIEWPORT = { width: 412, height: 823 }
const USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/130.0.0.0 Mobile Safari/537.36'
const KAMPUS_TAP = { tap: '[data-mobile-menu-trigger]', done: '[data-mobile-menu]' }
const PEER_TAP = { tap: 'header a[href="/search"]', done: 'input#search' }
// The template has no <main>: its pages are the elements between the header and the footer.
const PEER_CONTENT = 'header, footer, body > div, body > article, body > main'
const DEFAULT_CONTENT = 'header, main, footer'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string' },
    urls: { type: 'string' },
    peer: { type: 'string' },
    out: { type: 'string' },
    only: { type: 'string' },
    'no-kampus': { type: 'boolean' },
  },
})
const runs = Number(args.runs || process.env.BENCH_RUNS || 5)
if (!(runs >= 1)) throw new Error('--runs harus bilangan ≥ 1')
const modes = args.only ? [args.only] : ['cold', 'warm']
const outFile =
  args.out ||
  path.join(os.tmpdir(), `bench-browser-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)

/** Kampus's pages on `base`: the ones the speed goals name. */
async function kampusPages(base) {
  const article = await firstLink(
    base,
    '/tentang-utb/berita',
    '/tentang-utb/berita/[^/"?#]+/[^/"?#]+',
  )
  const programme = await firstLink(base, '/', '/akademik/program-studi/[^/"?#]+')
  return [
    ['/', '/'],
    ['/tentang-utb/berita', '/tentang-utb/berita'],
    ['artikel', article],
    ['program studi', programme],
    ['/faq', '/faq'],
    ['/daftar/login', '/daftar/login'],
    ['404 program studi', '/akademik/program-studi/tidak-ada-halaman-ini'],
  ].map(([name, p]) => ({ site: 'Kampus', name, url: `${base}${p}`, ...KAMPUS_TAP }))
}

/** The template's comparable pages: home, posts list, a post, a page, its 404. */
async function peerPages(base) {
  const post = await firstLink(base, '/posts', '/posts/[^/"?#]+')
  return [
    ['/', '/'],
    ['/posts', '/posts'],
    ['post', post],
    ['/contact', '/contact'],
    ['404', '/posts/tidak-ada-halaman-ini'],
  ].map(([name, p]) => ({
    site: 'templat',
    name,
    url: `${base}${p}`,
    ...PEER_TAP,
    content: PEER_CONTENT,
  }))
}

/**
 * Runs in every document of the tab before its own scripts: reports paints, long tasks, the
 * moments of "content visible", "hydrated" and the tap's effect to Node (`__benchReport`), each
 * with the document's timeOrigin so that Node keeps the measured document's figures only.
 */
function probe({ content, tap, done }) {
  const origin = performance.timeOrigin
  const report = (kind, value) =>
    window.__benchReport?.({ origin, kind, value, href: location.href })
  let fcp = null
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') {
        fcp = entry.startTime
        report('fcp', fcp)
      }
  }).observe({ type: 'paint', buffered: true })
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) report('longtask', entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  } catch {}
  const shown = (el) => {
    if (!el) return false
    const box = el.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    )
  }
  const hitsContent = (x, y) => {
    let el = document.elementFromPoint(x, y)
    const container = el?.closest(content)
    if (!container) return false
    for (; el && el !== container.parentElement; el = el.parentElement)
      if (getComputedStyle(el).opacity === '0') return false
    return true
  }
  const hydratedNow = () => {
    const el = document.querySelector(tap)
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps$'))
  }
  const state = { visible: false, hydrated: false, done: false }
  const frame = (now) => {
    if (fcp !== null && !state.visible) {
      const w = innerWidth / 2
      if (hitsContent(w, innerHeight / 2) && hitsContent(w, innerHeight / 6)) {
        state.visible = true
        report('visible', Math.max(now, fcp))
      }
    }
    if (!state.hydrated && hydratedNow()) {
      state.hydrated = true
      report('hydrated', now)
    }
    if (!state.done && shown(document.querySelector(done))) {
      state.done = true
      report('done', performance.timeOrigin + now) // absolute: may be another document
    }
    if (!(state.visible && state.hydrated && state.done)) requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!v.length) return null
  const m = v.length >> 1
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2
}

/** A tab with throttling applied, and what it reports. */
async function openTab(browser, target) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    screen: VIEWPORT,
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENT,
    locale: 'id-ID',
  })
  const reports = []
  let onReport = () => {}
  await context.exposeBinding('__benchReport', (_source, r) => {
    reports.push(r)
    onReport()
  })
  await context.addInitScript(probe, {
    content: target.content || DEFAULT_CONTENT,
    tap: target.tap,
    done: target.done,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.clearBrowserCache')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latency,
    downloadThroughput: THROTTLING.download,
    uploadThroughput: THROTTLING.upload,
  })
  const requests = new Map() // requestId → { loaderId, type }
  const inFlight = new Set()
  let lastNetwork = Date.now()
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { loaderId: e.loaderId, type: e.type || 'Other', bytes: 0 })
    inFlight.add(e.requestId)
    lastNetwork = Date.now()
  })
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId)
    if (!r) return
    r.type = e.type || r.type
    r.status = e.response.status
  })
  const finish = (e) => {
    const r = requests.get(e.requestId)
    if (r && e.encodedDataLength) r.bytes = e.encodedDataLength
    inFlight.delete(e.requestId)
    lastNetwork = Date.now()
  }
  cdp.on('Network.loadingFinished', finish)
  cdp.on('Network.loadingFailed', finish)
  const waitReport = (test, ms) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), ms)
      const check = () => {
        const hit = reports.find(test)
        if (!hit) return
        clearTimeout(timer)
        onReport = () => {}
        resolve(hit)
      }
      onReport = check
      check()
    })
  return {
    context,
    page,
    reports,
    requests,
    waitReport,
    quiet: () => !inFlight.size && Date.now() - lastNetwork >= QUIET_MS,
  }
}

/** Taps `selector` from the first paint until `done` shows; the tap count, or 0 when it never did. */
async function tapUntilDone(tab, target, started) {
  const done = (r) => r.kind === 'done' && r.value >= started
  let taps = 0
  while (Date.now() - started < TIMEOUT_MS) {
    if (tab.reports.some(done)) return taps
    const box = await tab.page
      .locator(target.tap)
      .first()
      .boundingBox({ timeout: Math.max(1, TIMEOUT_MS - (Date.now() - started)) })
      .catch(() => null)
    if (box) {
      await tab.page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2).catch(() => {})
      taps++
    }
    if (await tab.waitReport(done, TAP_RETRY_MS)) return taps
  }
  return 0
}

/** Loads `target` in `tab` and measures it (see the header). */
async function measure(tab, target) {
  const started = Date.now()
  tab.reports.length = 0
  const navigation = tab.page.goto(target.url, { waitUntil: 'load', timeout: TIMEOUT_MS * 2 })
  const mine = (r) => r.origin >= started - 50 && r.origin <= Date.now()
  const fcp = await tab.waitReport((r) => r.kind === 'fcp' && mine(r), TIMEOUT_MS)
  const origin = fcp?.origin
  const taps = fcp ? await tapUntilDone(tab, target, started) : 0
  // A tap on a link may start another navigation before this one's load event.
  await navigation.catch(() => null)
  await tab.waitReport((r) => r.kind === 'visible' && r.origin === origin, TIMEOUT_MS)
  while (!tab.quiet() && Date.now() - started < TIMEOUT_MS * 2)
    await new Promise((resolve) => setTimeout(resolve, 100))
  const of = (kind) =>
    tab.reports.find((r) => r.kind === kind && r.origin === origin)?.value ?? null
  const done = tab.reports.find((r) => r.kind === 'done' && r.value >= started)
  const document = [...tab.requests.values()].find((r) => r.type === 'Document' && r.status)
  const byType = {}
  let bytes = 0
  for (const r of tab.requests.values())
    if (r.loaderId === document?.loaderId) {
      byType[r.type] = (byType[r.type] || 0) + r.bytes
      bytes += r.bytes
    }
  tab.requests.clear()
  return {
    status: document?.status ?? null,
    fcp: of('fcp'),
    visible: of('visible'),
    hydrated: of('hydrated'),
    tap: done && origin && taps ? done.value - origin : null,
    taps,
    longTasks: tab.reports
      .filter((r) => r.kind === 'longtask' && r.origin === origin)
      .reduce((sum, r) => sum + r.value, 0),
    bytes,
    byType,
  }
}

/** One cold or warm load of `target`, in a fresh context. */
async function run(browser, target, mode, first) {
  const tab = await openTab(browser, target)
  try {
    if (mode === 'warm') {
      await measure(tab, first)
      tab.requests.clear()
    }
    return await measure(tab, target)
  } finally {
    await tab.context.close()
  }
}

const ms = (v) => (v === null || v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`)
const kb = (v) => (v === null || v === undefined ? '–' : `${Math.round(v / 1024)} kB`)
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')

let server = null
let targets = []
if (!args['no-kampus']) {
  server = process.env.BASE_URL
    ? { url: process.env.BASE_URL.replace(/\/$/, ''), stop: () => {} }
    : await startDemoServer({
        port: process.env.BENCH_PORT || '3410',
        dataDir: process.env.BENCH_DATA_DIR || path.join(os.tmpdir(), 'kampus-bench-browser'),
        distDir: process.env.BENCH_DIST_DIR || '.next-bench',
      })
  targets.push(...(await kampusPages(server.url)))
}
if (args.peer) targets.push(...(await peerPages(args.peer.replace(/\/$/, ''))))
if (args.urls) targets.push(...JSON.parse(fs.readFileSync(args.urls, 'utf8')))
if (!targets.length) throw new Error('tidak ada halaman untuk diukur')
// A warm load starts from the site's first page (for the first page itself, its second).
const firstOf = (target) => {
  const same = targets.filter((t) => t.site === target.site)
  return same[0] === target ? (same[1] ?? same[0]) : same[0]
}

const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
})
const chromiumVersion = browser.version()
const startLoad = load()
console.log(
  `bench:browser — ${runs} putaran, ${os.cpus().length} inti, beban ${startLoad}\n` +
    `CPU ${THROTTLING.cpu}×, RTT ${THROTTLING.latency} ms, 1,6 Mbit/s turun, 750 kbit/s naik, ` +
    `${VIEWPORT.width}×${VIEWPORT.height}`,
)
const samples = new Map(targets.map((t) => [t, { cold: [], warm: [] }]))
try {
  for (let i = 0; i < runs; i++)
    for (const mode of modes)
      for (const target of targets) {
        const result = await run(browser, target, mode, firstOf(target))
        samples.get(target)[mode].push(result)
        console.log(
          `${i + 1}/${runs} ${mode} ${target.site} ${target.name}: HTTP ${result.status}, ` +
            `FCP ${ms(result.fcp)}, terlihat ${ms(result.visible)}, ketukan ${ms(result.tap)} ` +
            `(${result.taps}×), long task ${Math.round(result.longTasks)} ms, ${kb(result.bytes)}`,
        )
      }
} finally {
  await browser.close()
  server?.stop()
}

const endLoad = load()
const summary = []
for (const mode of modes) {
  console.log(
    `\n### ${mode === 'cold' ? 'Dingin (cache kosong)' : 'Hangat (halaman kedua kunjungan)'}, ` +
      `median ${runs} putaran\n\nBeban mesin (os.loadavg 1/5/15 mnt): awal ${startLoad}, akhir ${endLoad}, ` +
      `${os.cpus().length} inti\n`,
  )
  console.log(
    '| situs | halaman | FCP | konten terlihat | terhidrasi | menjawab ketukan | long task | byte |',
  )
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const target of targets) {
    const list = samples.get(target)[mode]
    const pick = (key) => median(list.map((r) => r[key]))
    const row = {
      site: target.site,
      name: target.name,
      url: target.url,
      mode,
      fcp: pick('fcp'),
      visible: pick('visible'),
      hydrated: pick('hydrated'),
      tap: pick('tap'),
      longTasks: pick('longTasks'),
      bytes: pick('bytes'),
      missing: {
        visible: list.filter((r) => r.visible === null).length,
        tap: list.filter((r) => r.tap === null).length,
      },
      runs: list,
    }
    summary.push(row)
    const flag = (v, key) => `${ms(v)}${row.missing[key] ? ` (${row.missing[key]}× tidak)` : ''}`
    console.log(
      `| ${target.site} | ${target.name} | ${ms(row.fcp)} | ${flag(row.visible, 'visible')} | ` +
        `${ms(row.hydrated)} | ${flag(row.tap, 'tap')} | ${Math.round(row.longTasks ?? 0)} ms | ` +
        `${kb(row.bytes)} |`,
    )
  }
}
fs.writeFileSync(
  outFile,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      runs,
      throttling: THROTTLING,
      viewport: VIEWPORT,
      cpus: os.cpus().length,
      loadavg: { start: startLoad, end: endLoad },
      chromium: chromiumVersion,
      pages: summary,
    },
    null,
    2,
  ),
)
console.log(`\nJSON: ${outFile}`)
