#!/usr/bin/env node
// CI guard: the committed migrations must describe the schema of the current config. Applies
// them to a scratch SQLite database, then asks Payload for the difference; any difference
// means a migration is missing (`npm run migrate:create -- <name>` makes one for both kinds).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = 'src/migrations/sqlite'
const before = new Set(fs.readdirSync(dir))
// migrate:create also regenerates these; the check must leave the tree as it found it.
const kept = ['src/payload-types.ts', `${dir}/index.ts`].map((f) => [f, fs.readFileSync(f, 'utf8')])
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-drift-'))
const env = {
  ...process.env,
  NODE_OPTIONS: '--conditions=production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATA_DIR: scratch,
  DATABASE_URL: `file:${path.join(scratch, 'drift.db')}`,
  APP_ENV: 'test',
}
const payload = (args) =>
  spawnSync(process.execPath, ['node_modules/payload/bin.js', ...args], { env, encoding: 'utf8' })

const migrated = payload(['migrate'])
if (migrated.status !== 0) {
  console.error(migrated.stdout, migrated.stderr)
  process.exit(1)
}
const created = payload(['migrate:create', 'drift-check', '--skip-empty'])
const added = fs.readdirSync(dir).filter((f) => !before.has(f))
for (const f of added) fs.rmSync(path.join(dir, f))
for (const [f, text] of kept) fs.writeFileSync(f, text)
fs.rmSync(scratch, { recursive: true, force: true })
if (created.status !== 0) {
  console.error(created.stdout, created.stderr)
  process.exit(1)
}
if (added.length) {
  console.error(
    'Skema Payload berubah tanpa migrasi. Jalankan `npm run migrate:create -- <nama>` lalu commit hasilnya.',
  )
  process.exit(1)
}
console.log('Migrasi sesuai dengan konfigurasi Payload.')
