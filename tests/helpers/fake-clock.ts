import type { Clock } from '@/features/feeder/clock'

/** A clock whose sleep moves time on at once: waits are counted, never waited. */
export function fakeClock(start = 0): Clock & { advance(ms: number): void } {
  let now = start
  return {
    now: () => now,
    sleep: async (ms) => {
      now += Math.max(0, ms)
    },
    advance: (ms) => {
      now += ms
    },
  }
}
