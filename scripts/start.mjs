#!/usr/bin/env node
// `npm start`: migrate, create the first admin, seed demo content once, build when the sources
// changed since the last build, then serve. `npm run dev` does the same but runs `next dev`.
// `--no-serve` stops before serving (scripts/e2e.mjs: Playwright starts the server itself).
// `npm run dev` without provider keys also runs the payment simulator and points the app at it, so
// the online payment can be tried end to end (`npm start` never does: a real deployment pays for real).
// Plain Node so it runs before anything is compiled.
//
// Several servers may start at once. The prepare step takes its own database lock
// (scripts/prepare.ts). Servers that share one build folder (NEXT_DIST_DIR) also take turns here,
// under a lock file in that folder: the first builds, the others wait and then find the build
// current (ADR 0025).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { appEnvOf } from '../src/lib/app-env.mjs'
import { isBuildCurrent, stampBuild } from './build-fingerprint.mjs'
import { holdFileLock } from './file-lock.mjs'
import { hasProviderKeys, simulatorEnv } from './lib/payment-simulator-env.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

// APP_ENV is decided once here (NODE_ENV=production means production), because NODE_ENV is then
// set by each child for its own purpose (React's build, Next.js's mode).
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
env.APP_ENV = appEnvOf(env)
delete env.NODE_ENV

const node = process.execPath
const nextBin = path.join(root, 'node_modules/next/dist/bin/next')
const port = env.PORT || '3000'
const isDev = process.argv.includes('--dev')
const serve = !process.argv.includes('--no-serve')

/** Runs node with `args`; rejects with the exit code when it fails. Async, so the lock file stays fresh. */
function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, { stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            Object.assign(new Error(`${args[0]} exited with ${code}`), { exitCode: code ?? 1 }),
          ),
    )
  })
}

const distDir = path.join(root, env.NEXT_DIST_DIR || '.next')

/**
 * Builds when the sources changed since the last build (scripts/build-fingerprint.mjs). The build
 * holds no setting of this deployment: the database, SITE_URL, APP_ENV and Redis are read when the
 * server starts (docs/decisions/0044-one-build-configured-at-start.md), so a build copied from
 * elsewhere, or made by another server, is used as it is.
 */
async function buildIfChanged() {
  if (isBuildCurrent(root, distDir)) return
  console.log('Membangun situs (hanya bila kode berubah)…')
  await run([nextBin, 'build'])
  stampBuild(root, distDir)
}

// 1. Migrations, first admin and demo content, compiled to plain JS first (see bundle-script.mjs).
//    Servers starting at once take turns inside (a PostgreSQL advisory lock or, for SQLite, a lock
//    file beside the database; scripts/prepare.ts): one migrates and seeds, the others find it done.
try {
  const prepared = path.join(distDir, 'kampus/prepare.mjs')
  await run(['scripts/bundle-script.mjs', 'scripts/prepare.ts', prepared])
  await run(['--conditions=production', prepared])
} catch (error) {
  if (error?.exitCode === undefined) console.error(error)
  process.exit(error?.exitCode ?? 1)
}

// 2. One server at a time prepares this build folder. The lock lives in `cache/`, which `next build`
//    keeps when it empties the folder; a server killed while holding it blocks the others for
//    FILE_LOCK_STALE_MS at most.
const release = await holdFileLock(path.join(distDir, 'cache/kampus-start.lock'), () =>
  console.log('Menunggu server lain yang sedang menyiapkan folder build yang sama…'),
)
const serverScript = path.join(distDir, 'kampus/server.mjs')
try {
  // Build when needed (pages are pre-rendered from the database, so after step 1): checked only
  // now, under the lock, so a build another server just finished is reused.
  if (!isDev) await buildIfChanged()
  await run(['scripts/bundle-script.mjs', 'scripts/server.ts', serverScript])
} catch (error) {
  await release()
  if (error?.exitCode === undefined) console.error(error)
  process.exit(error?.exitCode ?? 1)
}
await release()
if (!serve) process.exit(0)

// 3. Serve with the app's own server (scripts/server.ts: client address, CSP, HSTS; ADR 0016).
const children = []
if (isDev && !hasProviderKeys(env)) {
  Object.assign(
    env,
    simulatorEnv({ simulatorPort: Number(env.PAYMENT_SIMULATOR_PORT || 4580), appPort: port }),
  )
  console.log(
    `Simulator pembayaran di ${env.PAYMENT_SIMULATOR_URL} (Midtrans dan Xendit tiruan); ` +
      'pilih penyedianya di Pengaturan Penerimaan → Pembayaran online.',
  )
  children.push(spawn(node, ['scripts/payment-simulator.mjs'], { stdio: 'inherit', env }))
}
const server = spawn(node, [serverScript, ...(isDev ? ['--dev'] : [])], {
  stdio: 'inherit',
  env: { ...env, PORT: port },
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => [server, ...children].forEach((child) => child.kill(signal)))
server.on('exit', (code) => {
  for (const child of children) child.kill()
  process.exit(code ?? 0)
})
