import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildFingerprint, isBuildCurrent, stampBuild } from '../../scripts/build-fingerprint.mjs'
import { FILE_LOCK_STALE_MS, holdFileLock } from '../../scripts/file-lock.mjs'

describe('build fingerprint (scripts/start.mjs)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-fingerprint-'))
  const dist = path.join(root, '.next')
  fs.mkdirSync(path.join(root, 'src'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src/page.tsx'), 'export default 1')
  fs.mkdirSync(dist)
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'x')

  it('finds a stamped build current until a source changes', () => {
    expect(isBuildCurrent(root, dist)).toBe(false)
    stampBuild(root, dist)
    expect(isBuildCurrent(root, dist)).toBe(true)
    fs.writeFileSync(path.join(root, 'src/page.tsx'), 'export default 22')
    expect(isBuildCurrent(root, dist)).toBe(false)
  })

  it('is the same for a copy of the sources in another folder (a build copied to a server)', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-fingerprint-copy-'))
    fs.cpSync(path.join(root, 'src'), path.join(copy, 'src'), {
      recursive: true,
      preserveTimestamps: true,
    })
    expect(buildFingerprint(copy)).toBe(buildFingerprint(root))
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
