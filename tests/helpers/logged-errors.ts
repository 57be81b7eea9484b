import { format } from 'node:util'
import type { Payload } from 'payload'

/**
 * A test fails when an error is logged that it did not expect (DESIGN.md §2a, "tests that fail
 * loudly"): through console.error, or through Payload's logger (error or fatal) in integration
 * tests, where a hook that failed quietly or a job that threw shows up. A logged error is what a
 * user meets as a broken page, a lost form or a mail that never came.
 * tests/setup/logged-errors.ts installs the guard for every Vitest project; freshPayload()
 * routes Payload's logger through it. A test whose point is an error says so with
 * expectLoggedError.
 */

type Expected = { pattern: RegExp; seen: number; optional?: boolean }

/** What the guard has seen: per test, or per file for hooks outside a test (beforeAll). */
export const loggedErrors = {
  inTest: false,
  testExpected: [] as Expected[],
  fileExpected: [] as Expected[],
  testUnexpected: [] as string[],
  fileUnexpected: [] as string[],
}

/**
 * The current test (or, called in beforeAll, the whole file) logs an error matching `pattern`,
 * and must: an expectation that never matches fails too, so it cannot outlive the error it was
 * written for (unless `optional`: a known race that only sometimes logs). Matching errors are
 * kept out of the output.
 */
export function expectLoggedError(pattern: RegExp, { optional = false } = {}): void {
  const list = loggedErrors.inTest ? loggedErrors.testExpected : loggedErrors.fileExpected
  list.push({ pattern, seen: 0, optional })
}

/** `log` wrapped so that what it logs is matched against the expectations or recorded. */
export function guardLog<A extends unknown[]>(sink: string, log: (...args: A) => void) {
  return (...args: A) => {
    const text = format(...args)
    const expected = [...loggedErrors.testExpected, ...loggedErrors.fileExpected].find(
      ({ pattern }) => pattern.test(text),
    )
    if (expected) {
      expected.seen++
      return
    }
    const unexpected = loggedErrors.inTest
      ? loggedErrors.testUnexpected
      : loggedErrors.fileUnexpected
    unexpected.push(`${sink}:\n${text}`)
    log(...args)
  }
}

const guarded = new WeakSet<object>()

/** Payload's logger (pino) with its error and fatal levels going through the guard, once. */
export function guardPayloadLogger(logger: Pick<Payload['logger'], 'error' | 'fatal'>): void {
  if (guarded.has(logger)) return
  guarded.add(logger)
  logger.error = guardLog('Payload logger.error', logger.error.bind(logger)) as typeof logger.error
  logger.fatal = guardLog('Payload logger.fatal', logger.fatal.bind(logger)) as typeof logger.fatal
}

/** The failure for what a scope (a test, or a file's hooks) logged or failed to log. */
export function loggedErrorFailure(unexpected: string[], expected: Expected[]): Error | undefined {
  const missing = expected
    .filter(({ seen, optional }) => seen === 0 && !optional)
    .map(({ pattern }) => String(pattern))
  if (!unexpected.length && !missing.length) return undefined
  const parts = [
    ...unexpected.map((text) => `Unexpected error logged through ${text}`),
    ...missing.map(
      (pattern) => `expectLoggedError(${pattern}) was never matched: no such error came`,
    ),
  ]
  if (unexpected.length) {
    parts.push(
      'If the error is the point of the test, name it there with expectLoggedError(/pattern/) ' +
        'from tests/helpers/logged-errors.ts.',
    )
  }
  return new Error(parts.join('\n\n'))
}
