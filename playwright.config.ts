import { defineConfig, devices } from '@playwright/test'

const port = process.env.PORT || '3100'
const baseURL = `http://127.0.0.1:${port}`
// Separate output folders let several e2e runs (own E2E_DIST_DIR and E2E_PORT) share a checkout.
const outputDir = process.env.E2E_OUTPUT_DIR || 'test-results'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL,
    storageState: `${outputDir}/consented-state.json`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `node node_modules/next/dist/bin/next start -p ${port}`,
    url: `${baseURL}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
