import { adminGet, adminSend } from './admin-api'
import { expect, test } from './fixtures'
import { severeA11yViolations } from './helpers'

/**
 * The content API as a client meets it on the production server: the reference page, the
 * OpenAPI document, compression and caching headers, JSON errors, and a publish that shows in
 * the API within seconds (the same cache tags as the pages).
 */
test.skip(({ isMobile }) => isMobile, 'API checks run once')

type Envelope<T = unknown> = {
  meta: { status: number; message: string }
  data: { data_component: T } | null
}

test('the reference page lists every call and works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/api/docs')
  await expect(page.getByRole('heading', { level: 1, name: 'API Konten Kampus' })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Daftar panggilan' })
  await expect(
    nav.getByRole('link', {
      name: 'GET /api/page-news/get-news/limit={limit}&offset={offset}&category={category}',
    }),
  ).toBeVisible()
  await expect(nav.getByRole('link', { name: 'POST /api/contact/store' })).toBeVisible()
  await nav.getByRole('link', { name: 'GET /api/page-news/getNext/{id}' }).click()
  await expect(page.locator('section.operation:target h3')).toContainText(
    '/api/page-news/getNext/{id}',
  )
  await context.close()
})

test('the reference page has no serious or critical accessibility finding', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/api/docs')
  expect(await severeA11yViolations(page)).toEqual([])
})

test('the OpenAPI document is served; unknown paths and broken encoding answer JSON', async ({
  request,
}) => {
  const doc = await request.get('/api/openapi.json')
  expect(doc.status()).toBe(200)
  expect(((await doc.json()) as { openapi: string }).openapi).toBe('3.1.0')

  const unknown = await request.get('/api/tidak-ada')
  expect(unknown.status()).toBe(404)
  expect(unknown.headers()['content-type']).toContain('application/json')
  expect(((await unknown.json()) as Envelope).meta.status).toBe(404)

  const broken = await request.get('/api/page-news/get-news/limit=21&offset=0&category=%E0%A4%A')
  expect(broken.status()).toBe(400)
  expect(((await broken.json()) as Envelope).meta.message).toMatch(/tidak dapat dibaca/)

  const badLimit = await request.get('/api/page-news/get-news/limit=banyak&offset=-1&category=null')
  expect(badLimit.status()).toBe(400)
  expect(((await badLimit.json()) as Envelope).meta.message).toContain(
    'limit harus berupa bilangan bulat.',
  )
})

test('public answers are compressed, cacheable by a proxy for seconds, and validated with an ETag', async ({
  request,
}) => {
  const first = await request.get('/api/navbar', { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(first.status()).toBe(200)
  expect(first.headers()['content-encoding']).toBe('br')
  expect(first.headers()['cache-control']).toMatch(/public.*s-maxage=\d+/)
  const etag = first.headers()['etag']!
  expect(etag).toMatch(/^W\/"/)
  const again = await request.get('/api/navbar', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
})

test('an article published in the CMS appears in the API within seconds, and leaves when deleted', async ({
  request,
}) => {
  const list = '/api/page-news/get-news/limit=21&offset=0&category=null'
  const category = (
    (await (await adminGet(request, '/api/cms/news-categories?limit=1')).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!.id
  const thumbnail = (
    (await (await adminGet(request, '/api/cms/media?limit=1')).json()) as { docs: { id: number }[] }
  ).docs[0]!.id
  const title = `Uji API terbit ${Date.now()}`
  const created = await adminSend(request, 'post', '/api/cms/news', {
    title,
    category,
    thumbnail,
    author: 'Humas UTB',
    excerpt: 'Berita uji untuk API konten.',
    content: {
      root: {
        type: 'root',
        version: 1,
        direction: null,
        format: '',
        indent: 0,
        children: [
          {
            type: 'paragraph',
            version: 1,
            direction: null,
            format: '',
            indent: 0,
            textFormat: 0,
            children: [
              {
                type: 'text',
                version: 1,
                text: 'Isi berita uji.',
                format: 0,
                detail: 0,
                mode: 'normal',
                style: '',
              },
            ],
          },
        ],
      },
    },
    publishedAt: new Date().toISOString(),
    _status: 'published',
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const titles = async () =>
    (
      (await (await request.get(list)).json()) as Envelope<{ news_title: string }[]>
    ).data!.data_component.map((n) => n.news_title)
  try {
    await expect.poll(titles, { timeout: 10_000 }).toContain(title)
  } finally {
    await adminSend(request, 'delete', `/api/cms/news/${id}`)
  }
  await expect.poll(titles, { timeout: 10_000 }).not.toContain(title)
})

test('the original front end’s contact payload is stored with the request’s address, never the body’s', async ({
  request,
}) => {
  const email = `alumni.${Date.now()}@contoh.id`
  const sent = await request.post('/api/contact/store', {
    headers: { 'x-forwarded-for': '198.51.100.23' },
    data: {
      contact_name: 'Rina Alumni',
      contact_email: email,
      contact_handphone: '0812 3456 7890',
      contact_description: 'Saya ingin bergabung dengan kepengurusan ikatan alumni.',
      category_contact_id: 3,
      contact_ip_address: '203.0.113.66',
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const stored = (await (
    await adminGet(
      request,
      `/api/cms/contact-messages?where[email][equals]=${encodeURIComponent(email)}`,
    )
  ).json()) as {
    docs: { name: string; message: string; ipAddress: string }[]
  }
  expect(stored.docs[0]).toMatchObject({
    name: 'Rina Alumni',
    message: 'Saya ingin bergabung dengan kepengurusan ikatan alumni.',
  })
  expect(stored.docs[0]!.ipAddress).not.toContain('203.0.113')

  const wrongCategory = await request.post('/api/contact/store', {
    headers: { 'x-forwarded-for': '198.51.100.24' },
    data: {
      contact_name: 'Rina',
      contact_email: email,
      contact_handphone: '081234567890',
      contact_description: 'Pesan yang cukup panjang.',
      category_contact_id: 7,
    },
  })
  expect(wrongCategory.status()).toBe(400)
  expect(
    ((await wrongCategory.json()) as { data: { errors: Record<string, string> } }).data.errors,
  ).toEqual({
    category_contact_id: 'category_contact_id harus 3 (kontak alumni).',
  })
})
