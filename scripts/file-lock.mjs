// A lock file shared by processes on one machine (proper-lockfile: an atomic mkdir whose mtime is
// refreshed while it is held). Used by scripts/start.mjs around the build folder and by
// scripts/prepare.ts beside a SQLite database (ADR 0025).
import fs from 'node:fs'
import path from 'node:path'
import lockfile from 'proper-lockfile'

/**
 * A holder that died stops refreshing its lock; this long after its last refresh the lock counts
 * as stale and the next process takes it over. Holders refresh every third of it.
 */
export const FILE_LOCK_STALE_MS = 30_000

/**
 * Takes the lock at `lockPath`, waiting while another process holds it (`onWait` is called once,
 * before waiting). Resolves to the release function. The holder's event loop must stay free
 * (no spawnSync) or its refreshes stop and the lock goes stale under it.
 * @param {string} lockPath
 * @param {() => void} onWait
 * @returns {Promise<() => Promise<void>>}
 */
export async function holdFileLock(lockPath, onWait) {
  fs.mkdirSync(path.dirname(lockPath), { recursive: true })
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: FILE_LOCK_STALE_MS,
    update: FILE_LOCK_STALE_MS / 3,
  }
  try {
    return await lockfile.lock(lockPath, options)
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== 'ELOCKED') throw error
  }
  onWait()
  return lockfile.lock(lockPath, {
    ...options,
    retries: { forever: true, minTimeout: 200, maxTimeout: 1000 },
  })
}
