// Next.js's cache handler on one server, without REDIS_URL (./start-handler.mjs chooses): Next's
// own file-system cache with the bound it lacks, and nothing from before the server started.
// Next.js imports this file as it is (plain JavaScript). With REDIS_URL, ./handler.mjs instead.
import fs from 'node:fs'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import nextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = nextFileSystemCache.default ?? nextFileSystemCache

/** When this server started: entries written before (by `next build` or an earlier run) are misses. */
const STARTED = Date.now()

/** The data cache's files (`unstable_cache` reads) kept on disk at most, by number and bytes. */
export const DATA_CACHE_LIMITS = { maxEntries: 5000, maxBytes: 256 << 20 }

/**
 * Next.js writes every data-cache entry to `.next/cache/fetch-cache` and never removes one, also
 * across builds (each build's reads are keyed by its id). Here the files written by this process,
 * and those found at start (oldest first), are counted in an LRU: past either limit the least
 * recently written file is deleted, and read from the database again when next asked for.
 */
export function boundedFileCache({ maxEntries, maxBytes } = DATA_CACHE_LIMITS) {
  /** @type {LRUCache<string, number> | undefined} */
  let files

  /** @param {string} dir */
  function dataFiles(dir) {
    if (files) return files
    files = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (size) => Math.max(size, 1),
      dispose: (_size, file, reason) => {
        if (reason === 'evict') fs.rmSync(file, { force: true })
      },
    })
    const found = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(dir, entry.name)
        const { size, mtimeMs } = fs.statSync(file)
        return { file, size, mtimeMs }
      })
      .sort((a, b) => a.mtimeMs - b.mtimeMs)
    for (const { file, size } of found) files.set(file, size)
    return files
  }

  return class BoundedFileSystemCache extends FileSystemCache {
    /**
     * The build renders pages and caches CMS reads from the database it was built against, which
     * is not this server's when one build serves several deployments (the tests' demo content,
     * an empty production CMS, a build copied to a server). As with Redis (ADR 0024), each
     * page is rendered again on its first request after the start, from this server's database.
     * @param {[string, object]} args
     */
    async get(...args) {
      const entry = await super.get(...args)
      return entry && entry.lastModified < STARTED ? null : entry
    }

    /**
     * @param {string} key
     * @param {{ kind: string } | null} data
     * @param {object} ctx
     */
    async set(key, data, ctx) {
      await super.set(key, data, ctx)
      if (data?.kind !== 'FETCH' || !this.flushToDisk) return
      const file = this.getFilePath(key, 'FETCH')
      const stat = await fs.promises.stat(file).catch(() => null)
      if (stat) dataFiles(path.dirname(file)).set(file, stat.size)
    }
  }
}

export default boundedFileCache()
