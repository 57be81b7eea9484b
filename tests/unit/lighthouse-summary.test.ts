import { describe, expect, it } from 'vitest'
import {
  formatSummary,
  formatTable,
  median,
  parseArgs,
  summarise,
} from '../../scripts/lighthouse-summary.mjs'

const report = (perf: number, lcp: number, tbt: number, cls: number) => ({
  categories: {
    performance: { score: perf },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: 0.92 },
  },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
  },
})

describe('npm run lighthouse: arguments', () => {
  it('runs each URL five times unless told otherwise', () => {
    expect(parseArgs(['http://a/', 'http://b/'])).toEqual({
      urls: ['http://a/', 'http://b/'],
      runs: 5,
    })
  })

  it('takes --runs N or --runs=N over LH_RUNS, wherever it stands', () => {
    expect(parseArgs(['http://a/', '--runs', '3'], { LH_RUNS: '7' }).runs).toBe(3)
    expect(parseArgs(['--runs=1', 'http://a/']).runs).toBe(1)
    expect(parseArgs(['http://a/'], { LH_RUNS: '7' })).toEqual({ urls: ['http://a/'], runs: 7 })
  })

  it('refuses a count that is not a positive whole number', () => {
    for (const bad of ['0', '-1', '2.5', 'lima', ''])
      expect(() => parseArgs(['--runs', bad]), bad).toThrow(/putaran/)
    expect(() => parseArgs(['--runs'])).toThrow(/putaran/)
  })
})

describe('npm run lighthouse: medians', () => {
  it('takes the middle value of an odd count and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })

  it('summarises each score and metric on its own, not the run with the median score', () => {
    const s = summarise('http://localhost:3500/faq', [
      report(0.99, 900, 10, 0),
      report(0.9, 2500, 200, 0.2),
      report(0.97, 1200, 40, 0.001),
    ])
    expect(s).toEqual({
      url: 'http://localhost:3500/faq',
      runs: 3,
      scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 92 },
      lcpMs: 1200,
      tbtMs: 40,
      cls: 0.001,
    })
  })

  it('leaves out a category a run did not score instead of counting it as zero', () => {
    const unscored = report(0.5, 1, 1, 0)
    unscored.categories.performance.score = null as unknown as number
    const s = summarise('http://x/', [report(0.98, 1, 1, 0), unscored, report(1, 1, 1, 0)])
    expect(s.scores.performance).toBe(99)
  })

  it('prints each URL and a final Markdown table with seconds, milliseconds and CLS', () => {
    const s = summarise('http://localhost:3500/tentang-utb/berita', [
      report(0.985, 1234, 56.4, 0.0042),
    ])
    expect(formatSummary(s)).toBe(
      'http://localhost:3500/tentang-utb/berita (median dari 1 putaran)\n' +
        '  performance 99 · accessibility 100 · best-practices 100 · seo 92\n' +
        '  LCP 1.23 s · TBT 56 ms · CLS 0.004',
    )
    expect(formatTable([s]).split('\n')).toEqual([
      '| URL | perf | a11y | best pr. | SEO | LCP | TBT | CLS |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      '| /tentang-utb/berita | 99 | 100 | 100 | 92 | 1.23 s | 56 ms | 0.004 |',
    ])
  })
})
