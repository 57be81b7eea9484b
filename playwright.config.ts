import { defineConfig, devices } from '@playwright/test'

const port = process.env.PORT || '3100'
const baseURL = `http://127.0.0.1:${port}`
// Separate output folders let several e2e runs (own E2E_DIST_DIR and E2E_PORT) share a checkout.
const outputDir = process.env.E2E_OUTPUT_DIR || 'test-results'
const HTTP_ONLY = /\.http\.spec\.ts$/

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // scripts/e2e.mjs counts the flaky tests of a run from the JSON report (scripts/lib/flaky.mjs).
  reporter: [
    ['list'],
    ...(process.env.E2E_JSON_REPORT
      ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    storageState: `${outputDir}/consented-state.json`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: HTTP_ONLY,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      testIgnore: HTTP_ONLY,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Checks that only make HTTP requests (routes, SEO, JSON-LD, share images, the APIs, GraphQL,
    // the access matrix): once per run, with no browser (tests/e2e/fixtures.ts `httpTest`).
    { name: 'http', testMatch: HTTP_ONLY },
  ],
  webServer: {
    // The app's own server (scripts/server.ts, compiled by scripts/e2e.mjs), as `npm start` runs it.
    // On the Node.js that runs Playwright (the project's own, see .nvmrc), not the first on PATH.
    command: `"${process.execPath}" ${process.env.NEXT_DIST_DIR || '.next'}/kampus/server.mjs`,
    // The tests stand in for the reverse proxy: they choose the client address with
    // X-Forwarded-For to keep rate-limit buckets apart. security-client-address.spec.ts starts
    // a server without TRUST_PROXY to show that nobody else can.
    env: { PORT: port, TRUST_PROXY: 'loopback' },
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
