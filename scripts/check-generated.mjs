#!/usr/bin/env node
// CI guard: the committed Payload types and admin import map must match the config.
// Regenerates both, compares with the committed copies, and restores them either way.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const files = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js']
const before = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]))
const env = {
  ...process.env,
  NODE_OPTIONS: '--conditions=production',
  NEXT_TELEMETRY_DISABLED: '1',
}
const drift = []
try {
  for (const command of ['generate:types', 'generate:importmap']) {
    const r = spawnSync(process.execPath, ['node_modules/payload/bin.js', command], {
      env,
      encoding: 'utf8',
    })
    if (r.status !== 0) {
      console.error(r.stdout, r.stderr)
      process.exit(1)
    }
  }
  for (const f of files) if (fs.readFileSync(f, 'utf8') !== before.get(f)) drift.push(f)
} finally {
  for (const [f, text] of before) fs.writeFileSync(f, text)
}
if (drift.length) {
  console.error(
    `Berkas hasil generate tidak sesuai konfigurasi Payload: ` +
      `${drift.join(', ')}\nJalankan \`npm run generate\` lalu commit.`,
  )
  process.exit(1)
}
console.log('Tipe Payload dan importMap sesuai konfigurasi.')
