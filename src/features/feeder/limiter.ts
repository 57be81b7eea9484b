import { realClock, type Clock } from './clock'

/**
 * One request at a time, and at most `perWindow` started in any `windowMs`: the Feeder runs on the
 * college's own small server, and a burst from a sync job would slow the operators' screens.
 * Tasks run in the order they were queued; a failed task frees its place like a finished one.
 * Hand-written (a dozen lines): p-queue's interval cap counts fixed windows, not a sliding one.
 */
export type Limiter = {
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks queued or running. */
  readonly pending: number
}

export function createLimiter({
  perWindow = 120,
  windowMs = 60_000,
  clock = realClock,
}: { perWindow?: number; windowMs?: number; clock?: Clock } = {}): Limiter {
  const starts: number[] = []
  let tail: Promise<unknown> = Promise.resolve()
  let pending = 0

  async function waitForSlot() {
    for (;;) {
      const now = clock.now()
      while ((starts[0] ?? now) <= now - windowMs) starts.shift()
      const oldest = starts[0]
      if (oldest === undefined || starts.length < perWindow) {
        starts.push(now)
        return
      }
      await clock.sleep(oldest + windowMs - now)
    }
  }

  return {
    run<T>(task: () => Promise<T>) {
      pending++
      const result = tail.then(async () => {
        await waitForSlot()
        return task()
      })
      tail = result.catch(() => undefined).finally(() => pending--)
      return result
    },
    get pending() {
      return pending
    },
  }
}
