import { expect, test, type APIRequestContext, type APIResponse } from './fixtures'
import { adminGet, adminSend, createApplicantViaApi } from './admin-api'
import * as f from '../helpers/upload-fixtures'
import { MALFORMED_PATH_MESSAGE } from '../../src/lib/malformed-path'

// Hostile input: open redirect, upload limit bypass, programme choice not checked and 500s on
// malformed input, each with the request that first showed it, against the
// production build. Request-level checks: once, on the desktop project.
test.skip(({ isMobile }) => isMobile, 'request-level checks run once, on the desktop project')

/** A 4xx with a JSON error and nothing of a stack trace. */
async function expectJsonClientError(response: APIResponse, status?: number) {
  const label = `${response.url()} → ${response.status()}`
  if (status) expect(response.status(), label).toBe(status)
  expect(response.status(), label).toBeGreaterThanOrEqual(400)
  expect(response.status(), label).toBeLessThan(500)
  expect(response.headers()['content-type'], label).toMatch(/application\/json/)
  const text = await response.text()
  expect(() => JSON.parse(text), label).not.toThrow()
  expect(text, label).not.toMatch(/\bat .+:\d+:\d+|node_modules|"stack"/)
  return JSON.parse(text) as { errors?: { message: string }[] }
}

test('Open redirect: /api/preview/exit?ke=/%5Cevil.example/phish stays on the site', async ({
  request,
}) => {
  const response = await request.get('/api/preview/exit?ke=/%5Cevil.example/phish', {
    maxRedirects: 0,
  })
  expect([302, 303, 307, 308]).toContain(response.status())
  expect(response.headers()['location']).toBe('/')
  for (const target of ['//evil.example/phish', '/%09/evil.example', 'https://evil.example/']) {
    const other = await request.get(`/api/preview/exit?ke=${target}`, { maxRedirects: 0 })
    expect(other.headers()['location'], target).toBe('/')
  }
  const own = await request.get(
    `/api/preview/exit?ke=${encodeURIComponent('/tentang-utb/berita')}`,
    { maxRedirects: 0 },
  )
  expect(own.headers()['location']).toBe('/tentang-utb/berita')
})

test('Upload limit bypass: 45 POST /api/cms/applicant-files keep at most 10 unattached files', async ({
  request,
}) => {
  const applicant = await createApplicantViaApi(request, 'banjir-unggah', 'reguler')
  const png = await f.plainPng()
  const statuses: number[] = []
  for (let i = 0; i < 45; i++) {
    const response = await request.post('/api/cms/applicant-files', {
      headers: applicant.headers,
      multipart: {
        _payload: JSON.stringify({ kind: 'photo' }),
        file: { name: `foto-${i}.png`, mimeType: 'image/png', buffer: png },
      },
    })
    statuses.push(response.status())
    if (response.status() >= 400) await expectJsonClientError(response)
  }
  expect(statuses.filter((s) => s === 201)).toHaveLength(10)
  expect(statuses.slice(40)).toEqual([429, 429, 429, 429, 429])
  const own = await request.get(
    `/api/cms/applicant-files?where[owner][equals]=${applicant.id}&limit=100&depth=0`,
    { headers: applicant.headers },
  )
  expect(((await own.json()) as { totalDocs: number }).totalDocs).toBe(10)
})

async function draftProgramme(request: APIRequestContext) {
  const published = (await (
    await adminGet(request, '/api/cms/programmes?limit=1&depth=0')
  ).json()) as { docs: { faculty: number; category: number }[] }
  const { faculty, category } = published.docs[0]!
  const created = await adminSend(request, 'post', '/api/cms/programmes?draft=true', {
    name: `Prodi Draf ${Date.now()}`,
    faculty,
    category,
    _status: 'draft',
  })
  expect(created.status()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, faculty, category }
}

test('Programme choice checked on the server: a draft programme in PATCH own application is 400', async ({
  request,
}) => {
  const applicant = await createApplicantViaApi(request, 'prodi-draf', 'reguler')
  const draft = await draftProgramme(request)
  const own = (await (
    await request.get('/api/cms/applications?depth=0', { headers: applicant.headers })
  ).json()) as { docs: { id: number }[] }
  const id = own.docs[0]!.id
  const patch = await request.patch(`/api/cms/applications/${id}`, {
    headers: applicant.headers,
    data: { programme: { category: draft.category, faculty: draft.faculty, major: draft.id } },
  })
  const body = await expectJsonClientError(patch, 400)
  expect(JSON.stringify(body)).toContain(
    'Program studi ini tidak tersedia untuk kategori dan fakultas yang dipilih.',
  )
  const after = (await (
    await request.get(`/api/cms/applications/${id}?depth=0`, { headers: applicant.headers })
  ).json()) as { programme?: { major?: number | null } }
  expect(after.programme?.major ?? null).toBeNull()
})

