#!/usr/bin/env node
// End-to-end tests: a fresh database with the demo content, the production build `npm start` uses
// (.next, built only when the sources changed: the same build serves every deployment, ADR 0044),
// the app's server (scripts/server.ts) on port 3100 (Playwright's webServer) with the test-only
// routes on, then Playwright in Debian's Chromium. In CI it prints the flaky tests of the run and
// fails when there are more than two (scripts/lib/flaky.mjs).
// Online payment always goes to the local payment simulator, whatever keys the shell holds: a test
// must never charge a real provider, and only the simulator can be told to pay
// (tests/e2e/payments-online.spec.ts; the global setup chooses Midtrans in the settings).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { reportFlaky } from './lib/flaky.mjs'
import { simulatorEnv } from './lib/payment-simulator-env.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const chromium = ensureChromium()

const appPort = Number(process.env.E2E_PORT || '3100')
const smtpPort = Number(process.env.E2E_SMTP_PORT || appPort + 25)
const simulatorPort = Number(process.env.E2E_PAYMENT_SIMULATOR_PORT || appPort + 26)
const feederPort = Number(process.env.E2E_FEEDER_SIMULATOR_PORT || appPort + 27)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-e2e-'))
const env = {
  ...process.env,
  APP_ENV: 'test',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next',
  TEST_ROUTES: 'on',
  DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
  PORT: process.env.E2E_PORT || '3100',
  SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT || '3100'}`,
  ADMIN_EMAIL: 'e2e-admin@utb.test',
  ADMIN_PASSWORD: 'Uji-Admin-Kampus-Cemara-2026',
  CHROMIUM_PATH: chromium,
  // Mail from the app goes to a real SMTP server whose messages the tests read (tests/helpers/mailbox.ts).
  E2E_MAIL_DIR: path.join(dataDir, 'mail'),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}?tls=off`,
  ...simulatorEnv({ simulatorPort, appPort }),
  // PDDikti's Feeder is the local simulator too (scripts/feeder-simulator.mjs): never a real one.
  FEEDER_SIMULATOR_PORT: String(feederPort),
  FEEDER_URL: `http://127.0.0.1:${feederPort}/ws/sandbox2.php`,
  FEEDER_USERNAME: 'operator',
  FEEDER_PASSWORD: 'simulator-password',
}
delete env.NODE_ENV

const run = (args) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

// `npm start`'s steps up to serving: migrate and seed, build when the sources changed (under the
// build folder's lock, so a server starting beside this run waits), bundle the app's server.
run(['scripts/start.mjs', '--no-serve'])
const sink = spawn(
  process.execPath,
  ['scripts/mail-sink.mjs', String(smtpPort), env.E2E_MAIL_DIR],
  { stdio: 'ignore', env },
)
const simulator = spawn(process.execPath, ['scripts/payment-simulator.mjs'], {
  stdio: 'ignore',
  env,
})
const feeder = spawn(process.execPath, ['scripts/feeder-simulator.mjs'], { stdio: 'ignore', env })
const report = path.join(dataDir, 'playwright-report.json')
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...env, E2E_JSON_REPORT: report } },
)
sink.kill()
simulator.kill()
feeder.kill()
const flakyWithinLimit = !fs.existsSync(report) || reportFlaky(report)
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(result.status || (flakyWithinLimit ? 0 : 1))
