#!/usr/bin/env node
// `npm start`: migrate, create the first admin, seed demo content once, build when the sources
// changed since the last build, then serve. `npm run dev` does the same but runs `next dev`.
// Plain Node so it runs before anything is compiled.
import { spawnSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

// An operator who sets NODE_ENV=production gets the strict production checks; a plain
// `npm start` on a laptop is a development deployment with demo content.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
if (!env.APP_ENV) env.APP_ENV = env.NODE_ENV === 'production' ? 'production' : 'development'
delete env.NODE_ENV

const node = process.execPath
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const port = env.PORT || '3000'
const isDev = process.argv.includes('--dev')

function run(args) {
  const result = spawnSync(node, args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const distDir = path.join(root, env.NEXT_DIST_DIR || '.next')

// Pages are pre-rendered from the database and carry the site URL, so those count as inputs too.
function fingerprint(entries) {
  const hash = createHash('sha256')
  hash.update(`${env.DATABASE_URL ?? ''}|${env.DATA_DIR ?? ''}|${env.SITE_URL ?? ''}|${port}|${env.APP_ENV}\n`)
  const walk = (p) => {
    const stat = fs.statSync(p, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    else hash.update(`${p}:${stat.size}:${stat.mtimeMs}\n`)
  }
  entries.forEach(walk)
  return hash.digest('hex')
}

function buildIfChanged() {
  const sources = ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json']
  const stamp = path.join(distDir, 'kampus/build-fingerprint')
  const current = fingerprint(sources)
  const previous = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : ''
  if (current === previous && fs.existsSync(path.join(distDir, 'BUILD_ID'))) return
  console.log('Membangun situs (hanya bila kode berubah)…')
  run([nextBin, 'build'])
  fs.mkdirSync(path.dirname(stamp), { recursive: true })
  fs.writeFileSync(stamp, current)
}

// 1. Migrations, first admin and demo content, compiled to plain JS first (see bundle-script.mjs).
const prepared = path.join(distDir, 'kampus/prepare.mjs')
run(['scripts/bundle-script.mjs', 'scripts/prepare.ts', prepared])
run(['--conditions=production', prepared])

// 2. Build when needed (pages are pre-rendered from the database, so after step 1), then serve
//    with the app's own server (scripts/server.ts: client address, CSP, HSTS; ADR 0016).
if (!isDev) buildIfChanged()
const serverScript = path.join(distDir, 'kampus/server.mjs')
run(['scripts/bundle-script.mjs', 'scripts/server.ts', serverScript])
const server = spawn(node, [serverScript, ...(isDev ? ['--dev'] : [])], { stdio: 'inherit', env: { ...env, PORT: port } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
