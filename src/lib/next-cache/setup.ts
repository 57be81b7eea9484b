import type {
  CacheCreationContext,
  CacheHandlerConfig,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import { env } from '../env'
import { redisClient } from '../redis'
import { createSharedCacheHandler } from './shared-handler'

/*
 * Next.js loads its cache handler (next.config.ts `cacheHandler`, only when REDIS_URL is set) from
 * the plain JavaScript file ./handler.mjs, outside any bundle, so that file cannot import this
 * TypeScript. The app's server (scripts/server.ts) calls `setUpSharedCache` before Next.js starts;
 * handler.mjs finds the function it leaves on globalThis under this key, and calls it once with
 * the build's id.
 */
export const SHARED_CACHE_SETUP = 'kampus.nextCache.setup'

/** Entries are dropped from Redis a week after they were written at the latest (re-rendered on demand). */
export const MAX_ENTRY_SECONDS = 7 * 24 * 60 * 60

type RedisSettings = NonNullable<ReturnType<typeof env>['redis']>

export function sharedCacheConfig(
  context: CacheCreationContext,
  settings: RedisSettings,
): CacheHandlerConfig {
  const handler = createSharedCacheHandler({
    client: redisClient(settings)!,
    keyPrefix: settings.keyPrefix,
    buildId: context.buildId?.trim() || 'development',
  })
  return {
    handlers: [handler],
    // Pages without time-based revalidation would otherwise stay 1.5 years; entries of old
    // releases would never leave Redis.
    ttl: {
      estimateExpireAge: (staleAge) => Math.min(Math.ceil(staleAge * 1.5), MAX_ENTRY_SECONDS),
    },
  }
}

/** Makes the shared cache available to handler.mjs and starts connecting to Redis. No-op without REDIS_URL. */
export function setUpSharedCache(settings = env().redis): void {
  if (!settings) return
  redisClient(settings)
  ;(globalThis as Record<symbol, unknown>)[Symbol.for(SHARED_CACHE_SETUP)] = (
    context: CacheCreationContext,
  ) => sharedCacheConfig(context, settings)
}
