import * as z from 'zod'
import { describe, expect, it } from 'vitest'
import {
  categoryParam,
  choiceParam,
  limitParam,
  offsetParam,
  textParam,
} from '@/features/content-api/params'
import { matchPath, pickTemplate, readPairs, templateNames } from '@/features/content-api/path'

const LIST = '/page-news/get-news/limit={limit}&offset={offset}&category={category}'

describe('§7 path templates', () => {
  it('names the parameters of whole segments and of key=value segments', () => {
    expect(templateNames(LIST)).toEqual(['limit', 'offset', 'category'])
    expect(templateNames('/page-news/getNext/{id}')).toEqual(['id'])
    expect(templateNames('/banner')).toEqual([])
  })

  it('reads key=value pairs in any order, %-decoded, and leaves missing keys to the defaults', () => {
    expect(matchPath(LIST, '/page-news/get-news/limit=21&offset=0&category=null')).toEqual({
      ok: true,
      values: { limit: '21', offset: '0', category: 'null' },
    })
    expect(matchPath(LIST, '/page-news/get-news/category=Lowongan%20Kerja&limit=10')).toEqual({
      ok: true,
      values: { category: 'Lowongan Kerja', limit: '10' },
    })
    expect(matchPath(LIST, '/page-news/get-news/category=Lowongan+Kerja')).toEqual({
      ok: true,
      values: { category: 'Lowongan Kerja' },
    })
    // A client that encoded the whole segment.
    expect(matchPath(LIST, '/page-news/get-news/limit%3D5%26offset%3D10')).toEqual({
      ok: true,
      values: { limit: '5', offset: '10' },
    })
    expect(matchPath('/page-news/getNext/{id}', '/page-news/getNext/12')).toEqual({
      ok: true,
      values: { id: '12' },
    })
  })

  it('refuses unknown keys, pairs without "=", broken %-encoding and other paths, in Indonesian', () => {
    const unknown = matchPath(LIST, '/page-news/get-news/limit=5&page=2')
    expect(unknown).toEqual({
      ok: false,
      message: 'Parameter "page" tidak dikenal. Parameter yang dikenal: limit, offset, category.',
    })
    expect(matchPath(LIST, '/page-news/get-news/limit5')).toMatchObject({
      ok: false,
      message: expect.stringContaining('kunci=nilai'),
    })
    expect(matchPath(LIST, '/page-news/get-news/category=%E0%A4%A')).toMatchObject({
      ok: false,
      message: expect.stringContaining('tidak dapat dibaca'),
    })
    expect(matchPath(LIST, '/page-news/get-news')).toMatchObject({ ok: false })
    expect(matchPath('/banner', '/navbar')).toMatchObject({ ok: false })
  })

  it('reads an empty segment as no parameters', () => {
    expect(readPairs('', ['limit'])).toEqual({ ok: true, values: {} })
  })
})

describe('choosing the call that serves a path', () => {
  const TEMPLATES = [
    '/page-news/institutional-achievement',
    '/page-news/institutional-achievement/limit={limit}&offset={offset}',
    '/page-news/getNext/{id}',
    '/page-news/show-detail/title={title}',
    '/page-news/{x}',
    LIST,
  ]

  it('prefers a literal template, then one whose parameters read, as the router prefers files', () => {
    expect(pickTemplate(TEMPLATES, '/page-news/institutional-achievement')).toBe(TEMPLATES[0])
    expect(pickTemplate(TEMPLATES, '/page-news/institutional-achievement/')).toBe(TEMPLATES[0])
    expect(pickTemplate(TEMPLATES, '/page-news/institutional-achievement/limit=6&offset=0')).toBe(
      TEMPLATES[1],
    )
    expect(pickTemplate(TEMPLATES, '/page-news/get-news/limit=71&offset=0&category=8')).toBe(LIST)
    expect(pickTemplate(TEMPLATES, '/page-news/getNext/12')).toBe(TEMPLATES[2])
    expect(pickTemplate(TEMPLATES, '/page-news/banner')).toBe(TEMPLATES[4])
  })

  it('keeps a path with a bad parameter on its call, which answers the 400 that explains it', () => {
    expect(pickTemplate(TEMPLATES, '/page-news/get-news/limit=abc&offset=0')).toBe(LIST)
    expect(pickTemplate(TEMPLATES, '/page-news/get-news/foo')).toBe(LIST)
  })

  it('finds no call for another shape or literal (the route answers 404)', () => {
    expect(pickTemplate(TEMPLATES, '/page-news/get-news/limit=1/extra')).toBeUndefined()
    expect(pickTemplate(TEMPLATES, '/page-berita/getNext/12')).toBeUndefined()
    expect(pickTemplate(TEMPLATES, '')).toBeUndefined()
  })
})

describe('shared parameter schemas', () => {
  const list = z.object({
    limit: limitParam(21),
    offset: offsetParam,
    category: categoryParam('kampus'),
  })

  it('applies the §9 defaults and turns category=null into "all"', () => {
    expect(list.parse({})).toEqual({ limit: 21, offset: 0, category: null })
    expect(list.parse({ limit: '71', offset: '0', category: 'null' })).toEqual({
      limit: 71,
      offset: 0,
      category: null,
    })
    expect(list.parse({ category: ' kampus ' }).category).toBe('kampus')
  })

  it('refuses non-numeric, negative, fractional and huge values with Indonesian messages', () => {
    const message = (input: object) => list.safeParse(input).error?.issues[0]?.message
    expect(message({ limit: 'banyak' })).toBe('limit harus berupa bilangan bulat.')
    expect(message({ limit: '2.5' })).toBe('limit harus berupa bilangan bulat.')
    expect(message({ limit: '0' })).toBe('limit paling kecil 1.')
    expect(message({ limit: '101' })).toBe('limit paling besar 100.')
    expect(message({ offset: '-1' })).toBe('offset paling kecil 0.')
    expect(message({ offset: '1e9' })).toBe('offset paling besar 10000.')
    expect(message({ category: 'x'.repeat(101) })).toBe(
      'category terlalu panjang (maksimal 100 karakter).',
    )
  })

  it('matches a choice in any case and names the choices when it does not', () => {
    const page = z.object({
      page: choiceParam('page', ['unduh-brosur', 'unduh-logo'] as const, 'Halaman unduhan.'),
    })
    expect(page.parse({ page: 'UNDUH-LOGO' }).page).toBe('unduh-logo')
    expect(page.safeParse({ page: 'lain' }).error?.issues[0]?.message).toBe(
      'page harus salah satu dari: unduh-brosur, unduh-logo.',
    )
    expect(page.safeParse({}).error?.issues[0]?.message).toBe(
      'page harus salah satu dari: unduh-brosur, unduh-logo.',
    )
  })

  it('requires a text value and limits its length', () => {
    const title = z.object({ title: textParam('title', 'Tautan SEO.', 'contoh', 200) })
    expect(title.safeParse({}).error?.issues[0]?.message).toBe('title wajib diisi.')
    expect(title.safeParse({ title: '  ' }).error?.issues[0]?.message).toBe('title wajib diisi.')
    expect(title.safeParse({ title: 'x'.repeat(201) }).error?.issues[0]?.message).toBe(
      'title terlalu panjang (maksimal 200 karakter).',
    )
  })
})
