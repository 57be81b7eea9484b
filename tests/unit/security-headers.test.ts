import { describe, expect, it } from 'vitest'
import { MALFORMED_PATH_MESSAGE, refuseMalformedUrl } from '@/lib/malformed-path'
import { createNoncePages } from '@/lib/nonce-pages'
import {
  contentSecurityPolicy,
  createNonceSource,
  mustNotStore,
  nonceAttribute,
  nonceInjector,
  nonceSites,
} from '@/lib/security-headers'

/** Runs a document through the injector in chunks of `size` bytes. */
function inject(html: string, size: number, nonce = 'abc') {
  const step = nonceInjector(nonce)
  const bytes = Buffer.from(html)
  const out: Buffer[] = []
  for (let i = 0; i < bytes.length; i += size) out.push(step(bytes.subarray(i, i + size), false))
  out.push(step(Buffer.alloc(0), true))
  return Buffer.concat(out).toString()
}

describe('CSP: the per-answer nonce', () => {
  it('hands out 128 random bits per answer, never the same twice, refilling as it runs out', () => {
    let fills = 0
    const next = createNonceSource(4, (pool) => {
      fills++
      for (let i = 0; i < pool.length; i++) pool[i] = (i * 7 + fills * 131) & 0xff
      return pool
    })
    const nonces = Array.from({ length: 10 }, next)
    expect(fills).toBe(3)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(new Set(nonces).size).toBe(10)
    const real = createNonceSource()
    const many = Array.from({ length: 1000 }, real)
    expect(new Set(many).size).toBe(1000)
    expect(many[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/)
  })

  const html =
    '<html><head><link rel="preload" as="script" href="/_next/static/a.js"/><link ' +
    'rel="stylesheet" href="/_next/static/a.css"/><script src="/_next/static/a.js" ' +
    'async=""></script><linked></linked></head><body><p>skrip &lt;script&gt; ' +
    'é</p><script>self.__next_f.push([1,"x"])</script><script\nid="x"></script><scripts></scripts></body></html>'
  const expected = html
    .replace('<link rel', '<link nonce="abc" rel')
    .replace('<script src', '<script nonce="abc" src')
    .replace('<script>self', '<script nonce="abc">self')
    .replace('<script\nid', '<script nonce="abc"\nid')

  it('marks every script and script-preload link and nothing else, however the stream is cut', () => {
    for (const size of [1, 2, 3, 7, 8, 13, 64, 10_000])
      expect(inject(html, size), `chunks of ${size}`).toBe(expected)
  })

  it('holds back a tail that may be a tag, and a link tag that is not complete yet', () => {
    expect(nonceSites(Buffer.from('<p>a</p><scr'), false)).toEqual({ sites: [], limit: 8 })
    expect(nonceSites(Buffer.from('<p>a</p><scr'), true)).toEqual({ sites: [], limit: 12 })
    const open = Buffer.from('<script>x</script><link rel="preload" as="scr')
    expect(nonceSites(open, false)).toEqual({ sites: [7], limit: 18 })
  })

  it('gives a whole page the same bytes from its kept pieces, with each answer its own nonce', () => {
    const pages = createNoncePages()
    const page = html
    expect(pages(page, nonceAttribute('abc')).toString()).toBe(expected)
    expect(pages(page, nonceAttribute('abc')).toString()).toBe(expected)
    expect(pages(page, nonceAttribute('xyz')).toString()).toBe(expected.replaceAll('abc', 'xyz'))
    const other = '<html><body><p>tanpa skrip</p></body></html>'
    expect(pages(other, nonceAttribute('abc')).toString()).toBe(other)
  })

  it('keeps nothing larger than its budget, and still answers', () => {
    const pages = createNoncePages(16)
    expect(pages(html, nonceAttribute('abc')).toString()).toBe(expected)
  })

  it('builds a strict nonce-based policy that frames only the consented embed hosts', () => {
    const csp = contentSecurityPolicy('n0nce')
    expect(csp).toContain("script-src 'nonce-n0nce' 'strict-dynamic'")
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      'https://www.youtube-nocookie.com',
      'https://www.google.com/maps/',
      'https://www.openstreetmap.org/export/embed.html',
    ]) {
      expect(csp).toContain(directive)
    }
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
  })
})

describe('no-store on authenticated API answers', () => {
  it('applies to the applicant and legacy auth APIs always, and to Payload REST with a session', () => {
    expect(mustNotStore('/api/pendaftar/berkas', {})).toBe(true)
    expect(mustNotStore('/api/old/auth/me', {})).toBe(true)
    expect(mustNotStore('/api/cms/applications', { authorization: 'JWT x' })).toBe(true)
    expect(mustNotStore('/api/cms/applicants/me', { cookie: 'a=b; payload-token=x' })).toBe(true)
    expect(mustNotStore('/api/cms/users/login', {})).toBe(true)
    expect(mustNotStore('/api/cms/news', {})).toBe(false)
    expect(mustNotStore('/api/old/major/1', {})).toBe(false)
    expect(mustNotStore('/berita', { cookie: 'payload-token=x' })).toBe(false)
  })

  it('applies to the answers that hand out a session without one: password reset, first admin', () => {
    expect(mustNotStore('/api/cms/users/reset-password', {})).toBe(true)
    expect(mustNotStore('/api/cms/applicants/reset-password', {})).toBe(true)
    expect(mustNotStore('/api/cms/users/first-register', {})).toBe(true)
    // The request for a link answers no token: it stays as Payload answers it.
    expect(mustNotStore('/api/cms/applicants/forgot-password', {})).toBe(false)
  })
})

describe('500s on malformed input: broken %-encoding in any path or query string', () => {
  it('answers 400 (JSON envelope under /api, a page elsewhere) and lets good paths through', () => {
    const api = refuseMalformedUrl('/api/old/major/%E0%A4%A')
    expect(api?.status).toBe(400)
    expect(JSON.parse(api!.body)).toEqual({
      meta: { status: 400, message: MALFORMED_PATH_MESSAGE },
      data: null,
    })
    expect(refuseMalformedUrl('/berita/%E0%A4%A?x=1')).toMatchObject({
      status: 400,
      contentType: expect.stringContaining('text/html'),
    })
    expect(refuseMalformedUrl('/berita/%E0%A4%A4?q=%E0%A4%A4')).toBeNull()
    expect(refuseMalformedUrl('/')).toBeNull()
  })

  it('answers 400 for broken %-encoding in the query string and in the image route source', () => {
    expect(refuseMalformedUrl('/api/navbar?x=%E0%A4%A')?.status).toBe(400)
    expect(refuseMalformedUrl('/cari?q=100%')?.contentType).toContain('text/html')
    expect(refuseMalformedUrl('/_next/image?url=%2F%25zz&w=64&q=75')?.status).toBe(400)
    expect(refuseMalformedUrl('/_next/image?url=%2Fimages%2Flogo.png&w=64&q=75')).toBeNull()
    expect(refuseMalformedUrl('/berita?q=%25#%zz')).toBeNull()
  })
})
