import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache'
import { nodeFs } from 'next/dist/server/lib/node-fs-methods'
import { boundedFileCache } from '@/lib/next-cache/file-handler.mjs'

// The single server's cache handler (next.config.ts without REDIS_URL): Next.js's file-system
// cache, handed what Next.js hands it, with a bounded data cache.
let dir: string

afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true })
})

async function handler(limits: { maxEntries: number; maxBytes: number }) {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kampus-file-cache-'))
  const Handler = boundedFileCache(limits) as unknown as typeof FileSystemCache
  return new Handler({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir: path.join(dir, 'server'),
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
  } as never)
}

/** An `unstable_cache` entry as Next.js writes it. */
const read = (body: string) =>
  ({
    kind: 'FETCH',
    data: { headers: {}, body, status: 200, url: '' },
    revalidate: 31536000,
  }) as never
const fetchCtx = { fetchCache: true, tags: ['collection:news'] } as never
const files = async (...parts: string[]) =>
  (await fs.readdir(path.join(dir, ...parts)).catch(() => [])).length

describe('the file-system cache handler of a single server', () => {
  it('keeps at most maxEntries data-cache files, the most recently written', async () => {
    const cache = await handler({ maxEntries: 5, maxBytes: 1 << 20 })
    for (let i = 0; i < 20; i++) await cache.set(`k${i}`, read(`"isi ${i}"`), fetchCtx)
    expect(await files('cache', 'fetch-cache')).toBe(5)
    const kept = await cache.get('k19', { kind: 'FETCH', ...(fetchCtx as object) } as never)
    expect(kept?.value).toMatchObject({ kind: 'FETCH', data: { body: '"isi 19"' } })
  })

  it('keeps the data cache within maxBytes', async () => {
    const cache = await handler({ maxEntries: 100, maxBytes: 4096 })
    for (let i = 0; i < 20; i++) await cache.set(`k${i}`, read(`"${'x'.repeat(900)}"`), fetchCtx)
    const folder = path.join(dir, 'cache', 'fetch-cache')
    const names = await fs.readdir(folder)
    const sizes = await Promise.all(
      names.map(async (n) => (await fs.stat(path.join(folder, n))).size),
    )
    expect(names.length).toBeGreaterThan(0)
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(4096)
  })
})
