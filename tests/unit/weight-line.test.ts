import { describe, expect, it } from 'vitest'
import { rateByWeight, TEMPLATE_ARTICLE } from '../../scripts/lib/weight-line.mjs'
import { medianRun } from '../../scripts/lib/wrk.mjs'

describe('requests/s compared at the same page weight', () => {
  it("reads the template's article weight off its measured rate and throughput", () => {
    expect(TEMPLATE_ARTICLE.bytes).toBeCloseTo(102_400, -2)
  })

  it('fits the time per answer as a line in its size and reads it at another size', () => {
    // 0.2 ms fixed and 2 µs per kB: 300 kB → 0.8 ms (1,250/s), 100 kB → 0.4 ms (2,500/s).
    const ms = (kb: number) => 0.2 + 0.002 * kb
    const points = [300, 200, 150].map((kb) => ({ bytes: kb * 1000, rps: 1000 / ms(kb) }))
    const line = rateByWeight(points)
    expect(line.secondsPerAnswer).toBeCloseTo(0.0002, 9)
    expect(line.rpsAt(100_000)).toBeCloseTo(2500, 6)
    expect(line.rpsAt(300_000)).toBeCloseTo(1250, 6)
  })

  it('refuses a line through one weight', () => {
    expect(() => rateByWeight([{ bytes: 1000, rps: 10 }])).toThrow(/dua bobot/)
    expect(() =>
      rateByWeight([
        { bytes: 1000, rps: 10 },
        { bytes: 1000, rps: 12 },
      ]),
    ).toThrow(/dua bobot/)
  })

  it("reports a URL's median run of several", () => {
    const runs = [1526, 1170, 1310].map((rps, i) => ({ rps, round: i + 1 }))
    expect(medianRun(runs)).toEqual({ rps: 1310, round: 3 })
    expect(medianRun([{ rps: 2 }, { rps: 1 }])).toEqual({ rps: 2 })
  })
})
