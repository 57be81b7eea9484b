import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { listParams, toQuery } from '../../scripts/lib/fuzz/query.mjs'
import { callRequest, callsOf, cmsRequest, fillPath } from '../../scripts/lib/fuzz/requests.mjs'
import { createTally, describeRequest } from '../../scripts/lib/fuzz/tally.mjs'
import { encodePiece, hostilePiece } from '../../scripts/lib/fuzz/values.mjs'

// The pure pieces of the fuzz step (scripts/fuzz.mjs): what it generates, and what it reports.

const DOC = {
  servers: [{ url: '/api' }],
  paths: {
    '/page-news/get-news/limit={limit}&offset={offset}': {
      get: {
        operationId: 'getNews',
        parameters: [
          { in: 'path', name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { in: 'path', name: 'offset', schema: { type: 'integer', minimum: 0 } },
        ],
      },
    },
    '/contact/store': {
      post: {
        operationId: 'contactStore',
        requestBody: {
          content: {
            'application/json': {
              schema: { properties: { name: { type: 'string', example: 'Budi' } } },
            },
          },
        },
      },
    },
  },
}

describe('fuzz values and URLs', () => {
  it('encodes a value for a URL, keeps a raw one, and writes a lone surrogate as its bytes', () => {
    expect(encodePiece({ text: 'a b&c' })).toBe('a%20b%26c')
    expect(encodePiece({ text: '%E0%A4%A', raw: true })).toBe('%E0%A4%A')
    expect(encodePiece({ text: 'x\uD800' })).toBe('x%ED%A0%80')
  })

  it('writes query parameters in the bracket syntax Payload reads', () => {
    const query = toQuery([
      { path: [{ text: 'where' }, { text: 'title' }, { text: 'near' }], value: { text: '1,2' } },
      { path: [{ text: 'page' }], value: { text: '%zz', raw: true } },
    ])
    expect(query).toBe('where[title][near]=1%2C2&page=%zz')
  })

  it('fills a path template, dropping a pair whose value is left out', () => {
    const template = '/api/page-news/get-news/limit={limit}&offset={offset}&category={category}'
    expect(fillPath(template, { limit: { text: '5' }, category: { text: 'a/b' } })).toBe(
      '/api/page-news/get-news/limit=5&category=a%2Fb',
    )
    expect(fillPath('/api/old/major/{faculty}', { faculty: { text: '%', raw: true } })).toBe(
      '/api/old/major/%',
    )
  })

  it('reads every call of an OpenAPI document with its path parameters and bodies', () => {
    const calls = callsOf(DOC)
    expect(calls.map((c) => [c.id, c.method, c.template])).toEqual([
      ['getNews', 'GET', '/api/page-news/get-news/limit={limit}&offset={offset}'],
      ['contactStore', 'POST', '/api/contact/store'],
    ])
    expect(calls[0]!.params.map((p) => p.name)).toEqual(['limit', 'offset'])
    expect(calls[1]!.bodies.map((b) => b.type)).toEqual(['application/json'])
  })

  it('sends every generated call to its own route, with a body when the call takes one', () => {
    const [news, contact] = callsOf(DOC)
    fc.assert(
      fc.property(callRequest(news!), callRequest(contact!), (get, post) => {
        expect(get.path).toMatch(/^\/api\/page-news\/get-news\//)
        expect(get.method).toBe('GET')
        expect(get.body).toBeUndefined()
        expect(post.path).toMatch(/^\/api\/contact\/store(\?|$)/)
        expect(post.body).toBeDefined()
      }),
      { seed: 1, numRuns: 200 },
    )
  })

  it('generates huge numbers, prototype keys, broken %-encoding and long text, the same for the same seed', () => {
    const texts = fc.sample(hostilePiece, { seed: 7, numRuns: 2000 }).map((p) => p.text)
    expect(texts).toContain('99999999999999999999')
    expect(texts).toContain('constructor')
    expect(texts).toContain('%E0%A4%A')
    expect(texts.some((t) => t.length >= 1000)).toBe(true)
    expect(fc.sample(hostilePiece, { seed: 7, numRuns: 50 })).toEqual(
      fc.sample(hostilePiece, { seed: 7, numRuns: 50 }),
    )
  })

  it('uses only the list parameters Payload reads, and geo operators on text fields among them', () => {
    const known = ['where', 'data', 'limit', 'page', 'depth', 'sort', 'select', 'draft']
    const all = fc.sample(listParams, { seed: 3, numRuns: 3000 }).flat()
    for (const param of all)
      expect([...known, 'locale', 'trash', 'pagination']).toContain(param.path[0]!.text)
    const geo = all.filter((p) => p.path.some((part) => part.text === 'near'))
    expect(geo.some((p) => p.path.some((part) => part.text === 'title'))).toBe(true)
  })

  it('covers lists, versions, documents and multipart bodies of the CMS', () => {
    const requests = fc.sample(cmsRequest('/api/cms', ['news'], ['footer']), {
      seed: 5,
      numRuns: 500,
    })
    const targets = new Set(requests.map((r) => r.target))
    for (const target of [
      'cms news',
      'cms news/versions',
      'cms news/:id',
      'cms news multipart',
      'cms globals/footer',
      'cms globals/footer/versions',
    ])
      expect(targets).toContain(target)
    const multipart = requests.find((r) => r.body?.type === 'multipart')!
    expect(multipart.staff).toBe(false)
  })
})

describe('fuzz report', () => {
  it('counts per call and status, and lists one failing request per call and status', () => {
    const tally = createTally()
    const list = { target: 'cms news', method: 'GET', path: '/api/cms/news?page=9', staff: true }
    tally.record(list, 200, '{}')
    tally.record(list, 500, '{"errors":[]}')
    tally.record({ ...list, path: '/api/cms/news?page=10' }, 500, '{"errors":[]}')
    tally.record({ ...list, target: 'navbar', path: '/api/navbar', staff: false }, 0, 'ECONNRESET')
    expect(tally.total).toBe(4)
    expect(tally.failures).toHaveLength(3)
    const lines = tally.summary()
    expect(lines[0]).toBe('status: tanpa jawaban: 1, 200: 1, 500: 2')
    expect(lines).toContain('  cms news: 3 (200×1 500×2)')
    expect(lines.filter((l) => l.startsWith('  500 '))).toEqual([
      '  500 GET /api/cms/news?page=9 [staf]\n      jawaban: {"errors":[]}',
    ])
  })

  it('describes a request with its body', () => {
    expect(
      describeRequest({
        target: 'cms news multipart',
        method: 'POST',
        path: '/api/cms/news',
        staff: false,
        body: { type: 'multipart', fields: [['_payload', '{not json']] },
      }),
    ).toBe('POST /api/cms/news multipart [["_payload","{not json"]]')
  })
})
