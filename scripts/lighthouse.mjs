#!/usr/bin/env node
// Lighthouse (mobile) against a running site, in Debian's Chromium. Not part of `npm test`:
// scores depend on machine load. Usage: npm run lighthouse -- http://localhost:3000/ [more URLs]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium } from './chromium.mjs'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const urls = process.argv.slice(2)
if (!urls.length) urls.push('http://localhost:3000/')
const chrome = ensureChromium()
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-lh-'))
let failed = false

for (const [i, url] of urls.entries()) {
  const out = path.join(dir, `${i}.json`)
  const r = spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chrome } },
  )
  if (r.status !== 0 || !fs.existsSync(out)) {
    console.error(`Lighthouse gagal untuk ${url}`)
    failed = true
    continue
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'))
  const scores = Object.entries(report.categories).map(
    ([k, v]) => `${k} ${Math.round(v.score * 100)}`,
  )
  const a = report.audits
  console.log(
    `${url}\n  ${scores.join(' · ')}\n  LCP ${a['largest-contentful-paint'].displayValue}` +
      ` · TBT ${a['total-blocking-time'].displayValue} · CLS ` +
      `${a['cumulative-layout-shift'].displayValue}`,
  )
}
fs.rmSync(dir, { recursive: true, force: true })
process.exit(failed ? 1 : 0)
