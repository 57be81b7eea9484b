import { afterAll, afterEach, beforeEach } from 'vitest'
import { guardLog, loggedErrorFailure, loggedErrors } from '../helpers/logged-errors'

// Set for the whole file rather than spied per test, so a test's vi.restoreAllMocks() keeps it.
console.error = guardLog('console.error', console.error.bind(console))

beforeEach(() => {
  loggedErrors.inTest = true
  loggedErrors.testExpected = []
  loggedErrors.testUnexpected = []
})

// Registered first, so it runs after the test's own afterEach hooks and sees what they log.
afterEach(() => {
  loggedErrors.inTest = false
  const failure = loggedErrorFailure(loggedErrors.testUnexpected, loggedErrors.testExpected)
  loggedErrors.testExpected = []
  loggedErrors.testUnexpected = []
  if (failure) throw failure
})

afterAll(() => {
  const failure = loggedErrorFailure(loggedErrors.fileUnexpected, loggedErrors.fileExpected)
  if (failure) throw failure
})
