import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { requestApi, seededApiPayload } from '../helpers/content-api'

// As Next.js's server does before it loads its modules (they take AsyncLocalStorage from globalThis).
await vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks')
  Object.assign(globalThis, { AsyncLocalStorage })
})
vi.mock('server-only', () => ({}))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

/*
 * Next.js's data cache with its default file-system handler, as `next start` builds it: the
 * loaders' `unstable_cache` reads (outside a request Next.js takes the cache on globalThis) write
 * their entries under <dist>/../cache/fetch-cache. Anonymous requests for things that do not
 * exist, and every limit/offset pair, must not add entries: one client could otherwise fill the
 * disk (or Redis) at dozens of entries a second.
 */
let dir: string
let fetchCache: string
let GET: typeof import('@/app/(site)/og/[[...path]]/route').GET

const entries = async () => (await fs.readdir(fetchCache).catch(() => [])).length

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kampus-data-cache-'))
  fetchCache = path.join(dir, 'cache', 'fetch-cache')
  ;(globalThis as { __incrementalCache?: unknown }).__incrementalCache = new IncrementalCache({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir: path.join(dir, 'server'),
    requestHeaders: {},
    maxMemoryCacheSize: 0,
    previewProps: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' },
    getPrerenderManifest: () => ({
      version: 4,
      routes: {},
      dynamicRoutes: {},
      notFoundRoutes: [],
      preview: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' },
    }),
    fetchCacheKeyPrefix: '',
    allowedRevalidateHeaderKeys: [],
  } as unknown as ConstructorParameters<typeof IncrementalCache>[0])
  await seededApiPayload(['berita', 'alumni', 'karier'])
  GET = (await import('@/app/(site)/og/[[...path]]/route')).GET
})

afterAll(async () => {
  delete (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  await fs.rm(dir, { recursive: true, force: true })
})

/** The i-th of a series of anonymous requests for things that are not there, or new paging values. */
const misses: ((i: number) => Promise<number>)[] = [
  async (i) => (await requestApi(`/api/page-news/show-detail/title=tidak-ada-${i}`)).status,
  async (i) => (await requestApi(`/api/page-news/getNext/${900_000 + i}`)).status,
  async (i) => (await requestApi(`/api/page-news/getPrevious/${900_000 + i}`)).status,
  async (i) =>
    (await requestApi(`/api/page-news/get-news/limit=${1 + (i % 100)}&offset=${i}&category=null`))
      .status,
  async (i) =>
    (await requestApi(`/api/page-news/student-achievement/limit=${1 + (i % 97)}&offset=${i * 7}`))
      .status,
  async (i) =>
    (await requestApi(`/api/page-testimoni/page/limit=${1 + (i % 50)}&offset=${i * 3}`)).status,
  async (i) =>
    (
      await requestApi(
        `/api/page-locker-information/category/limit=${1 + (i % 30)}&offset=${i}&category=null`,
      )
    ).status,
  async (i) =>
    (
      await GET(new Request(`http://localhost/og/tentang-utb/berita/kampus/tidak-ada-${i}`), {
        params: Promise.resolve({ path: ['tentang-utb', 'berita', 'kampus', `tidak-ada-${i}`] }),
      })
    ).status,
]

describe('the data cache under anonymous requests for unknown things', () => {
  it('holds as many entries after 1,000 unique misses as after the first round of them', async () => {
    // A first round: every call once, so the lists' first blocks and the shared reads are stored.
    for (const [k, miss] of misses.entries()) expect(await miss(k)).toBeLessThan(500)
    const before = await entries()
    expect(before).toBeGreaterThan(0)
    for (let i = 0; i < 1000; i++) {
      const status = await misses[i % misses.length]!(1000 + i)
      expect(status).toBeLessThan(500)
    }
    expect(await entries()).toBe(before)
  })
})
