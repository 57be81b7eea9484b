import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { closeRedis } from '@/lib/redis'
import { freshPayload } from '../helpers/payload'
import { setPayloadClient } from '../helpers/payload-client-stub'

vi.mock('server-only', () => ({}))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// /readyz as the proxy calls it, on a real database; with TEST_REDIS_URL the app is configured
// with REDIS_URL too, as a server of a cluster is.
const redisUrl = process.env.TEST_REDIS_URL
const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX }
let payload: Payload

beforeAll(async () => {
  process.env.REDIS_URL = redisUrl ?? ''
  process.env.REDIS_KEY_PREFIX = `t-redis-${randomBytes(4).toString('hex')}:`
  payload = await freshPayload()
  setPayloadClient(payload)
}, 180_000)

afterAll(async () => {
  await closeRedis()
  await payload?.destroy()
  Object.assign(process.env, saved)
  for (const [name, value] of Object.entries(saved))
    if (value === undefined) delete process.env[name]
})

const readyz = async () => (await import('@/app/readyz/route')).GET()

describe('/readyz', () => {
  it('answers 200 once the database answers, and Redis when it is configured', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The first call opens the Redis connection (the app's server opens it at start).
    const answer = await vi.waitFor(async () => {
      const answer = await readyz()
      expect(answer.status).toBe(200)
      return answer
    })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const body = await answer.json()
    expect(body).toMatchObject({
      status: 'ok',
      failing: [],
      checks: { database: { status: 'ok' } },
    })
    expect(Object.keys(body.checks).sort()).toEqual(redisUrl ? ['database', 'redis'] : ['database'])
  })

  it('answers 503 naming the database when its query fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const count = vi
      .spyOn(payload, 'count')
      .mockRejectedValueOnce(new Error('connection terminated'))
    const answer = await readyz()
    expect(count).toHaveBeenCalled()
    expect(answer.status).toBe(503)
    expect(await answer.json()).toMatchObject({
      status: 'fail',
      failing: ['database'],
      checks: { database: { status: 'fail', message: 'Basis data tidak menjawab.' } },
    })
  })
})
