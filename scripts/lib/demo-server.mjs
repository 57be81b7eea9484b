// The production build started as `npm start` starts it (scripts/start.mjs: SQLite, demo content,
// building first when the sources changed) in its own port, data folder and build folder, for the
// benchmarks that measure one server (bench-server.mjs, bench-browser.mjs).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/** Resolves once `url` answers 2xx; rejects when `child` exits or after `timeoutMs`. */
export async function waitFor(url, child, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (child?.exitCode != null) throw new Error(`server berhenti (kode ${child.exitCode})`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} tidak menjawab dalam ${timeoutMs / 1000} dtk`)
}

/**
 * `npm start`'s process tree on `port` (start.mjs runs the server, kampus/server.mjs, as its
 * child): its URL, the server's pid (for RSS and CPU time) and `stop`.
 * @param {{ port: string, dataDir: string, distDir: string }} options
 */
export async function startDemoServer({ port, dataDir, distDir }) {
  const env = { ...process.env, PORT: port, DATA_DIR: dataDir, NEXT_DIST_DIR: distDir }
  console.log(`Menjalankan npm start (port ${port}, build ${distDir})…`)
  const log = path.join(os.tmpdir(), `kampus-bench-server-${port}.log`)
  const out = fs.openSync(log, 'w')
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    stdio: ['ignore', out, out],
  })
  const url = `http://127.0.0.1:${port}`
  // The first start builds (several minutes on 2 cores) and seeds.
  await waitFor(`${url}/readyz`, child, 20 * 60_000).catch((error) => {
    console.error(fs.readFileSync(log, 'utf8').slice(-4000))
    child.kill('SIGTERM')
    throw error
  })
  const ps = spawnSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' })
  const pid = Number(ps.stdout.trim().split('\n').pop())
  return { url, pid, stop: () => child.kill('SIGTERM') }
}

/** The first link of a page `from` to a path matching `pattern` (a RegExp source, no quotes). */
export async function firstLink(url, from, pattern) {
  const html = await (await fetch(`${url}${from}`)).text()
  const href = new RegExp(`href="(${pattern})"`).exec(html)?.[1]
  if (!href) throw new Error(`tidak ada tautan ${pattern} di ${from}`)
  return href
}