test.describe('500s on malformed input: every one is a 4xx with a JSON error', () => {
  // The message is what the caller reads: in Indonesian, never Payload's "An unknown error occurred."
  for (const [url, status, message] of [
    ['/api/cms/news/abc', 404, 'Tidak Ditemukan'],
    [
      '/api/cms/news?where[createdAt][greater_than]=notadate',
      400,
      'Filter "createdAt": nilai "notadate" bukan tanggal yang valid.',
    ],
    [
      '/api/cms/news?where[title][equals][$ne]=1',
      400,
      'Filter "title" dengan operator "equals" tidak dapat dibaca.',
    ],
    ['/api/cms/media/file/nonexistent.png', 404, 'Berkas tidak ditemukan.'],
  ] as const) {
    test(`GET ${url}`, async ({ request }) => {
      const body = await expectJsonClientError(await request.get(url), status)
      expect(body.errors?.[0]?.message).toBe(message)
    })
  }

  test('GraphQL with a non-JSON body', async ({ request }) => {
    const response = await request.post('/api/cms/graphql', {
      headers: { 'Content-Type': 'application/json' },
      data: Buffer.from('{not json'),
    })
    const body = await expectJsonClientError(response, 400)
    expect(body.errors?.[0]?.message).toBe('Isi permintaan bukan JSON yang valid.')
  })

  test('a 30 MB JSON body gets 413 before it is parsed; a staff-sized media upload body still reaches Payload', async ({
    request,
  }) => {
    const big = JSON.stringify({ title: 'x'.repeat(30 * 1024 * 1024) })
    for (const url of ['/api/cms/news', '/api/cms/graphql']) {
      await expectJsonClientError(
        await request.post(url, { headers: { 'Content-Type': 'application/json' }, data: big }),
        413,
      )
    }
    // 15 MB is under the media limit: the body is read and the anonymous caller refused by access (403), not by size.
    const media = await request.post('/api/cms/media', {
      multipart: {
        _payload: JSON.stringify({ alt: 'besar' }),
        file: { name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(15 * 1024 * 1024) },
      },
    })
    expect(media.status()).toBe(403)
    const tooBig = await request.post('/api/cms/media', {
      multipart: {
        _payload: JSON.stringify({ alt: 'besar' }),
        file: { name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(30 * 1024 * 1024) },
      },
    })
    await expectJsonClientError(tooBig, 413)
  })
})

test.describe('more 500s: broken query strings, huge pages, geo filters, missing versions', () => {
  test('broken %-encoding in a query string, or in the image route source, is a 400', async ({
    request,
  }) => {
    const api = await expectJsonClientError(await request.get('/api/navbar?x=%E0%A4%A'), 400)
    expect(api).toMatchObject({ meta: { status: 400, message: MALFORMED_PATH_MESSAGE } })
    for (const url of ['/tentang-utb/berita?halaman=%zz', '/_next/image?url=%2F%25zz&w=64&q=75']) {
      const page = await request.get(url)
      expect(page.status(), url).toBe(400)
      expect(await page.text(), url).toContain(MALFORMED_PATH_MESSAGE)
    }
  })

  for (const [url, status, message] of [
    [
      '/api/cms/news?page=99999999999999999999',
      400,
      'Parameter "page" harus bilangan bulat 1 sampai 2147483647.',
    ],
    ['/api/cms/news?where=abc', 400, 'Parameter "where" harus berupa objek JSON.'],
    [
      '/api/cms/news?where[title][near]=1,2',
      400,
      'Filter "title": operator "near" hanya untuk bidang titik (koordinat).',
    ],
    ['/api/cms/globals/site-settings/versions', 404, 'Data ini tidak menyimpan riwayat versi.'],
  ] as const) {
    test(`GET ${url}`, async ({ request }) => {
      const body = await expectJsonClientError(await request.get(url), status)
      expect(body.errors?.[0]?.message).toBe(message)
    })
  }

  test('a multipart body whose _payload is not JSON, and the search term "constructor"', async ({
    request,
  }) => {
    const multipart = await request.post('/api/cms/news', {
      multipart: { _payload: '{not json' },
    })
    const body = await expectJsonClientError(multipart, 400)
    expect(body.errors?.[0]?.message).toBe('Isian "_payload" formulir bukan JSON yang valid.')
    expect((await request.get('/api/search/search=constructor')).status()).toBe(200)
  })
})
