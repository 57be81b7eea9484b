import 'server-only'
import { unstable_cache } from 'next/cache'
import { countedLookup, filler } from './cache-lookups'
import type { CacheTag } from './cache-tags'

/**
 * A CMS read cached under tags that Payload hooks expire on change. The build id is part of
 * the key so a new deploy never serves data shaped by the previous build's code.
 */
export const cached = <A extends unknown[], T>(
  key: string,
  tags: CacheTag[],
  fn: (...args: A) => Promise<T>,
) => {
  const read = unstable_cache(filler(fn), [key, process.env.KAMPUS_BUILD_ID ?? 'dev'], { tags })
  // Hits and misses of the data cache are counted in /metrics.
  return (...args: A): Promise<T> => countedLookup('data', () => read(...args))
}

/** Thrown inside the cached read: Next.js stores nothing for a read that throws. */
class NothingFound extends Error {}

/**
 * A cached read of one record by a key a visitor chooses (a slug, an id): `null` (not found) is
 * answered but not stored, so only records that exist take cache entries, however many unknown
 * slugs or ids are asked for. A miss reads the database each time, as an unknown page would.
 */
export function cachedIfFound<A extends unknown[], T>(
  key: string,
  tags: CacheTag[],
  fn: (...args: A) => Promise<T | null>,
) {
  const read = cached(key, tags, async (...args: A): Promise<T> => {
    const found = await fn(...args)
    if (found === null) throw new NothingFound()
    return found
  })
  return async (...args: A): Promise<T | null> => {
    try {
      return await read(...args)
    } catch (error) {
      if (error instanceof NothingFound) return null
      throw error
    }
  }
}

/**
 * Rows per cached block of a paged list: a page of the site or of the content API (`limit` ≤ 100)
 * spans one to three blocks.
 */
export const SLICE_BLOCK = 50

export type Slice<D> = { docs: D[]; totalDocs: number }

/**
 * An `offset`/`limit` reader cached by fixed blocks of SLICE_BLOCK rows (block n = Payload page
 * n + 1): whatever offset and limit a client asks for, the same few entries are read, so paging
 * values never create cache entries. A block past the end of the list is not stored; the first
 * block always is (it holds the total).
 */
export function cachedSlices<A extends unknown[], D>(
  key: string,
  tags: CacheTag[],
  readPage: (page: number, size: number, ...args: A) => Promise<Slice<D>>,
) {
  const block = cachedIfFound(key, tags, async (index: number, ...args: A) => {
    const { docs, totalDocs } = await readPage(index + 1, SLICE_BLOCK, ...args)
    return index > 0 && docs.length === 0 ? null : { docs, totalDocs }
  })
  return async (offset: number, limit: number, ...args: A): Promise<Slice<D>> => {
    const first = Math.floor(offset / SLICE_BLOCK)
    const last = Math.floor((offset + Math.max(limit, 1) - 1) / SLICE_BLOCK)
    const indexes = Array.from({ length: last - first + 1 }, (_, i) => first + i)
    const blocks = await Promise.all(indexes.map((i) => block(i, ...args)))
    const totalDocs = (blocks[0] ?? (await block(0, ...args)))?.totalDocs ?? 0
    const skip = offset - first * SLICE_BLOCK
    const docs = blocks.flatMap((b) => b?.docs ?? []).slice(skip, skip + Math.max(limit, 0))
    return { docs, totalDocs }
  }
}
