import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CacheHandlerValue } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import { MAX_ENTRY_SECONDS, sharedCacheConfig } from '@/lib/next-cache/setup'
import { createSharedCacheHandler, sharedCacheKeys } from '@/lib/next-cache/shared-handler'
import { connectRedis, type RedisClient } from '@/lib/redis'

/*
 * The shared cache (ADR 0024) in Redis: an entry without time-based revalidation (every cached
 * read) still leaves Redis on its own.
 * Runs only with TEST_REDIS_URL (CI: redis://127.0.0.1:6379), under a key prefix of its own.
 */
const url = process.env.TEST_REDIS_URL
const prefix = `t-bounds-${randomBytes(4).toString('hex')}:`
const buildId = 'build-bounds'
const quiet = () => {}
let client: RedisClient

/** An entry as @fortedigital/nextjs-cache-handler hands it over: its lifespan from our ttl setting. */
function entry(value: object, revalidateSeconds: number): CacheHandlerValue {
  const now = Math.floor(Date.now() / 1000)
  const { ttl } = sharedCacheConfig({ buildId } as never, { url: url!, keyPrefix: prefix })
  const expireAge = ttl!.estimateExpireAge!(revalidateSeconds)
  return {
    lastModified: Date.now(),
    lifespan: {
      expireAge,
      expireAt: now + expireAge,
      lastModifiedAt: now,
      revalidate: revalidateSeconds,
      staleAge: revalidateSeconds,
      staleAt: now + revalidateSeconds,
    },
    tags: [],
    value,
  } as unknown as CacheHandlerValue
}

beforeAll(async () => {
  if (!url) return
  client = connectRedis(url, quiet)
  for (let i = 0; i < 50 && !client.isReady; i++) await new Promise((r) => setTimeout(r, 20))
})

afterAll(async () => {
  if (!client) return
  const keys: string[] = []
  for await (const batch of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
    keys.push(...batch)
  if (keys.length) await client.del(keys)
  client.destroy()
})

describe.skipIf(!url)('the shared cache in Redis', () => {
  it('expires a cached read without revalidation within MAX_ENTRY_SECONDS', async () => {
    const handler = createSharedCacheHandler({ client, keyPrefix: prefix, buildId, log: quiet })
    // `unstable_cache` without `revalidate` hands Next.js a year.
    const read = { kind: 'FETCH', data: { headers: {}, body: '1', status: 200, url: '' } }
    await handler.set('bacaan', entry(read, 31536000))
    const ttl = await client.ttl(`${sharedCacheKeys(prefix, buildId).entries}bacaan`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(MAX_ENTRY_SECONDS)
  })
})
