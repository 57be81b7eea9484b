import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildInputs } from '../../scripts/build-fingerprint.mjs'
import { FILE_LOCK_STALE_MS, holdFileLock } from '../../scripts/file-lock.mjs'

describe('build fingerprint (scripts/start.mjs)', () => {
  const base = {
    DATABASE_URL: 'postgres://db/kampus',
    DATA_DIR: '/srv/data',
    APP_ENV: 'production',
  }

  it('lets servers on several ports behind one SITE_URL share one build', () => {
    const site = { ...base, SITE_URL: 'https://pmb.utb.ac.id' }
    expect(buildInputs(site, '3301')).toBe(buildInputs(site, '3302'))
  })

  it('counts the port while SITE_URL is unset (the pages then carry http://localhost:PORT)', () => {
    expect(buildInputs(base, '3301')).not.toBe(buildInputs(base, '3302'))
    expect(buildInputs(base, '3301')).toBe(
      buildInputs({ ...base, SITE_URL: 'http://localhost:3301' }, '3000'),
    )
  })

  it('changes with the database, the site URL and the environment', () => {
    const reference = buildInputs(base, '3000')
    for (const change of [
      { DATABASE_URL: 'postgres://db/lain' },
      { SITE_URL: 'https://utb.ac.id' },
      { APP_ENV: 'development' },
    ]) {
      expect(buildInputs({ ...base, ...change }, '3000'), JSON.stringify(change)).not.toBe(
        reference,
      )
    }
  })

  it('counts the data folder only when it holds the database (SQLite by default)', () => {
    expect(buildInputs({ ...base, DATA_DIR: '/srv/lain' }, '3000')).toBe(buildInputs(base, '3000'))
    const sqlite = { DATA_DIR: '/srv/data', APP_ENV: 'development' }
    expect(buildInputs({ ...sqlite, DATA_DIR: '/srv/lain' }, '3000')).not.toBe(
      buildInputs(sqlite, '3000'),
    )
  })
})

describe('file lock (build folder, SQLite prepare)', () => {
  const fileLockModule = path.resolve(import.meta.dirname, '../../scripts/file-lock.mjs')
  const dirs: string[] = []
  const lockPath = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-lock-'))
    dirs.push(dir)
    return path.join(dir, 'cache', 'kampus-start.lock')
  }
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

  it('makes a second process wait (and say so) until the first releases', async () => {
    const lock = lockPath()
    const release = await holdFileLock(lock, () => {})
    // Another process, as a second server would be (one process cannot take one lock twice).
    const script = `import { holdFileLock } from ${JSON.stringify(fileLockModule)}
const release = await holdFileLock(${JSON.stringify(lock)}, () => console.log('menunggu'))
console.log('dapat')
await release()`
    const child = spawn(process.execPath, ['--input-type=module', '-e', script])
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise((resolve) => child.on('exit', resolve))
    await expect.poll(() => output, { timeout: 10_000 }).toBe('menunggu\n')
    await release()
    await exited
    expect(output).toBe('menunggu\ndapat\n')
  })

  it('takes over a lock its holder left behind (killed: no refresh for longer than the stale time)', async () => {
    const lock = lockPath()
    fs.mkdirSync(lock, { recursive: true })
    const lastRefresh = new Date(Date.now() - FILE_LOCK_STALE_MS - 5_000)
    fs.utimesSync(lock, lastRefresh, lastRefresh)
    let waited = false
    const release = await holdFileLock(lock, () => (waited = true))
    expect(waited).toBe(false)
    await release()
    expect(fs.existsSync(lock)).toBe(false)
  })
})
