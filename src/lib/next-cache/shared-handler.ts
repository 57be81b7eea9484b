import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import { withinTimeout, type RedisClient } from '../redis'

/*
 * Next.js's cache (pages, route answers and `unstable_cache` reads) in Redis, shared by every
 * app server: @fortedigital/nextjs-cache-handler's `redis-strings` handler, plus one thing it
 * does not do (ADR 0024).
 *
 * Entries are kept per build (`<prefix>next:<BUILD_ID>:…`): a page's HTML names the JavaScript
 * chunks of the build that rendered it, so servers of another release (a rolling deploy), or
 * servers that each built their own copy, must never serve it. redis-strings expires a tag only
 * among the entries under its own prefix, though. So every tag expiry is also written, with its
 * time, to one sorted set shared by all builds (`<prefix>next:tags`), and an entry older than
 * the expiry of any of its tags is a miss on every server, whichever build it belongs to.
 *
 * Redis down or slow never fails a request: a read that fails or takes longer than
 * REDIS_TIMEOUT_MS is a miss (the page is rendered from the database), a write that fails is
 * dropped, and a tag expiry that fails is kept and sent again until Redis takes it, so no server
 * keeps serving content an editor changed during the outage.
 */

export type SharedCacheOptions = {
  client: RedisClient
  /** REDIS_KEY_PREFIX. */
  keyPrefix: string
  /** Next.js's BUILD_ID of this server. */
  buildId: string
  /** Milliseconds to wait for Redis before falling back. */
  timeoutMs?: number
  /** Seconds between attempts to send tag expiries that failed. */
  retrySeconds?: number
  log?: (message: string) => void
}

/** The Redis keys of the shared cache. */
export const sharedCacheKeys = (keyPrefix: string, buildId: string) => ({
  /** Prefix of this build's entries (and of redis-strings' own tag bookkeeping). */
  entries: `${keyPrefix}next:${buildId}:`,
  /** Sorted set: member = tag, score = when it was last expired (ms since the epoch). */
  tagTimes: `${keyPrefix}next:tags`,
})

export function createSharedCacheHandler({
  client,
  keyPrefix,
  buildId,
  timeoutMs = 1000,
  retrySeconds = 5,
  log = console.warn,
}: SharedCacheOptions): Handler {
  const keys = sharedCacheKeys(keyPrefix, buildId)
  const inner = createRedisHandler({
    client: client as never,
    keyPrefix: keys.entries,
    timeoutMs,
    keyExpirationStrategy: 'EXAT',
  })
  const within = <T>(promise: Promise<T>) => withinTimeout(promise, timeoutMs)

  /** Marks `tag` expired at `at` for every build (a later time never goes back), then drops this build's entries. */
  async function expire(tag: string, at: number) {
    await within(client.zAdd(keys.tagTimes, { score: at, value: tag }, { comparison: 'GT' }))
    await within(inner.revalidateTag(tag))
  }

  // Tag expiries Redis did not take, with their time, sent again every few seconds.
  const unsent = new Map<string, number>()
  let retry: NodeJS.Timeout | undefined
  let sending = false
  async function sendUnsent() {
    if (sending || !client.isReady) return
    sending = true
    try {
      for (const [tag, at] of unsent) {
        await expire(tag, at)
        unsent.delete(tag)
      }
      clearInterval(retry)
      retry = undefined
      log('Redis: kedaluwarsa tag cache yang tertunda sudah terkirim.')
    } catch {
      // Still down: the next round tries again.
    } finally {
      sending = false
    }
  }

  return {
    name: 'kampus-redis',
    async get(key, meta) {
      const value = await within(inner.get(key, meta))
      if (!value) return null
      const tags = [...new Set([...value.tags, ...meta.implicitTags])]
      if (tags.length === 0) return value
      const expired = await within(client.zmScore(keys.tagTimes, tags))
      if (expired.some((at) => at !== null && Number(at) >= value.lastModified)) {
        inner.delete?.(key).catch(() => {})
        return null
      }
      return value
    },
    set: (key, value, ctx) => within(inner.set(key, value, ctx)),
    async revalidateTag(tag) {
      const at = Date.now()
      try {
        await expire(tag, at)
      } catch (error) {
        if (!unsent.size)
          log(
            `Redis: kedaluwarsa tag cache "${tag}" belum terkirim (` +
              `${(error as Error).message}); dicoba lagi tiap ${retrySeconds} detik.`,
          )
        unsent.set(tag, Math.max(unsent.get(tag) ?? 0, at))
        retry ??= setInterval(() => void sendUnsent(), retrySeconds * 1000).unref()
      }
    },
    delete: (key) => within(inner.delete!(key)),
    prepare: () => within(inner.prepare!()),
  }
}
