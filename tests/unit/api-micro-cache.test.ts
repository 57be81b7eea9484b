import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { cacheKey, createApiMicroCache, isCandidate, isStorable } from '@/lib/api-micro-cache'

// The micro-cache in front of Next.js, on a real HTTP server whose "Next.js" counts its renders.
let server: http.Server | undefined

afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
)

async function start(
  seconds: number,
  answer: (url: string) => { status: number; cacheControl: string },
  maxBytes?: number,
) {
  const cache = createApiMicroCache(seconds, maxBytes)
  const renders: string[] = []
  server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!
    if (cache?.serve(req, res, pathname)) return
    cache?.capture(req, res, pathname)
    renders.push(req.url ?? '')
    const { status, cacheControl } = answer(req.url ?? '')
    const body = JSON.stringify({
      meta: { status, message: 'Data uji berhasil diambil.' },
      data: { data_component: renders.length },
    })
    const gzip = req.headers['accept-encoding']?.includes('gzip')
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Cache-Control': cacheControl,
      ETag: `W/"v${renders.length}"`,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    })
    res.write(gzip ? zlib.gzipSync(body) : body.slice(0, 10))
    res.end(gzip ? undefined : body.slice(10))
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      headers: { 'accept-encoding': 'identity', ...headers },
    })
    return {
      status: response.status,
      hit: response.headers.get('x-micro-cache') === 'HIT',
      etag: response.headers.get('etag'),
      text: await response.text(),
    }
  }
  return { get, renders }
}

const PUBLIC = { status: 200, cacheControl: 'public, max-age=0, s-maxage=10' }

describe('content API micro-cache', () => {
  it('repeats a public answer byte for byte without rendering it again, per URL', async () => {
    const { get, renders } = await start(1, () => PUBLIC)
    const first = await get('/api/navbar')
    const second = await get('/api/navbar')
    expect(second).toEqual({ ...first, hit: true })
    expect(first.hit).toBe(false)
    await get('/api/footer')
    expect(renders).toEqual(['/api/navbar', '/api/footer'])
  })

  it('keeps compressed answers apart from plain ones', async () => {
    const { get, renders } = await start(1, () => PUBLIC)
    await get('/api/navbar')
    const zipped = await get('/api/navbar', { 'accept-encoding': 'gzip' })
    expect(zipped.hit).toBe(false)
    expect(JSON.parse(zipped.text).data.data_component).toBe(2)
    expect((await get('/api/navbar', { 'accept-encoding': 'gzip' })).hit).toBe(true)
    expect(renders).toHaveLength(2)
  })

  it('forgets an answer after its seconds, so an edit shows', async () => {
    const { get, renders } = await start(0.2, () => PUBLIC)
    await get('/api/navbar')
    await new Promise((r) => setTimeout(r, 300))
    const later = await get('/api/navbar')
    expect(later.hit).toBe(false)
    expect(renders).toHaveLength(2)
  })

  it('answers 304 from the cache to a client holding the same version', async () => {
    const { get } = await start(1, () => PUBLIC)
    const first = await get('/api/navbar')
    const again = await get('/api/navbar', { 'if-none-match': first.etag! })
    expect(again).toMatchObject({ status: 304, hit: true, text: '' })
  })

  it('never keeps refusals, private answers, Payload routes or signed-in requests', async () => {
    const { get, renders } = await start(1, (url) =>
      url.includes('salah')
        ? { status: 400, cacheControl: 'no-store' }
        : url.includes('pribadi')
          ? { status: 200, cacheControl: 'private, no-store' }
          : PUBLIC,
    )
    for (const path of ['/api/salah', '/api/pribadi', '/api/cms/globals/footer']) {
      await get(path)
      expect((await get(path)).hit, path).toBe(false)
    }
    await get('/api/navbar', { authorization: 'Bearer x' })
    expect((await get('/api/navbar', { authorization: 'Bearer x' })).hit).toBe(false)
    expect(renders).toHaveLength(8)
  })

  it('keeps one entry per path, whatever query string a client adds', async () => {
    const { get, renders } = await start(1, () => PUBLIC)
    await get(`/api/navbar?q=${'a'.repeat(14_000)}`)
    expect((await get(`/api/navbar?q=${'b'.repeat(14_000)}`)).hit).toBe(true)
    expect((await get('/api/navbar')).hit).toBe(true)
    expect(renders).toHaveLength(1)
  })

  it('counts the paths in its budget, and keeps no over-long path', async () => {
    const budget = 32 << 10
    const { get } = await start(1, () => PUBLIC, budget)
    const paths = Array.from({ length: 20 }, (_, i) => `/api/p${i}/${'x'.repeat(3000)}`)
    for (const path of paths) await get(path)
    let kept = 0
    // Newest first: a miss stores its answer again and would push out the ones not asked yet.
    for (const path of paths.toReversed()) if ((await get(path)).hit) kept++
    // Each entry holds a 3 kB path: at most budget / 3 kB of them fit.
    expect(kept).toBeGreaterThan(0)
    expect(kept).toBeLessThanOrEqual(Math.floor(budget / 3000))
    const long = `/api/navbar/${'y'.repeat(5000)}`
    await get(long)
    expect((await get(long)).hit).toBe(false)
  })

  it('is off with 0 seconds', () => {
    expect(createApiMicroCache(0)).toBeNull()
  })

  it('decides by method, path, status and Cache-Control', () => {
    const req = (method: string, headers = {}) => ({ method, headers, url: '/api/navbar' })
    expect(isCandidate(req('GET'), '/api/navbar')).toBe(true)
    expect(isCandidate(req('HEAD'), '/api/navbar')).toBe(false)
    expect(isCandidate(req('GET'), '/tentang-utb')).toBe(false)
    expect(isStorable(200, 'public, s-maxage=10')).toBe(true)
    expect(isStorable(404, 'public')).toBe(false)
    expect(isStorable(200, undefined)).toBe(false)
    expect(cacheKey(req('GET', { 'accept-encoding': 'br' }))).not.toBe(
      cacheKey(req('GET', { 'accept-encoding': 'gzip' })),
    )
  })
})
