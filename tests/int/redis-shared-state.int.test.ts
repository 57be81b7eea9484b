import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type {
  CacheHandlerValue,
  Handler,
} from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import { ACCOUNT_LIMITS } from '@/features/accounts/rate-limit'
import { readiness, redisCheck } from '@/features/health/checks'
import { createSharedCacheHandler, sharedCacheKeys } from '@/lib/next-cache/shared-handler'
import { setUpSharedCache } from '@/lib/next-cache/setup'
import { createLimiters, type LimiterStore } from '@/lib/rate-limiter'
import { closeRedis, connectRedis, type RedisClient } from '@/lib/redis'

/*
 * What several app servers share through Redis (ADR 0024), each "server" being its own Redis
 * client, as in production. Runs only with TEST_REDIS_URL (CI: redis://127.0.0.1:6379); every key
 * is under a prefix of its own and deleted afterwards.
 */
const url = process.env.TEST_REDIS_URL
const prefix = `t-redis-${randomBytes(4).toString('hex')}:`
const quiet = () => {}

/** A TCP port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const ready = async (client: RedisClient) => {
  for (let i = 0; i < 50 && !client.isReady; i++) await new Promise((r) => setTimeout(r, 20))
  expect(client.isReady).toBe(true)
  return client
}

/** A cache entry as Next.js hands it to the handler (an `unstable_cache` read). */
const entry = (tags: string[], body: string) =>
  ({
    lastModified: Date.now(),
    lifespan: null,
    tags,
    value: { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false },
  }) as unknown as CacheHandlerValue
const read = async (handler: Handler, key: string) =>
  ((await handler.get(key, { implicitTags: [] })) as { value: { data: { body: string } } } | null)
    ?.value.data.body ?? null

describe('readiness with an unreachable Redis', () => {
  it('fails the redis check by name', async () => {
    const client = connectRedis(`redis://127.0.0.1:${await closedPort()}`, quiet)
    try {
      const result = await readiness({ redis: redisCheck(client) }, { log: quiet })
      expect(result).toMatchObject({
        status: 'fail',
        failing: ['redis'],
        checks: { redis: { status: 'fail' } },
      })
    } finally {
      client.destroy()
    }
  })
})

