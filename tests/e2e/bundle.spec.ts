import { expect, test } from '@playwright/test'

// Server-only code must never reach the browser: scan every script a public page loads.
const SERVER_MARKERS = ['@payloadcms', 'drizzle-orm', 'payload.config', 'getPayload', 'libsql', 'PAYLOAD_SECRET', 'pg-pool', 'sharp']

test('public pages load no Payload or server-only code', async ({ request, isMobile }) => {
  test.skip(isMobile, 'bundles are the same at every viewport')
  const scripts = new Set<string>()
  for (const path of ['/', '/tentang-utb/sejarah', '/ikatan-alumni', '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai']) {
    const html = await (await request.get(path)).text()
    for (const match of html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)) scripts.add(match[1]!)
  }
  expect(scripts.size).toBeGreaterThan(0)
  for (const src of scripts) {
    const body = await (await request.get(src)).text()
    for (const marker of SERVER_MARKERS) expect(body.includes(marker), `${src} contains ${marker}`).toBe(false)
  }
})
