#!/usr/bin/env node
// Creates a migration for both database kinds from the current config, each diffed against a
// scratch database brought up to date with the committed migrations.
// Usage: npm run migrate:create -- <name>   (needs PostgreSQL; default postgres://postgres@127.0.0.1:5432)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const name = process.argv[2] ?? 'perubahan'
const pgBase = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432'
const scratch = `kampus_migrate_${process.pid}`
const env = { ...process.env, NODE_OPTIONS: '--conditions=production', NEXT_TELEMETRY_DISABLED: '1' }
const payload = (args, extra) => {
  const r = spawnSync(process.execPath, ['node_modules/payload/bin.js', ...args], { stdio: 'inherit', env: { ...env, ...extra } })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
const psql = (sql) => spawnSync('psql', [`${pgBase}/postgres`, '-qc', sql], { stdio: 'inherit' })

const sqliteFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-mig-')), 'scratch.db')
payload(['migrate'], { DATABASE_URL: `file:${sqliteFile}` })
payload(['migrate:create', name], { DATABASE_URL: `file:${sqliteFile}` })

psql(`CREATE DATABASE ${scratch}`)
try {
  payload(['migrate'], { DATABASE_URL: `${pgBase}/${scratch}` })
  payload(['migrate:create', name], { DATABASE_URL: `${pgBase}/${scratch}` })
} finally {
  psql(`DROP DATABASE IF EXISTS ${scratch}`)
}
