import { createClient } from 'redis'
import { env } from './env'
import { settleWithin } from './timeout'

/*
 * The one Redis client of an app process (REDIS_URL): Next.js's shared cache
 * (src/lib/next-cache), the rate limits (src/lib/rate-limiter.ts) and the readiness check use it.
 * It is kept on globalThis because the app's server (scripts/server.ts, an esbuild bundle) and
 * Next.js's route bundles each load their own copy of this module. No `server-only`: the server
 * script and the Payload config (loaded by the prepare step too) import it through the limiters.
 *
 * A Redis outage never throws out of here. The client connects in the background and keeps
 * reconnecting; while it is not connected every command fails at once (no offline queue), so
 * callers fall back (the cache misses, the limits count in memory) instead of waiting.
 */

export type RedisClient = ReturnType<typeof createClient>

/** How long a caller waits for Redis before falling back: Redis answers in well under 1 ms here. */
export const REDIS_TIMEOUT_MS = 1000

const CLIENT = Symbol.for('kampus.redis.client')
type Holder = { [CLIENT]?: RedisClient }

/** The process's client (connecting in the background), or undefined when REDIS_URL is not set. */
export function redisClient(
  settings: { url: string } | undefined = env().redis,
): RedisClient | undefined {
  if (!settings) return undefined
  const holder = globalThis as Holder
  return (holder[CLIENT] ??= connectRedis(settings.url))
}

/** Closes the process's client (tests; a server that stops simply exits). */
export async function closeRedis(): Promise<void> {
  const holder = globalThis as Holder
  const client = holder[CLIENT]
  delete holder[CLIENT]
  if (client?.isOpen) client.destroy()
}

/** A new client that connects and reconnects in the background and logs (not throws) its errors. */
export function connectRedis(
  url: string,
  log: (message: string) => void = console.warn,
): RedisClient {
  const where = redisHost(url)
  const client = createClient({
    url,
    // Commands fail while the connection is down instead of queueing until it is back.
    disableOfflineQueue: true,
    // A connection a firewall dropped silently is found within seconds, not minutes.
    pingInterval: 5000,
    socket: {
      connectTimeout: 2000,
      // 0.2 s, 0.4 s, … up to 5 s between attempts, for as long as it takes.
      reconnectStrategy: (retries) => Math.min((retries + 1) * 200, 5000),
    },
  })
  // One line per outage, not one per reconnect attempt.
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    log(
      `Redis ${where} tidak dapat dihubungi (${error.message}); sampai tersambung lagi ` +
        `halaman dirender tanpa cache bersama dan batas percobaan dihitung di proses ini.`,
    )
  })
  client.on('ready', () => {
    if (!down) return
    down = false
    log(`Redis ${where} tersambung lagi.`)
  })
  client
    .connect()
    .catch((error: Error) => log(`Redis ${where} tidak dapat dihubungi: ${error.message}`))
  return client
}

/** host:port of a Redis URL, never its password. */
export function redisHost(url: string): string {
  try {
    const { hostname, port } = new URL(url)
    return `${hostname}:${port || '6379'}`
  } catch {
    return '(REDIS_URL)'
  }
}

export class RedisTimeoutError extends Error {
  constructor(ms: number) {
    super(`Redis tidak menjawab dalam ${ms} ms`)
  }
}

/**
 * The promise's result, or a RedisTimeoutError after `ms`. node-redis cannot take back a command
 * it already sent to a server that stopped answering; this stops waiting for it.
 */
export function withinTimeout<T>(promise: Promise<T>, ms = REDIS_TIMEOUT_MS): Promise<T> {
  return settleWithin(promise, ms, () => new RedisTimeoutError(ms))
}
