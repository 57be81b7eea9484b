import { describe, expect, it } from 'vitest'
import { flakyTests } from '../../scripts/lib/flaky.mjs'

const test = (projectName: string, status: string) => ({ projectName, status })

describe('flaky tests of a Playwright JSON report', () => {
  it('lists the tests that passed on a retry, with project, file, describe and title', () => {
    const report = {
      suites: [
        {
          title: 'news.spec.ts',
          specs: [
            { title: 'lists', tests: [test('mobile', 'expected'), test('desktop', 'flaky')] },
          ],
          suites: [
            {
              title: 'feeds',
              specs: [
                { title: 'rss', tests: [test('http', 'flaky')] },
                { title: 'atom', tests: [test('http', 'unexpected'), test('http', 'skipped')] },
              ],
            },
          ],
        },
      ],
    }
    expect(flakyTests(report)).toEqual([
      'desktop › news.spec.ts › lists',
      'http › news.spec.ts › feeds › rss',
    ])
  })

  it('finds none in a report without retries', () => {
    expect(flakyTests({ suites: [] })).toEqual([])
  })
})
