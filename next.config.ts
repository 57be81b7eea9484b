import type { NextConfig } from 'next'
import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'
import { pagedRewrites } from './src/features/shell/paged-routes'
import { clientHintsOnlyFor } from './src/lib/admin-client-hints'
import { addCompileHints } from './src/lib/compile-hints'
import { env } from './src/lib/env'
import { COMMON_HEADERS } from './src/lib/security-headers'

// One build for every deployment (docs/decisions/0044-one-build-configured-at-start.md): the
// cache handler decides at the server's start whether Next.js's cache lives in Redis, shared by
// several app servers (ADR 0024), or in `.next/cache`, bounded (src/lib/next-cache/start-handler.mjs).
// This file is read again when a server starts, so the memory setting follows the same choice.
const sharedCache = {
  cacheHandler: path.resolve('src/lib/next-cache/start-handler.mjs'),
  // No copy in the process's memory with Redis: an edit on another server must show here at once.
  ...(env().redis ? { cacheMaxMemorySize: 0 } : {}),
}

const nextConfig: NextConfig = {
  // Inlined at build time: cached CMS reads are keyed by it, so a deploy never serves data
  // shaped by the previous build's code from the persistent data cache.
  env: { KAMPUS_BUILD_ID: process.env.KAMPUS_BUILD_ID || new Date().toISOString() },
  // End-to-end runs build into their own folder so they never replace the site's build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...sharedCache,
  // Test-only routes (`page.test.tsx`, `layout.test.tsx`: the error pages' thrower, the minimal
  // page of the JS budget) are in every build and answer 404 unless the server started with
  // TEST_ROUTES=on and APP_ENV=test (docs/decisions/0044-one-build-configured-at-start.md).
  pageExtensions: ['test.tsx', 'tsx', 'ts', 'jsx', 'js'],
  poweredByHeader: false,
  // A page's ETag is an FNV hash of its whole HTML in JavaScript on every request, and the app's
  // server drops it from HTML anyway (each answer has its own nonce). The content API and the
  // file route set their own.
  generateEtags: false,
  // The app's server compresses, after it put the CSP nonce into the HTML (scripts/server.ts).
  compress: false,
  // `npm run typecheck` (tsc over src, scripts and tests) runs before every build in npm test and
  // CI; repeating it inside next build costs ~40 s of a 2-core machine per build.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  compiler: {
    // Chromium compiles the browser chunks while they stream in, not when the app starts (ADR 0037).
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(path.resolve(distDir))
    },
  },
  images: {
    // WebP only: images are optimised on their first request, and AVIF encoding costs several
    // times the CPU of WebP on these 2-core servers for ~20% fewer bytes
    // (docs/decisions/0010-webp-only-images.md).
    formats: ['image/webp'],
    // Fewer candidate widths than the defaults (8 + 8): each one is repeated in the HTML and the
    // RSC payload of every image on a page, and the gaps here stay under ~35%.
    deviceSizes: [640, 828, 1080, 1440, 1920],
    imageSizes: [48, 64, 96, 128, 256, 384],
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: Object.entries(COMMON_HEADERS).map(([key, value]) => ({ key, value })),
      },
    ]
  },
  async rewrites() {
    return {
      // Before the file system: the list routes themselves exist and would otherwise win.
      beforeFiles: pagedRewrites(),
      // The original site answered at /index.html as well as /.
      afterFiles: [{ source: '/index.html', destination: '/' }],
      fallback: [],
    }
  },
  experimental: {
    // Two root layouts ((site) and (payload)): unknown URLs get the site's own 404 with its header and footer.
    globalNotFound: true,
    // Loading every route's code at start held ~115 MB more after start (303 vs 189 MB) for routes
    // a server may never be asked for; each route now loads on its first request (ADR 0033).
    preloadEntriesOnStart: false,
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withPayloadConfig,
  // Payload's colour-scheme client hints cost public pages a round trip (src/lib/admin-client-hints.ts).
  headers: async () => clientHintsOnlyFor('/admin', (await withPayloadConfig.headers?.()) ?? []),
} satisfies NextConfig
