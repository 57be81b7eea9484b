// `npm start` exactly as an operator runs it in production (APP_ENV=production, a random secret,
// SEED_DEMO unset so the CMS is empty, an SMTP sink, a DATA_DIR that does not exist yet), for the
// scripts that check a production start over HTTP (production-smoke.mjs, fuzz.mjs).
// The data folder has a fixed place per build folder and is emptied at every start. The build is
// the one every run of these sources shares (ADR 0044): built here only when none is current.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startMailSink } from '../mail-sink.mjs'

const root = path.resolve(import.meta.dirname, '../..')
export const PRODUCTION_SITE_URL = 'https://kampus.example.test'
/** The bearer token of /metrics on the production server these scripts start. */
export const PRODUCTION_METRICS_TOKEN = randomBytes(32).toString('hex')
export const PRODUCTION_ADMIN = {
  email: 'produksi-admin@utb.test',
  password: 'Uji-Produksi-Kampus-Cemara-2026!',
}

/**
 * Starts the production server on `port` (its SMTP sink on port + 1) from the build in `distDir`,
 * building first when the sources changed. Resolves once `/` answers. With `echo` off the
 * server's output is only kept (`output()`), not printed. `env` adds to or replaces the settings
 * above (e.g. SEED_DEMO for a server with content).
 * @param {{ port: number, distDir: string, echo?: boolean, env?: Record<string, string> }} options
 */
export async function startProductionServer({ port, distDir, echo = true, env: extra = {} }) {
  const key = createHash('sha256').update(path.resolve(root, distDir)).digest('hex').slice(0, 8)
  const tmp = path.join(os.tmpdir(), `kampus-production-${key}`)
  fs.rmSync(tmp, { recursive: true, force: true })
  fs.mkdirSync(tmp, { recursive: true })
  const dataDir = path.join(tmp, 'data') // not created: start-up must create it
  const sink = await startMailSink({ port: port + 1, dir: path.join(tmp, 'mail') })
  const env = {
    ...process.env,
    APP_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    SITE_URL: PRODUCTION_SITE_URL, // behind a TLS proxy in production; plain HTTP here
    ADMIN_EMAIL: PRODUCTION_ADMIN.email,
    ADMIN_PASSWORD: PRODUCTION_ADMIN.password,
    SMTP_URL: `smtp://127.0.0.1:${port + 1}?tls=off`,
    METRICS_TOKEN: PRODUCTION_METRICS_TOKEN,
  }
  for (const name of [
    'NODE_ENV',
    'SEED_DEMO',
    'DATABASE_URL',
    'TRUST_PROXY',
    'MEDIA_DIR',
    'PRIVATE_DIR',
  ])
    delete env[name]
  Object.assign(env, extra)

  const started = Date.now()
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  // The last megabyte of what the server printed, for a report when something failed.
  let output = ''
  const keep = (/** @type {Buffer} */ chunk, /** @type {NodeJS.WriteStream} */ echoTo) => {
    output = (output + chunk).slice(-1024 * 1024)
    if (echo) echoTo.write(chunk)
  }
  server.stdout.on('data', (chunk) => keep(chunk, process.stdout))
  server.stderr.on('data', (chunk) => keep(chunk, process.stderr))
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {}
    sink.close?.()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
  const base = `http://127.0.0.1:${port}`
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`npm start berhenti (kode ${server.exitCode})`)
      if (Date.now() - started > 20 * 60_000) throw new Error('server tidak siap dalam 20 menit')
      try {
        const response = await fetch(`${base}/`, { redirect: 'manual' })
        await response.arrayBuffer()
        break
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  } catch (error) {
    if (!output.includes('Kampus berjalan')) console.log(output.slice(-4000))
    stop()
    throw error
  }
  return { base, dataDir: env.DATA_DIR, pid: server.pid, started, stop, output: () => output }
}
