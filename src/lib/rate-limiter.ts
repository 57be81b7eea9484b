import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  RLWrapperTimeouts,
} from 'rate-limiter-flexible'
import { env } from './env'
import { REDIS_TIMEOUT_MS, redisClient, type RedisClient } from './redis'

/*
 * Every rate limit of the app is built here (`rate-limiter-flexible`). The limits themselves
 * (points, duration, messages) stay with their feature (contact/rate-limit.ts,
 * accounts/rate-limit.ts).
 *
 * Without REDIS_URL a limit counts in this process's memory. With it, the count lives in Redis
 * (`<REDIS_KEY_PREFIX>rl:<name>:<key>`), so every app server counts towards the same limit. When
 * Redis is down or does not answer within REDIS_TIMEOUT_MS, the library's insurance limiter
 * counts in memory instead: each server then enforces the same limit on its own until Redis is
 * back. Nobody is locked out, and no request fails, because of the outage (ADR 0024).
 */

/** `points` attempts per `duration` seconds. */
export type Rate = { readonly points: number; readonly duration: number }

export type Slot = { allowed: true } | { allowed: false; retryAfter: number }

export type Limiter = {
  /** Counts one attempt for `key`; when the limit is reached, the seconds until the next is allowed. */
  take(key: string | null): Promise<Slot>
  /** Gives back one attempt counted for `key` (e.g. a login that succeeded). */
  refund(key: string | null): Promise<void>
}

/** Where limits count: this process's memory, or Redis shared by all servers. */
export type LimiterStore =
  { kind: 'memory' } | { kind: 'redis'; client: RedisClient; keyPrefix: string }

/** The store the settings ask for (REDIS_URL, REDIS_KEY_PREFIX). */
export function limiterStore(settings = env().redis): LimiterStore {
  return settings
    ? { kind: 'redis', client: redisClient(settings)!, keyPrefix: settings.keyPrefix }
    : { kind: 'memory' }
}

/** Attempts without an address (no socket address known) share one bucket. */
const NO_KEY = 'tanpa-ip'

/** What the app asks of a limiter, whichever store it counts in. */
type Counter = Pick<RateLimiterMemory, 'consume' | 'reward'>

function build(name: string, rate: Rate, store: LimiterStore): Counter {
  if (store.kind === 'memory') return new RateLimiterMemory({ keyPrefix: name, ...rate })
  const redis = new RateLimiterRedis({
    storeClient: store.client,
    useRedisPackage: true,
    // While the connection is down, go straight to the insurance limiter.
    rejectIfRedisNotReady: true,
    keyPrefix: `${store.keyPrefix}rl:${name}`,
    ...rate,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, ...rate }),
  })
  // A server that stopped answering: stop waiting and use the insurance limiter too.
  return new RLWrapperTimeouts({ limiter: redis, timeoutMs: REDIS_TIMEOUT_MS })
}

/**
 * One named limit. The store is chosen, and the limiter built, on first use: importing a feature
 * (the prepare step loads every collection's hooks) opens no connection.
 */
export function createLimiter(
  name: string,
  rate: Rate,
  store: () => LimiterStore = limiterStore,
): Limiter {
  let limiter: Counter | undefined
  const get = () => (limiter ??= build(name, rate, store()))
  return {
    async take(key) {
      try {
        await get().consume(key ?? NO_KEY)
        return { allowed: true }
      } catch (error) {
        if (error instanceof RateLimiterRes)
          return { allowed: false, retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) }
        throw error
      }
    },
    async refund(key) {
      await get().reward(key ?? NO_KEY, 1)
    },
  }
}

/** A limiter per entry of `rates`, named `<prefix>-<entry>`. */
export function createLimiters<K extends string>(
  prefix: string,
  rates: Record<K, Rate>,
  store: () => LimiterStore = limiterStore,
): Record<K, Limiter> {
  return Object.fromEntries(
    Object.entries<Rate>(rates).map(([key, rate]) => [
      key,
      createLimiter(`${prefix}-${key}`, rate, store),
    ]),
  ) as Record<K, Limiter>
}