describe.skipIf(!url)('state shared by several app servers through Redis', () => {
  let a: RedisClient
  let b: RedisClient

  beforeAll(async () => {
    a = await ready(connectRedis(url!, quiet))
    b = await ready(connectRedis(url!, quiet))
  })

  afterAll(async () => {
    const keys: string[] = []
    for await (const batch of a.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 }))
      keys.push(...batch)
    if (keys.length) await a.del(keys)
    a.destroy()
    b.destroy()
    await closeRedis()
  })

  it('readiness passes when Redis answers', async () => {
    expect(await readiness({ redis: redisCheck(a) }, { log: quiet })).toMatchObject({
      status: 'ok',
      failing: [],
    })
  })

  it('failed logins counted on two servers hit one limit, and a success gives its attempt back on both', async () => {
    const store = (client: RedisClient) => (): LimiterStore => ({
      kind: 'redis',
      client,
      keyPrefix: prefix,
    })
    const serverA = createLimiters('akun', ACCOUNT_LIMITS, store(a))
    const serverB = createLimiters('akun', ACCOUNT_LIMITS, store(b))
    const key = 'applicants|203.0.113.50'
    const { points } = ACCOUNT_LIMITS.login
    for (let i = 0; i < points; i++)
      expect(await (i % 2 ? serverB : serverA).login.take(key)).toEqual({ allowed: true })
    const refusedOnA = await serverA.login.take(key)
    const refusedOnB = await serverB.login.take(key)
    expect(refusedOnA).toMatchObject({ allowed: false })
    expect(refusedOnB).toMatchObject({ allowed: false })
    expect(refusedOnB.allowed === false && refusedOnB.retryAfter).toBeGreaterThan(
      ACCOUNT_LIMITS.login.duration - 10,
    )
    // Another address, and another limit for the same address, are untouched.
    expect(await serverB.login.take('applicants|203.0.113.51')).toEqual({ allowed: true })
    expect(await serverB.register.take(key)).toEqual({ allowed: true })
    // Three refunds on A (the two refused attempts counted too) let B take one more.
    for (let i = 0; i < 3; i++) await serverA.login.refund(key)
    expect(await serverB.login.take(key)).toEqual({ allowed: true })
    expect(await a.exists(`${prefix}rl:akun-login:${key}`)).toBe(1)
  })

  it('a cached read expired by its tag on one server is a miss on the other', async () => {
    const buildId = 'build-1'
    const serverA = createSharedCacheHandler({ client: a, keyPrefix: prefix, buildId, log: quiet })
    const serverB = createSharedCacheHandler({ client: b, keyPrefix: prefix, buildId, log: quiet })
    await serverA.set('news-list', entry(['collection:news'], 'lama'))
    await serverA.set('faq-list', entry(['collection:faqs'], 'faq'))
    expect(await read(serverB, 'news-list')).toBe('lama')

    await serverB.revalidateTag('collection:news')
    expect(await read(serverA, 'news-list')).toBeNull()
    expect(await read(serverB, 'news-list')).toBeNull()
    expect(await read(serverA, 'faq-list')).toBe('faq')
    // Written again after the edit: served everywhere.
    await serverA.set('news-list', entry(['collection:news'], 'baru'))
    expect(await read(serverB, 'news-list')).toBe('baru')
  })

  it('servers of different builds keep their own entries but see each other’s tag expiries', async () => {
    const oldRelease = createSharedCacheHandler({
      client: a,
      keyPrefix: prefix,
      buildId: 'release-1',
      log: quiet,
    })
    const newRelease = createSharedCacheHandler({
      client: b,
      keyPrefix: prefix,
      buildId: 'release-2',
      log: quiet,
    })
    await oldRelease.set('/tentang-utb/berita', entry(['collection:news'], 'html rilis 1'))
    expect(await read(newRelease, '/tentang-utb/berita')).toBeNull()
    expect(
      await a.exists(`${sharedCacheKeys(prefix, 'release-1').entries}/tentang-utb/berita`),
    ).toBe(1)

    await new Promise((r) => setTimeout(r, 5))
    await newRelease.revalidateTag('collection:news')
    expect(await read(oldRelease, '/tentang-utb/berita')).toBeNull()
  })

  it('an expiry Redis did not take is sent again once it is back', async () => {
    const c = await ready(connectRedis(url!, quiet))
    const log = vi.fn()
    const writer = createSharedCacheHandler({
      client: a,
      keyPrefix: prefix,
      buildId: 'build-3',
      log: quiet,
    })
    const editor = createSharedCacheHandler({
      client: c,
      keyPrefix: prefix,
      buildId: 'build-3',
      retrySeconds: 0.1,
      log,
    })
    await writer.set('pages', entry(['collection:pages'], 'lama'))
    await c.close()
    await editor.revalidateTag('collection:pages')
    expect(log).toHaveBeenCalledWith(expect.stringContaining('belum terkirim'))
    expect(await read(writer, 'pages')).toBe('lama')
    await c.connect()
    await vi.waitFor(async () => expect(await read(writer, 'pages')).toBeNull(), { timeout: 3000 })
    c.destroy()
  })

  it('is what Next.js gets from src/lib/next-cache/handler.mjs once the app server set it up', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-next-'))
    fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-wired')
    setUpSharedCache({ url: url!, keyPrefix: prefix })
    const { default: NextCacheHandler } = await import('@/lib/next-cache/handler.mjs')
    // The calls Next.js's IncrementalCache makes for an `unstable_cache` read.
    const handler = new NextCacheHandler({
      serverDistDir: path.join(distDir, 'server'),
      dev: false,
    } as never)
    const value = {
      kind: 'FETCH',
      data: { headers: {}, body: 'menu', status: 200, url: '' },
      revalidate: false,
    }
    await handler.set(
      'menu',
      value as never,
      { fetchCache: true, tags: ['global:main-menu'], revalidate: false } as never,
    )
    expect(await a.exists(`${sharedCacheKeys(prefix, 'build-wired').entries}menu`)).toBe(1)
    const get = () =>
      handler.get('menu', { kind: 'FETCH', tags: ['global:main-menu'], softTags: [] } as never)
    expect(await get()).toMatchObject({ value: { data: { body: 'menu' } } })
    // An editor saves the menu on another server, of another build.
    await createSharedCacheHandler({
      client: b,
      keyPrefix: prefix,
      buildId: 'other',
      log: quiet,
    }).revalidateTag('global:main-menu')
    expect(await get()).toBeNull()
  })
})
