import { describe, expect, it } from 'vitest'
import {
  apiJson,
  apiJsonText,
  cmsErrorJson,
  jsonAnswer,
  PUBLIC_API_CACHE,
  publicApiJson,
} from '@/lib/api-response'

const headersOf = (response: Response) => Object.fromEntries(response.headers.entries())
const JSON_NO_STORE = { 'content-type': 'application/json', 'cache-control': 'no-store' }

describe('the one writer of JSON answers', () => {
  it('answers the content API in its envelope, never stored unless public', async () => {
    const refused = apiJson({
      status: 429,
      message: 'Terlalu banyak.',
      headers: { 'Retry-After': '30' },
    })
    expect(refused.status).toBe(429)
    expect(headersOf(refused)).toEqual({ ...JSON_NO_STORE, 'retry-after': '30' })
    expect(await refused.json()).toEqual({
      meta: { status: 429, message: 'Terlalu banyak.' },
      data: null,
    })
    const errors = { errors: { email: 'Wajib.' } }
    const withData = apiJson({ status: 400, message: 'Periksa isian.', data: errors })
    expect(await withData.json()).toEqual({
      meta: { status: 400, message: 'Periksa isian.' },
      data: errors,
    })
    const text = apiJsonText(400, 'Alamat tidak dapat dibaca.')
    expect(JSON.parse(text)).toEqual({
      meta: { status: 400, message: 'Alamat tidak dapat dibaca.' },
      data: null,
    })
  })

  it('gives public answers a cache rule and a validator, and a 304 to a client that holds the same body', async () => {
    const request = (etag?: string) =>
      new Request('http://localhost/api/faq', { headers: etag ? { 'If-None-Match': etag } : {} })
    const message = 'Data FAQ berhasil diambil.'
    const fresh = publicApiJson(request(), 200, message, { data_component: [] })
    const etag = fresh.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(headersOf(fresh)).toEqual({
      'content-type': 'application/json',
      'cache-control': PUBLIC_API_CACHE,
      etag,
      vary: 'Accept-Encoding',
    })
    expect(await fresh.json()).toEqual({
      meta: { status: 200, message },
      data: { data_component: [] },
    })
    for (const held of [etag, `W/"lain", ${etag}`, '*']) {
      const notModified = publicApiJson(request(held), 200, message, { data_component: [] })
      expect(notModified.status).toBe(304)
      expect(notModified.body).toBeNull()
      expect(notModified.headers.get('etag')).toBe(etag)
    }
    expect(publicApiJson(request('W/"lain"'), 200, message, { data_component: [1] }).status).toBe(
      200,
    )
  })

  it("answers in Payload's error shape beside Payload's own, with GraphQL's extensions when given", async () => {
    const cors = new Headers({ 'Access-Control-Allow-Origin': 'https://utb.ac.id' })
    const refused = cmsErrorJson(403, 'Hanya untuk staf.', { headers: cors })
    expect(refused.status).toBe(403)
    expect(headersOf(refused)).toEqual({
      ...JSON_NO_STORE,
      'access-control-allow-origin': 'https://utb.ac.id',
    })
    expect(await refused.json()).toEqual({ errors: [{ message: 'Hanya untuk staf.' }] })
    const graphql = cmsErrorJson(401, 'Masuk dulu.', { extensions: { statusCode: 401 } })
    expect(await graphql.json()).toEqual({
      errors: [{ message: 'Masuk dulu.', extensions: { statusCode: 401 } }],
    })
  })

  it('writes any other document as it is, no-store unless told how it may be kept', async () => {
    const result = jsonAnswer({ ok: false, message: 'Berkas terlalu besar.' }, { status: 413 })
    expect(result.status).toBe(413)
    expect(headersOf(result)).toEqual(JSON_NO_STORE)
    expect(await result.json()).toEqual({ ok: false, message: 'Berkas terlalu besar.' })
    const document = jsonAnswer(
      { openapi: '3.1.0' },
      { headers: { 'Cache-Control': PUBLIC_API_CACHE } },
    )
    expect(document.status).toBe(200)
    expect(document.headers.get('cache-control')).toBe(PUBLIC_API_CACHE)
  })
})
