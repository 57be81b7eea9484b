import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seededApiPayload } from '../helpers/content-api'

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => import('../helpers/next-cache-stub'))
vi.mock('@/lib/payload', () => import('../helpers/payload-client-stub'))

// The share image route (src/app/(site)/og/[[...path]]/route.ts) on a seeded database: a card for
// every page with a record, drawn with or without its photo, and a 404 for anything else.

let payload: Payload
let GET: typeof import('@/app/(site)/og/[[...path]]/route').GET

/** The route's answer for a page path, as Next.js calls it (the segments after /og). */
async function card(pagePath: string) {
  const segments = pagePath.split('/').filter(Boolean)
  return GET(new Request(`http://localhost/og${pagePath}`), {
    params: Promise.resolve({ path: segments.length ? segments : undefined }),
  })
}

/** A 1200×630 JPEG, and its pixels. */
async function image(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/jpeg')
  const bytes = Buffer.from(await response.arrayBuffer())
  const { width, height, format } = await sharp(bytes).metadata()
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
  return sharp(bytes).raw().toBuffer()
}

/** The mean colour of the card's right part, where the photo goes. */
function photoArea(pixels: Buffer) {
  const sum = [0, 0, 0]
  let n = 0
  for (let y = 100; y < 530; y += 10)
    for (let x = 800; x < 1150; x += 10) {
      const i = (y * 1200 + x) * 3
      for (let c = 0; c < 3; c++) sum[c]! += pixels[i + c]!
      n++
    }
  return sum.map((s) => Math.round(s / n))
}

async function firstArticle() {
  const { docs } = await payload.find({
    collection: 'news',
    where: { _status: { equals: 'published' } },
    sort: '-publishedAt',
    limit: 1,
    depth: 1,
  })
  const doc = docs[0]!
  const category = doc.category as { slug: string }
  return { doc, path: `/tentang-utb/berita/${category.slug}/${doc.slug}` }
}

beforeAll(async () => {
  payload = await seededApiPayload(['pengaturan situs', 'berita', 'karier', 'program studi'])
  ;({ GET } = await import('@/app/(site)/og/[[...path]]/route'))
}, 300_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('share images', () => {
  it('draws the home page, a static page, a programme and each kind of career post', async () => {
    await image(await card('/'))
    await image(await card('/pendaftaran/biaya-pendidikan'))
    const { docs: programmes } = await payload.find({ collection: 'programmes', limit: 1 })
    await image(await card(`/akademik/program-studi/${programmes[0]!.slug}`))
    for (const type of ['lowongan-kerja', 'info-magang', 'pengembangan-dan-pelatihan']) {
      const { docs } = await payload.find({
        collection: 'career-posts',
        where: { type: { equals: type }, _status: { equals: 'published' } },
        limit: 1,
      })
      await image(await card(`/pusat-karir/${type}/${docs[0]!.slug}`))
    }
  })

  it('answers 404 for a page that does not exist or has no card of its own', async () => {
    const { path: article } = await firstArticle()
    for (const pagePath of [
      '/daftar/login',
      '/tidak-ada',
      '/tentang-utb/berita/kampus/tidak-ada',
      article.replace(/\/[^/]+\/([^/]+)$/, '/kategori-lain/$1'),
      '/pusat-karir/info-magang/tidak-ada',
      '/akademik/program-studi/tidak-ada',
    ]) {
      const response = await card(pagePath)
      expect(response.status, pagePath).toBe(404)
      expect(await response.text()).toBe('Gambar tidak ditemukan.')
    }
  })

  it('draws an article without its photo when the file is gone or the picture was deleted', async () => {
    const { doc, path: pagePath } = await firstArticle()
    const withPhoto = photoArea(await image(await card(pagePath)))

    // The files on disk are gone (every stored size): the card has no photo, and no error.
    const media = doc.thumbnail as { id: number; filename: string; sizes?: object }
    const dir = payload.collections.media.config.upload.staticDir as string
    const names = [media.filename, ...Object.values(media.sizes ?? {}).map((s) => s?.filename)]
    await Promise.all(names.filter(Boolean).map((n) => fs.rm(path.join(dir, n), { force: true })))
    const withoutFile = photoArea(await image(await card(pagePath)))
    expect(withoutFile).not.toEqual(withPhoto)
    // The brand's navy where the photo was: blue above red and green.
    expect(withoutFile[2]!).toBeGreaterThan(withoutFile[0]! + 30)

    // The media document itself deleted: the article's picture is empty; still a card.
    await payload.delete({ collection: 'media', id: media.id })
    const article = await payload.findByID({ collection: 'news', id: doc.id, depth: 0 })
    expect(article.thumbnail ?? null).toBeNull()
    expect(photoArea(await image(await card(pagePath)))).toEqual(withoutFile)
  })
})
