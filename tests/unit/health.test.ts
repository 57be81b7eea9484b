import { describe, expect, it, vi } from 'vitest'
import { GET as healthz } from '@/app/healthz/route'
import { CHECK_MESSAGES, readiness, readinessAnswer, redisCheck } from '@/features/health/checks'

const quiet = { log: vi.fn() }
const never = () => new Promise(() => {})

describe('/healthz', () => {
  it('answers 200 JSON that no cache may keep', async () => {
    const answer = healthz()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual({ status: 'ok' })
  })
})

describe('/readyz answers', () => {
  it('200 with every check and its time when all pass', async () => {
    const result = await readiness({ database: async () => 1, redis: async () => 'PONG' }, quiet)
    expect(result).toMatchObject({
      status: 'ok',
      failing: [],
      checks: { database: { status: 'ok' }, redis: { status: 'ok' } },
    })
    const answer = readinessAnswer(result)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(result)))
  })

  it('503 naming the failing check, with a message that gives nothing of the network away', async () => {
    const log = vi.fn()
    const result = await readiness(
      {
        database: async () => 1,
        redis: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:6379')),
      },
      { log },
    )
    expect(result).toMatchObject({
      status: 'fail',
      failing: ['redis'],
      checks: {
        database: { status: 'ok' },
        redis: { status: 'fail', message: CHECK_MESSAGES.redis },
      },
    })
    expect(JSON.stringify(result)).not.toContain('10.0.0.7')
    expect(readinessAnswer(result).status).toBe(503)
    // The details go to the log, once per outage however often the proxy asks.
    expect(log).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED 10.0.0.7:6379'))
    await readiness({ redis: () => Promise.reject(new Error('x')) }, { log })
    expect(log).toHaveBeenCalledOnce()
    await readiness({ redis: async () => 'PONG' }, { log })
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('lulus lagi'))
  })

  it('503 when a check does not answer in time, instead of hanging the prober', async () => {
    const started = Date.now()
    const result = await readiness({ database: never }, { timeoutMs: 50, ...quiet })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(result).toMatchObject({
      status: 'fail',
      failing: ['database'],
      checks: { database: { status: 'fail', message: CHECK_MESSAGES.timeout(50) } },
    })
  })

  it('Redis fails at once while its client is not connected', async () => {
    const ping = vi.fn(async () => 'PONG')
    const result = await readiness({ redis: redisCheck({ isReady: false, ping }) }, quiet)
    expect(result.failing).toEqual(['redis'])
    expect(ping).not.toHaveBeenCalled()
    expect((await readiness({ redis: redisCheck({ isReady: true, ping }) }, quiet)).status).toBe(
      'ok',
    )
  })
})
