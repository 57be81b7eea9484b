import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureNginx, nginxConfig } from '../../scripts/lib/cluster.mjs'
import { request, within } from './http'

/*
 * The repository's nginx configuration (deploy/nginx/snippets) in front of two stand-in app
 * servers that count what reaches them: what the micro-cache keeps, what it must never keep,
 * and that a dead server is skipped. The real app behind it is tests/cluster/cluster.cluster.test.ts.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-nginx-'))
const PORT = 8190
let nginx: ChildProcess
const servers: http.Server[] = []
/** Requests each stand-in received, by "<server> <method> <url>". */
const seen: string[] = []

/** A stand-in app server: answers `<name> <n>` and the headers the test asks for through the query. */
function standIn(name: string) {
  let n = 0
  const server = http.createServer((req, res) => {
    seen.push(`${name} ${req.method} ${req.url}`)
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.searchParams.has('cc')) res.setHeader('Cache-Control', url.searchParams.get('cc')!)
    if (url.searchParams.has('cookie')) res.setHeader('Set-Cookie', 'kampus-consent=1; Path=/')
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('X-Seen-Accept-Encoding', String(req.headers['accept-encoding'] ?? ''))
    res.setHeader('X-Seen-Forwarded-For', String(req.headers['x-forwarded-for'] ?? ''))
    req.resume()
    req.on('end', () => res.end(`${name} ${++n}`))
  })
  servers.push(server)
  return new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  )
}

beforeAll(async () => {
  const ports = [await standIn('A'), await standIn('B')]
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, 'temp', name), { recursive: true })
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig({ dir, port: PORT, upstreams: ports }))
  nginx = spawn(
    ensureNginx(),
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'inherit' },
  )
  for (let i = 0; i < 50; i++) {
    if (
      await request(`http://127.0.0.1:${PORT}/ping`).then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('nginx did not start')
})

afterAll(async () => {
  nginx?.kill('SIGQUIT')
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))))
  fs.rmSync(dir, { recursive: true, force: true })
})

const get = (p: string, headers: Record<string, string> = {}) =>
  request(`http://127.0.0.1:${PORT}${p}`, { headers })
const unique = () => `/halaman-${Math.random().toString(36).slice(2)}`

describe('micro-cache', () => {
  it('answers a repeated anonymous page from the cache for about a second', async () => {
    const page = unique()
    const first = await get(page)
    const second = await get(page)
    expect(first.headers['x-cache-status']).toBe('MISS')
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.text).toBe(first.text)
    // nginx counts in whole seconds, and the first request after expiry may still get the old copy
    // while one refresh runs (use_stale updating).
    const took = await within(3000, async () => (await get(page)).text !== first.text)
    expect(took).toBeGreaterThan(500)
  })

  it('keeps one copy per encoding and sends the app only the encoding it should use', async () => {
    const page = unique()
    const br = await get(page, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    const gzip = await get(page, { 'Accept-Encoding': 'gzip, deflate' })
    const brAgain = await get(page, { 'Accept-Encoding': 'br;q=1.0, gzip;q=0.8' })
    expect(br.headers['x-seen-accept-encoding']).toBe('br')
    expect(gzip.headers['x-seen-accept-encoding']).toBe('gzip')
    expect(gzip.text).not.toBe(br.text)
    expect(brAgain.text).toBe(br.text)
  })

  it.each([
    ['a staff or applicant session cookie', { Cookie: 'cc_cookie=1; __Host-kampus-token=abc' }],
    ['a development session cookie', { Cookie: 'payload-token=abc' }],
    ['draft mode', { Cookie: '__prerender_bypass=1' }],
    ['an Authorization header', { Authorization: 'JWT abc' }],
    ['a client-side navigation (RSC)', { RSC: '1' }],
  ])('never answers from, nor stores, a request with %s', async (_, headers) => {
    const page = unique()
    const anonymous = await get(page)
    const personal1 = await get(page, headers)
    const personal2 = await get(page, headers)
    expect(personal1.text).not.toBe(anonymous.text)
    expect(personal2.text).not.toBe(personal1.text)
    expect((await get(page)).text).toBe(anonymous.text)
  })

  it('stores nothing the app marks private or not storable, nor an answer that sets a cookie', async () => {
    for (const query of ['cc=private,%20no-store', 'cc=no-store', 'cc=no-cache', 'cookie=1']) {
      const page = `${unique()}?${query}`
      const first = await get(page)
      expect((await get(page)).text, query).not.toBe(first.text)
    }
  })

  it('keeps public pages only briefly even when the app allows a year', async () => {
    const page = `${unique()}?cc=s-maxage%3D31536000`
    const first = await get(page)
    expect((await get(page)).text).toBe(first.text)
    await within(3000, async () => (await get(page)).text !== first.text)
  })

  it.each([
    '/admin/collections/news',
    '/api/cms/news',
    '/api/pendaftar/berkas',
    '/daftar/login',
    '/multi-step-form',
    '/api/old/auth/login',
    '/healthz',
    '/readyz',
  ])('never caches %s', async (p) => {
    const first = await get(p)
    expect((await get(p)).text).not.toBe(first.text)
  })

  it('never caches a POST', async () => {
    const page = unique()
    const post = (body: string) =>
      request(`http://127.0.0.1:${PORT}${page}`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'text/plain' },
      })
    const first = await post('a')
    expect((await post('b')).text).not.toBe(first.text)
  })
})

describe('proxy', () => {
  it('overwrites X-Forwarded-For with the address it saw', async () => {
    const reply = await get(unique(), { 'X-Forwarded-For': '203.0.113.9' })
    expect(reply.headers['x-seen-forwarded-for']).toBe('127.0.0.1')
  })

  it('refuses request bodies above the limits with 413', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024)
    const reply = await request(`http://127.0.0.1:${PORT}/api/contact/store`, {
      method: 'POST',
      body: big,
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(reply.status).toBe(413)
    const upload = await request(`http://127.0.0.1:${PORT}/api/cms/media`, {
      method: 'POST',
      body: Buffer.alloc(8 * 1024 * 1024),
      headers: { 'Content-Type': 'application/octet-stream' },
    })
    expect(upload.status).not.toBe(413)
  })

  it('skips a server that is down: every request is answered by the other one', async () => {
    await new Promise((r) => servers[0]!.close(r))
    servers[0]!.closeAllConnections()
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => get(unique(), { Cookie: 'payload-token=x' })),
    )
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(replies.every((r) => r.text.startsWith('B '))).toBe(true)
  })
})
