import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTACT_RATE } from '@/features/contact/rate-limit'
import { createLimiter, limiterStore, type LimiterStore } from '@/lib/rate-limiter'
import { closeRedis } from '@/lib/redis'

afterEach(() => closeRedis())

describe('rate limits: where they count', () => {
  it('counts in the process memory without REDIS_URL', () => {
    expect(limiterStore(undefined)).toEqual({ kind: 'memory' })
  })

  it('counts in Redis, under REDIS_KEY_PREFIX, with REDIS_URL', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const store = limiterStore({ url: 'redis://127.0.0.1:1', keyPrefix: 'utb:' })
    expect(store).toMatchObject({ kind: 'redis', keyPrefix: 'utb:' })
    // The process's one client, shared with the cache and the readiness check.
    const again = limiterStore({ url: 'redis://127.0.0.1:1', keyPrefix: 'utb:' })
    expect(again.kind === 'redis' && store.kind === 'redis' && again.client === store.client).toBe(
      true,
    )
  })

  it('keeps the same limit, per server, while Redis is unreachable: nobody locked out, nothing thrown', async () => {
    const offline = {
      kind: 'redis',
      keyPrefix: 't:',
      client: { isReady: false },
    } as unknown as LimiterStore
    const limiter = createLimiter('contact', CONTACT_RATE, () => offline)
    for (let i = 0; i < CONTACT_RATE.points; i++)
      expect(await limiter.take('198.51.100.7')).toEqual({ allowed: true })
    await limiter.refund('198.51.100.7')
    expect(await limiter.take('198.51.100.7')).toEqual({ allowed: true })
    const refused = await limiter.take('198.51.100.7')
    expect(refused).toMatchObject({ allowed: false })
    expect(refused.allowed === false && refused.retryAfter).toBeGreaterThan(
      CONTACT_RATE.duration - 5,
    )
    expect(await limiter.take('198.51.100.8')).toEqual({ allowed: true })
  })

  it('opens no connection before a limit is first used', () => {
    const store = vi.fn(() => ({ kind: 'memory' }) as const)
    const limiter = createLimiter('lazy', { points: 1, duration: 60 }, store)
    expect(store).not.toHaveBeenCalled()
    return limiter.take(null).then(() => expect(store).toHaveBeenCalledOnce())
  })
})
