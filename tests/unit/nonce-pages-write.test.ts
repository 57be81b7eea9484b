import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endWithPieces } from '@/lib/nonce-pages'

// A kept page as the app server sends it: pieces of ~320 kB in all that compress to far more
// than a socket's 16 kB buffer (random text), behind the same compression middleware.
const pieces = Array.from({ length: 6 }, () => Buffer.from(randomBytes(40_000).toString('base64')))
const page = Buffer.concat(pieces)

let server: http.Server
let url: string

beforeAll(async () => {
  const compress = compression()
  server = http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      const write = res.write.bind(res) as (chunk: Buffer) => boolean
      const end = res.end.bind(res) as (chunk?: Buffer) => http.ServerResponse
      endWithPieces(res, write, end, pieces)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** The whole answer; a page that never ends fails the test by its timeout. */
function get(encoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = encoding ? { 'Accept-Encoding': encoding } : {}
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      .on('error', reject)
  })
}

describe('a kept page goes out as its pieces', () => {
  it('whole and uncompressed to a client that asks for no compression', async () => {
    const { headers, body } = await get()
    expect(headers['content-encoding']).toBeUndefined()
    expect(body.equals(page)).toBe(true)
  })

  // Every browser asks for compression: a socket left corked held these answers forever.
  it('whole when compressed with gzip', async () => {
    const { headers, body } = await get('gzip')
    expect(headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(body).equals(page)).toBe(true)
  })

  it('whole when compressed with brotli, answer after answer', async () => {
    for (let i = 0; i < 3; i++) {
      const { headers, body } = await get('br, gzip')
      expect(headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(body).equals(page)).toBe(true)
    }
  })
})
