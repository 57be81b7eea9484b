// Flaky tests of a run: a test that failed and then passed on a retry. Playwright retries once in
// CI and marks such a test `flaky` in its JSON report; Vitest runs without retries, so any test
// that fails there fails the run. Printed after the e2e suite; more than FLAKY_LIMIT (2) fails it.
//
//   node scripts/lib/flaky.mjs /tmp/playwright-report.json
import fs from 'node:fs'

export const FLAKY_LIMIT = Number(process.env.FLAKY_LIMIT ?? 2)

/**
 * Every test of a Playwright JSON report (`--reporter=json`) whose outcome is `flaky`, as
 * "project › file › title".
 * @param {any} report
 * @returns {string[]}
 */
export function flakyTests(report) {
  /** @type {string[]} */
  const flaky = []
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    const here = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') flaky.push([test.projectName, ...here, spec.title].join(' › '))
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  return flaky
}

/**
 * Prints the flaky tests of the report at `file`; false when there are more than FLAKY_LIMIT.
 * @param {string} file
 */
export function reportFlaky(file) {
  const flaky = flakyTests(JSON.parse(fs.readFileSync(file, 'utf8')))
  console.log(`\nTes flaky (lulus setelah diulang): ${flaky.length} (batas ${FLAKY_LIMIT})`)
  for (const name of flaky) console.log(`  - ${name}`)
  if (flaky.length > FLAKY_LIMIT)
    console.error(
      `Terlalu banyak tes flaky: ${flaky.length} > ${FLAKY_LIMIT}. Perbaiki sebelum menggabungkan.`,
    )
  return flaky.length <= FLAKY_LIMIT
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exit(reportFlaky(process.argv[2]) ? 0 : 1)
