import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'
export type { APIRequestContext, Page } from '@playwright/test'

/**
 * Any origin but the site's own (YouTube, Google Maps). A pattern, not a predicate: Playwright
 * then intercepts only these requests instead of routing every request of the site through
 * the test runner.
 */
const THIRD_PARTY = /^https?:\/\/(?!(127\.0\.0\.1|localhost)(:\d+)?\/)/

/**
 * These machines reach no third-party site, so an embedded player or map would show Chromium's
 * error page, a frame axe waits on forever. Every test answers embedded documents with a small
 * local page, as a real player would answer, and refuses any other third-party request.
 */
export const test = base.extend<{ thirdPartyStub: void }>({
  thirdPartyStub: [
    async ({ context }, use) => {
      await context.route(THIRD_PARTY, (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({
              contentType: 'text/html; charset=utf-8',
              body: '<!doctype html><html lang="id"><head><title>Sematan pihak ketiga</title></head><body><main><p>Pemutar video atau peta</p></main></body></html>',
            })
          : route.abort('blockedbyclient'),
      )
      await use()
    },
    { auto: true },
  ],
})
