// Next.js's cache handler when REDIS_URL is set (next.config.ts `cacheHandler`; ADR 0024).
// Next.js imports this file as it is, so it stays plain JavaScript: the Redis handlers are set up
// by the app's server (scripts/server.ts → ./setup.ts), which leaves a function on globalThis.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'

const SETUP = Symbol.for('kampus.nextCache.setup') // SHARED_CACHE_SETUP in ./setup.ts

CacheHandler.onCreation((context) => {
  const setup = globalThis[SETUP]
  if (typeof setup === 'function') return setup(context)
  // `next build` renders into a cache of its own: the servers render each page again on its
  // first request, from the database as it is then. Anything else (a bare `next start`) is
  // not the app's server and gets a cache in this process only.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    console.warn(
      'REDIS_URL diisi, tetapi server ini tidak dijalankan lewat ' +
        '`npm start`: cache Next.js hanya di memori proses ini.',
    )
  }
  return { handlers: [createLruHandler()] }
})

export default CacheHandler
