import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test'

// Specs import everything from here (eslint.config.mjs), so none runs without the fixtures below.
export { chromium, devices, expect, request } from '@playwright/test'
export type { APIRequestContext, APIResponse, Page, TestInfo } from '@playwright/test'

/**
 * Any origin but the site's own (YouTube, Google Maps). A pattern, not a predicate: Playwright
 * then intercepts only these requests instead of routing every request of the site through
 * the test runner.
 */
const THIRD_PARTY = /^https?:\/\/(?!(127\.0\.0\.1|localhost)(:\d+)?\/)/

/**
 * These machines reach no third-party site, so an embedded player or map would show Chromium's
 * error page, a frame axe waits on forever. Every context answers embedded documents with a
 * small local page, as a real player would answer, and refuses any other third-party request.
 */
async function stubThirdParty(context: BrowserContext) {
  await context.route(THIRD_PARTY, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body:
            '<!doctype html><html lang="id"><head><title>Sematan ' +
            'pihak ketiga</title></head><body><main><p>Pemutar ' +
            'video atau peta</p></main></body></html>',
        })
      : route.abort('blockedbyclient'),
  )
}

type Expected = { pattern: RegExp; seen: number; optional: boolean }

/** Uncaught exceptions and console errors of every page of `context`, unless `expected`. */
function watchErrors(context: BrowserContext, expected: Expected[], unexpected: string[]) {
  const record = (page: Page, text: string) => {
    const match = expected.find(({ pattern }) => pattern.test(text))
    if (match) match.seen++
    else unexpected.push(`${text}\n    on ${page.url()}`)
  }
  const watch = (page: Page) => {
    page.on('pageerror', (error) => record(page, `pageerror: ${error.stack ?? error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const { url, lineNumber } = message.location()
      record(page, `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`)
    })
  }
  context.pages().forEach(watch)
  context.on('page', watch)
}

/**
 * Every context of a test, the default one and those the test opens with browser.newContext()
 * (a second browser, a visitor without cookies): stubbed third parties, watched for errors.
 * Wrapping newContext for the test's duration reaches contexts a test makes itself, which no
 * Playwright event announces.
 */
function prepareContexts(browser: Browser, prepare: (context: BrowserContext) => Promise<void>) {
  const original = browser.newContext
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await original.apply(browser, args)
    await prepare(context)
    return context
  }
  return () => {
    browser.newContext = original
  }
}

/**
 * The console error Chromium logs for every answer with an error status: `status` from `path`
 * (a path on the site, up to its query), or from anywhere without one.
 */
export function errorResponse(status: number, path?: string): RegExp {
  const where = path ? `https?://[^/]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[?:]` : ''
  return new RegExp(`status of ${status} \\([^)]*\\) \\(${where}`)
}

/**
 * The test of the `http` project (`*.http.spec.ts`, playwright.config.ts): checks that only make
 * HTTP requests through the `request` fixture. No browser starts for them, and no viewport
 * repeats them: they run once per run.
 */
export const httpTest = base

/** `optional`: the error may not come (one that depends on timing, such as a prefetch). */
export type ExpectPageError = (pattern: RegExp, options?: { optional?: boolean }) => void

/**
 * A test fails on an uncaught exception in a page or a console error (DESIGN.md §2a, "tests that
 * fail loudly"): a user meets it as a broken page. A test whose point is such an error (a 404
 * page, an offline browser, a refused script) names it with `expectPageError(/pattern/)`; an
 * expectation that never matches fails too, so it cannot outlive its error.
 */
export const test = base.extend<{ expectPageError: ExpectPageError }>({
  expectPageError: [
    async ({ browser, context }, use) => {
      const expected: Expected[] = []
      const unexpected: string[] = []
      const prepare = async (c: BrowserContext) => {
        await stubThirdParty(c)
        watchErrors(c, expected, unexpected)
      }
      await prepare(context)
      const restore = prepareContexts(browser, prepare)
      // use() returns once the test has ended, whether it passed or not.
      await use(
        (pattern, options) =>
          void expected.push({ pattern, seen: 0, optional: !!options?.optional }),
      )
      restore()
      const missing = expected
        .filter(({ seen, optional }) => !seen && !optional)
        .map(({ pattern }) => String(pattern))
      if (unexpected.length || missing.length) {
        const parts = [
          ...unexpected.map((text) => `Unexpected error in the page: ${text}`),
          ...missing.map(
            (pattern) => `expectPageError(${pattern}) was never matched: no such error came`,
          ),
        ]
        if (unexpected.length) {
          parts.push(
            'If the error is the point of the test, name it there: expectPageError(/pattern/).',
          )
        }
        throw new Error(parts.join('\n\n'))
      }
    },
    { auto: true },
  ],
})
