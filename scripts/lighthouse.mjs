#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) against a running site, in Debian's Chromium, several
// runs per URL, printing the medians. Not part of `npm test`: scores depend on machine load.
// Usage: npm run lighthouse -- [--runs N] URL… (LH_RUNS sets the default of 5 runs too;
// LH_KEEP=<folder> keeps every JSON report there, to read what a median hides)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium } from './chromium.mjs'
import {
  CATEGORIES,
  formatSummary,
  formatTable,
  parseArgs,
  summarise,
} from './lighthouse-summary.mjs'

const LIGHTHOUSE = 'lighthouse@12.8.2'
let args
try {
  args = parseArgs(process.argv.slice(2), process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
}
const { urls, runs } = args
if (!urls.length) urls.push('http://localhost:3000/')
const chrome = ensureChromium()
const keep = process.env.LH_KEEP?.trim()
const dir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-lh-'))
fs.mkdirSync(dir, { recursive: true })
let failed = false
const summaries = []

/** One Lighthouse run; the parsed report, or null when it failed to run. */
function runOnce(url, out) {
  const r = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  )
  if (r.status !== 0 || !fs.existsSync(out)) return null
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  // A page that answered with an error still yields a report, with runtimeError and no scores.
  return report.runtimeError ? null : report
}

console.log(`cat /proc/loadavg: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`)
for (const [i, url] of urls.entries()) {
  const reports = []
  for (let run = 0; run < runs; run++) {
    const report = runOnce(url, path.join(dir, `${i}-${run}.json`))
    if (report) reports.push(report)
  }
  if (reports.length < runs) {
    console.error(`Lighthouse gagal untuk ${url} (${runs - reports.length} dari ${runs} putaran)`)
    failed = true
  }
  if (!reports.length) continue
  const summary = summarise(url, reports)
  summaries.push(summary)
  console.log(formatSummary(summary))
}
if (summaries.length) console.log(`\n${formatTable(summaries)}`)
console.log(`cat /proc/loadavg: ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`)
if (keep) console.log(`Laporan JSON disimpan di ${dir}`)
else fs.rmSync(dir, { recursive: true, force: true })
process.exit(failed ? 1 : 0)
