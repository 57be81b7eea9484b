#!/usr/bin/env node
// `npm test`: every check the project keeps, in order of speed; stops at the first failure.
import { spawnSync } from 'node:child_process'

const steps = [
  ['Lint', ['run', 'lint']],
  ['Typecheck', ['run', 'typecheck']],
  ['Generated Payload files', ['run', 'check:generated']],
  ['Migrations match the config', ['run', 'check:migrations']],
  ['Unit tests', ['run', 'test:unit']],
  ['Integration tests (SQLite)', ['run', 'test:int']],
  ['End-to-end tests (Chromium)', ['run', 'test:e2e']],
]

for (const [name, args] of steps) {
  console.log(`\n=== ${name} (${new Date().toISOString().slice(11, 19)} UTC) ===`)
  const started = Date.now()
  const result = spawnSync('npm', args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) {
    console.error(`\n${name} gagal (kode ${result.status}).`)
    process.exit(result.status || 1)
  }
  console.log(`--- ${name}: lulus dalam ${Math.round((Date.now() - started) / 1000)} s`)
}
console.log('\nSemua pemeriksaan lulus.')
