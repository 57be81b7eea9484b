#!/usr/bin/env node
// End-to-end tests: a fresh database with the demo content, a production build in .next-e2e,
// the app's server (scripts/server.ts) on port 3100 (Playwright's webServer), then Playwright in Debian's Chromium.
// E2E_SKIP_BUILD=1 reuses the last e2e build while iterating on tests.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureChromium } from './chromium.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const chromium = ensureChromium()

const smtpPort = Number(process.env.E2E_SMTP_PORT || Number(process.env.E2E_PORT || '3100') + 25)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-e2e-'))
const env = {
  ...process.env,
  APP_ENV: 'test',
  NEXT_TELEMETRY_DISABLED: '1',
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR || '.next-e2e',
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
}
delete env.NODE_ENV

const run = (args) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit', env })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

run(['scripts/bundle-script.mjs', 'scripts/prepare.ts', `${env.NEXT_DIST_DIR}/kampus/prepare.mjs`])
run(['--conditions=production', `${env.NEXT_DIST_DIR}/kampus/prepare.mjs`])
if (!(process.env.E2E_SKIP_BUILD === '1' && fs.existsSync(`${env.NEXT_DIST_DIR}/BUILD_ID`))) {
  run(['node_modules/next/dist/bin/next', 'build'])
}
// After the build, which empties the build folder.
run(['scripts/bundle-script.mjs', 'scripts/server.ts', `${env.NEXT_DIST_DIR}/kampus/server.mjs`])
const sink = spawn(
  process.execPath,
  ['scripts/mail-sink.mjs', String(smtpPort), env.E2E_MAIL_DIR],
  { stdio: 'ignore', env },
)
const result = spawnSync(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  { stdio: 'inherit', env },
)
sink.kill()
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(result.status ?? 1)
