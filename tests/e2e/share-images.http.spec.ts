import sharp from 'sharp'
import { adminHeaders } from './admin-api'
import { expect, httpTest as test, type APIRequestContext } from './fixtures'
import { sitemapPaths } from './sitemap'
import { PARAMETERISED_EXAMPLES, PUBLIC_STATIC_ROUTES } from '../../src/features/shell/routes'

// What a chat app or a social network reads of a page: its Open Graph and Twitter card tags, and
// the share image they name, fetched as a crawler fetches it.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, e) => ENTITIES[e]!)

/** The page's <meta property|name="…" content="…"> tags, by name (repeated names: the first). */
async function shareTags(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const head = (await response.text()).split('</head>')[0]!
  const tags = new Map<string, string>()
  for (const [, name, content] of head.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"/g,
  )) {
    if (!tags.has(name!)) tags.set(name!, decode(content!))
  }
  return tags
}

/** Fetches the image a page names and checks it is a 1200×630 picture. */
async function checkImage(request: APIRequestContext, url: string, path: string) {
  const response = await request.get(new URL(url).pathname)
  expect(response.status(), `${url} (of ${path})`).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^image\/(png|jpeg|webp)$/)
  const { width, height } = await sharp(await response.body()).metadata()
  expect({ width, height }, url).toEqual({ width: 1200, height: 630 })
}

/** Every share tag of a page, its image fetched; the tags for further checks. */
async function checkPage(request: APIRequestContext, baseURL: string, path: string) {
  const tags = await shareTags(request, path)
  const site = baseURL.replace(/\/$/, '')
  expect(tags.get('og:title'), path).toBeTruthy()
  expect(tags.get('og:description'), path).toBeTruthy()
  expect(tags.get('og:site_name'), path).toBe('Universitas Teknologi Bandung')
  expect(tags.get('og:url'), path).toBe(path === '/' ? `${site}` : `${site}${path}`)
  expect(tags.get('og:locale'), path).toBe('id_ID')
  const image = tags.get('og:image') ?? ''
  expect(image.startsWith(`${site}/og`), `${path}: ${image}`).toBe(true)
  expect(tags.get('og:image:width')).toBe('1200')
  expect(tags.get('og:image:height')).toBe('630')
  expect(tags.get('og:image:alt'), path).toBeTruthy()
  expect(tags.get('twitter:card')).toBe('summary_large_image')
  expect(tags.get('twitter:image')).toBe(image)
  await checkImage(request, image, path)
  return tags
}

const example = (prefix: string) => PARAMETERISED_EXAMPLES.find((p) => p.startsWith(prefix))!

test.describe('share images', () => {
  test('every public static page has its share tags and a 1200×630 image', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    const images = new Set<string>()
    for (const path of PUBLIC_STATIC_ROUTES) {
      const tags = await checkPage(request, baseURL!, path)
      expect(tags.get('og:type'), path).toBe('website')
      images.add(tags.get('og:image')!)
    }
    // Each page its own card: the title differs from page to page.
    expect(images.size).toBe(PUBLIC_STATIC_ROUTES.length)
  })

  test('a news article is an article with its times, and its card is its own', async ({
    request,
    baseURL,
  }) => {
    const path = example('/tentang-utb/berita/kampus/')
    const tags = await checkPage(request, baseURL!, path)
    expect(tags.get('og:type')).toBe('article')
    expect(tags.get('og:title')).toBe('UTB Resmikan Laboratorium AI')
    expect(Date.parse(tags.get('article:published_time') ?? '')).not.toBeNaN()
    expect(Date.parse(tags.get('article:modified_time') ?? '')).not.toBeNaN()
    expect(tags.get('og:image')).toBe(`${baseURL!.replace(/\/$/, '')}/og${path}`)
  })

  test('a programme, a vacancy, an internship, a training post and an organisation', async ({
    request,
    baseURL,
  }) => {
    for (const prefix of [
      '/akademik/program-studi/',
      '/pusat-karir/lowongan-kerja/',
      '/pusat-karir/info-magang/',
      '/pusat-karir/pengembangan-dan-pelatihan/',
      '/mahasiswa/organisasi-mahasiswa/',
    ]) {
      const path = example(prefix)
      const tags = await checkPage(request, baseURL!, path)
      expect(tags.get('og:type'), path).toBe('website')
      expect(tags.get('og:image')).toBe(`${baseURL!.replace(/\/$/, '')}/og${path}`)
    }
  })

  test('a post without a picture still gets a card', async ({ request, baseURL }) => {
    const found = await request.get(
      '/api/cms/career-posts?where[image][exists]=false&limit=1&depth=0',
    )
    const [post] = ((await found.json()) as { docs: { slug: string; type: string }[] }).docs
    expect(post).toBeTruthy()
    await checkPage(request, baseURL!, `/pusat-karir/${post!.type}/${post!.slug}`)
  })

  test("an edit reaches the card without a rebuild (the page's cache tags)", async ({
    request,
  }) => {
    const headers = await adminHeaders(request)
    // The oldest post without a picture: no other spec looks at it.
    const found = await request.get(
      '/api/cms/career-posts?where[image][exists]=false&sort=date&limit=1&depth=0',
      { headers },
    )
    const [post] = ((await found.json()) as { docs: { id: number; slug: string; type: string }[] })
      .docs
    const [media] = (
      (await (await request.get('/api/cms/media?limit=1&depth=0', { headers })).json()) as {
        docs: { id: number }[]
      }
    ).docs
    const image = `/og/pusat-karir/${post!.type}/${post!.slug}`
    const bytes = async () => (await request.get(image)).body()
    const before = await bytes()
    const patch = (data: object) =>
      request.patch(`/api/cms/career-posts/${post!.id}`, { headers, data })
    try {
      expect((await patch({ image: media!.id })).ok()).toBe(true)
      await expect.poll(async () => (await bytes()).equals(before), { timeout: 10_000 }).toBe(false)
    } finally {
      expect((await patch({ image: null })).ok()).toBe(true)
    }
    // Drawn again without the picture: the same card as before.
    await expect.poll(async () => (await bytes()).equals(before), { timeout: 10_000 }).toBe(true)
  })

  test('a later page of a list shares the list card; an unknown image path is a 404', async ({
    request,
    baseURL,
  }) => {
    const site = baseURL!.replace(/\/$/, '')
    const tags = await shareTags(request, '/tentang-utb/berita/halaman/2')
    expect(tags.get('og:url')).toBe(`${site}/tentang-utb/berita/halaman/2`)
    expect(tags.get('og:image')).toBe(`${site}/og/tentang-utb/berita`)
    for (const path of ['/og/daftar/login', '/og/tentang-utb/berita/kampus/tidak-ada', '/og/x'])
      expect((await request.get(path)).status(), path).toBe(404)
  })

  test('crawlers may fetch the images, and the sitemap lists pages only', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text()
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!.trim())
    for (const rule of disallowed)
      expect('/og/tentang-utb/berita'.startsWith(rule), rule).toBe(false)
    const urls = await sitemapPaths(request)
    expect(urls.length).toBeGreaterThan(10)
    expect(urls.filter((u) => u === '/og' || u.startsWith('/og/'))).toEqual([])
  })
})
