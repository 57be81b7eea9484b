import { describe, expect, it } from 'vitest'
import { createBreaker } from '@/features/feeder/breaker'
import { createLimiter } from '@/features/feeder/limiter'
import { fakeClock } from '../helpers/fake-clock'

describe('Feeder limiter', () => {
  it('starts at most perWindow tasks in any window, the rest when the oldest leaves it', async () => {
    const clock = fakeClock(1_000)
    const limiter = createLimiter({ perWindow: 3, windowMs: 60_000, clock })
    const started: number[] = []
    await Promise.all(
      Array.from({ length: 7 }, () => limiter.run(async () => started.push(clock.now()))),
    )
    expect(started).toEqual([1_000, 1_000, 1_000, 61_000, 61_000, 61_000, 121_000])
  })

  it('runs one task at a time, in order, and a failed task frees its place', async () => {
    const limiter = createLimiter({ perWindow: 100, clock: fakeClock() })
    let running = 0
    let most = 0
    const order: number[] = []
    const task = (n: number, fail = false) =>
      limiter.run(async () => {
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 2))
        order.push(n)
        running--
        if (fail) throw new Error(`task ${n}`)
        return n
      })
    const results = await Promise.allSettled([task(1), task(2, true), task(3)])
    expect(most).toBe(1)
    expect(order).toEqual([1, 2, 3])
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(limiter.pending).toBe(0)
  })
})

describe('Feeder circuit breaker', () => {
  it('opens after N consecutive failures and lets one trial through after the cool-down', () => {
    const clock = fakeClock()
    const breaker = createBreaker({ threshold: 3, coolDownMs: 10_000, clock })
    breaker.failure()
    breaker.failure()
    breaker.success() // not consecutive: counting starts again
    breaker.failure()
    breaker.failure()
    expect(breaker.allow()).toBe(true)
    breaker.failure()
    expect(breaker.state()).toBe('open')
    expect(breaker.allow()).toBe(false)
    expect(breaker.retryInMs()).toBe(10_000)

    clock.advance(10_000)
    expect(breaker.allow()).toBe(true) // the trial
    expect(breaker.allow()).toBe(false) // only one
    breaker.failure()
    expect(breaker.state()).toBe('open') // a failed trial: another cool-down

    clock.advance(10_000)
    expect(breaker.allow()).toBe(true)
    breaker.success()
    expect(breaker.state()).toBe('closed')
    expect(breaker.allow()).toBe(true)
  })
})
