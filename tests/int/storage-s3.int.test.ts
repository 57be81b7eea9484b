import fs from 'node:fs'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { env } from '@/lib/env'
import { guardCmsRoute } from '@/lib/cms-route'
import { chooseTrack } from '@/features/admissions/application/service'
import { buildApplicantExport } from '@/features/admissions/data-rights/export'
import { storeApplicantFile } from '@/features/admissions/uploads/store'
import { REFUSALS } from '@/features/admissions/uploads/refusals'
import { purgeUnattachedFiles } from '@/jobs/purge-unattached-files'
import type { Media } from '@/payload-types'
import * as f from '../helpers/upload-fixtures'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'
import { startTestS3, stopTestS3, storedBytes, TEST_BUCKETS, type TestS3 } from '../helpers/storage'

// With S3_* set, uploads live in S3-compatible storage (here s3rver), applicant
// files in their own private bucket, and everything is still served by Payload's access-checked
// file route.

let payload: Payload
let s3: TestS3
let a: ApplicantUser
let b: ApplicantUser
let staff: Record<'admissions' | 'editor', Staff>
let proof: { id: number | string; filename: string }

const SITE = 'http://localhost:3000'
const jpegFile = (data: Buffer, name: string) => ({
  data,
  name,
  mimetype: 'image/jpeg',
  size: data.length,
})

/** GET /api/cms/<url> through the app's route handler, as Next.js calls it. */
async function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  const { REST_GET } = await import('@payloadcms/next/routes')
  const { default: config } = await import('@/payload.config')
  const slug = url.split('?')[0]!.split('/').map(decodeURIComponent)
  return guardCmsRoute(REST_GET(config))(new Request(`${SITE}/api/cms/${url}`, { headers }), {
    params: Promise.resolve({ slug }),
  })
}

const tokenOf = async (user: ApplicantUser | Staff, collection: 'applicants' | 'users') => {
  const password = collection === 'applicants' ? 'Kata-Sandi-Uji-2026' : 'Rahasia-Sekali-123'
  return {
    Authorization: `JWT ${await sessionToken(payload, collection, (user as { email: string }).email, password)}`,
  }
}

/** An answer, headers and body, as text: what must never name the bucket or the S3 server. */
const answerText = async (response: Response) =>
  `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${await response.clone().text()}`
const mentionsStorage = (text: string) =>
  text.includes(s3.endpoint) ||
  text.includes(TEST_BUCKETS.media) ||
  text.includes(TEST_BUCKETS.private)

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())
const removeObject = (bucket: string, key: string) =>
  fetch(`${s3.endpoint}/${bucket}/${key}`, { method: 'DELETE' })

beforeAll(async () => {
  s3 = await startTestS3()
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan', 'banner'])
  a = await createApplicant(payload, 'ayu.s3@contoh.id', 'Ayu Lestari')
  b = await createApplicant(payload, 'bima.s3@contoh.id', 'Bima Sakti')
  staff = {
    admissions: await createStaff(payload, 'admissions'),
    editor: await createStaff(payload, 'editor'),
  }
  for (const user of [a, b]) expect((await chooseTrack(payload, user, 'reguler')).ok).toBe(true)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  await stopTestS3()
})

describe('media and documents on S3', () => {
  let photo: Media

  it('stores the WebP original and every image size under media/, and nothing on the server’s disk', async () => {
    photo = await payload.create({
      collection: 'media',
      data: { alt: 'Gedung rektorat' },
      file: jpegFile(await f.plainJpeg(2000, 1000), 'gedung rektorat.jpg'),
      overrideAccess: true,
    })
    const sizes = photo.sizes as Record<
      'thumbnail' | 'card' | 'hero',
      { filename: string; width: number; mimeType: string; url: string }
    >
    expect(Object.values(sizes).map((s) => s.width)).toEqual([400, 768, 1600])
    const names = [photo.filename!, ...Object.values(sizes).map((s) => s.filename)]
    expect(await s3.keys(TEST_BUCKETS.media, 'media/')).toEqual(
      expect.arrayContaining(names.map((n) => `media/${n}`)),
    )
    // Each stored object is the image Payload made: the original re-encoded as WebP, the sizes
    // resized (in the upload's own format, as without S3).
    expect(photo.mimeType).toBe('image/webp')
    for (const image of [
      { filename: photo.filename!, width: 2000, mimeType: photo.mimeType },
      ...Object.values(sizes),
    ]) {
      const meta = await sharp((await storedBytes(payload, 'media', image.filename))!).metadata()
      expect([image.filename, `image/${meta.format}`, meta.width]).toEqual([
        image.filename,
        image.mimeType,
        image.width,
      ])
    }
    expect(fs.existsSync(env().mediaDir) ? fs.readdirSync(env().mediaDir) : []).toEqual([])
    // URLs point at the app's file route, never at the bucket.
    expect(photo.url).toBe(`${SITE}/api/cms/media/file/${encodeURIComponent(photo.filename!)}`)
    expect(sizes.card.url).toBe(
      `${SITE}/api/cms/media/file/${encodeURIComponent(sizes.card.filename)}`,
    )
    expect(mentionsStorage(JSON.stringify(photo))).toBe(false)
  })

  it('serves them through the file route with their type, length, ranges and an ETag', async () => {
    const stored = (await storedBytes(payload, 'media', photo.filename!))!
    const whole = await get(`media/file/${photo.filename}`)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('image/webp')
    expect(whole.headers.get('content-length')).toBe(String(stored.length))
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(mentionsStorage(await answerText(whole))).toBe(false)
    expect((await bytesOf(whole)).equals(stored)).toBe(true)

    const part = await get(`media/file/${photo.filename}`, { Range: 'bytes=0-9' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${stored.length}`)
    expect((await bytesOf(part)).equals(stored.subarray(0, 10))).toBe(true)

    const etag = whole.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect((await get(`media/file/${photo.filename}`, { 'If-None-Match': etag! })).status).toBe(304)
  })

  it('uploads the seeded demo images to the bucket', async () => {
    const banners = await payload.find({
      collection: 'banners',
      depth: 1,
      pagination: false,
      overrideAccess: true,
    })
    expect(banners.docs.length).toBeGreaterThan(1)
    const keys = await s3.keys(TEST_BUCKETS.media, 'media/')
    for (const banner of banners.docs)
      expect(keys).toContain(`media/${(banner.image as Media).filename}`)
  })

  it('stores a document under documents/ and serves it as a PDF', async () => {
    const doc = await payload.create({
      collection: 'documents',
      data: { title: 'Brosur S3', kind: 'brosur' },
      file: {
        data: f.pdf(),
        name: 'brosur-s3.pdf',
        mimetype: 'application/pdf',
        size: f.pdf().length,
      },
      overrideAccess: true,
    })
    expect(await s3.keys(TEST_BUCKETS.media, 'documents/')).toContain(`documents/${doc.filename}`)
    const response = await get(`documents/file/${doc.filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect((await bytesOf(response)).subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('deletes the original and every size from the bucket with the media document', async () => {
    const doomed = await payload.create({
      collection: 'media',
      data: { alt: 'Dihapus' },
      file: jpegFile(await f.plainJpeg(900, 600), 'hapus.jpg'),
      overrideAccess: true,
    })
    const names = [
      doomed.filename!,
      ...Object.values(doomed.sizes ?? {})
        .map((s) => s?.filename)
        .filter(Boolean),
    ]
    expect(names).toHaveLength(3)
    await payload.delete({ collection: 'media', id: doomed.id, overrideAccess: true })
    const keys = await s3.keys(TEST_BUCKETS.media)
    expect(names.filter((n) => keys.includes(`media/${n}`))).toEqual([])
  })
})

describe('applicant files in the private bucket', () => {
  it('stores the re-encoded payment proof in the private bucket under applicant-files/ only', async () => {
    const result = await storeApplicantFile({
      payload,
      user: a,
      kind: 'payment_proof',
      file: jpegFile(await f.jpegWithExif(64, 32), 'bukti transfer.jpg'),
    })
    expect(result).toMatchObject({ ok: true, file: { mimeType: 'image/jpeg' } })
    if (!result.ok) return
    proof = { id: result.file.id, filename: result.file.filename }
    expect(await s3.keys(TEST_BUCKETS.private)).toContain(`applicant-files/${proof.filename}`)
    expect((await s3.keys(TEST_BUCKETS.media)).filter((k) => k.endsWith(proof.filename))).toEqual(
      [],
    )
    // The upload checks ran before the bucket saw the file: no EXIF, turned upright.
    const stored = (await storedBytes(payload, 'applicant-files', proof.filename))!
    const meta = await sharp(stored).metadata()
    expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 32, 64])
    expect(stored.includes(Buffer.from('Rahasia'))).toBe(false)
    expect(fs.existsSync(env().privateDir)).toBe(false)
  })

  it('serves it to its owner and admissions staff with the private headers, and to nobody else', async () => {
    const stored = (await storedBytes(payload, 'applicant-files', proof.filename))!
    const url = `applicant-files/file/${proof.filename}`
    for (const headers of [
      await tokenOf(a, 'applicants'),
      await tokenOf(staff.admissions, 'users'),
    ]) {
      const response = await get(url, headers)
      expect(response.status).toBe(200)
      expect(
        Object.fromEntries(
          [
            'content-type',
            'x-content-type-options',
            'content-disposition',
            'cache-control',
            'cross-origin-resource-policy',
          ].map((h) => [h, response.headers.get(h)]),
        ),
      ).toEqual({
        'content-type': 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'content-disposition': 'inline',
        'cache-control': 'private, no-store',
        'cross-origin-resource-policy': 'same-origin',
      })
      expect(response.headers.get('content-security-policy')).toContain('sandbox')
      expect(mentionsStorage(await answerText(response))).toBe(false)
      expect((await bytesOf(response)).equals(stored)).toBe(true)
    }
    const part = await get(url, { ...(await tokenOf(a, 'applicants')), Range: 'bytes=2-5' })
    expect([
      part.status,
      part.headers.get('cache-control'),
      part.headers.get('content-range'),
    ]).toEqual([206, 'private, no-store', `bytes 2-5/${stored.length}`])

    for (const headers of [
      await tokenOf(b, 'applicants'),
      await tokenOf(staff.editor, 'users'),
      {},
    ]) {
      const response = await get(url, headers)
      expect([403, 404]).toContain(response.status)
      expect(mentionsStorage(await answerText(response))).toBe(false)
      expect((await bytesOf(response)).includes(stored.subarray(0, 64))).toBe(false)
    }
  })

  it('answers an unsatisfiable range with 416 and the same private headers', async () => {
    const response = await get(`applicant-files/file/${proof.filename}`, {
      ...(await tokenOf(a, 'applicants')),
      Range: 'bytes=999999-',
    })
    expect([
      response.status,
      response.headers.get('cache-control'),
      response.headers.get('x-content-type-options'),
    ]).toEqual([416, 'private, no-store', 'nosniff'])
  })

  it('refuses a hostile upload before anything reaches the bucket', async () => {
    const before = await s3.keys(TEST_BUCKETS.private)
    expect(
      await storeApplicantFile({
        payload,
        user: b,
        kind: 'payment_proof',
        file: jpegFile(f.executable(), 'bukti.jpg'),
      }),
    ).toEqual({ ok: false, status: 415, message: REFUSALS.type.message })
    expect(await s3.keys(TEST_BUCKETS.private)).toEqual(before)
  })

  it('puts the applicant’s files into “Unduh semua data saya” from the bucket', async () => {
    const { zip } = await buildApplicantExport(payload, a)
    const entries = unzipSync(zip)
    expect(
      Buffer.from(entries['berkas/bukti-pembayaran-1.jpg']!).equals(
        (await storedBytes(payload, 'applicant-files', proof.filename))!,
      ),
    ).toBe(true)
  })

  it('purges an unused file’s object from the bucket and keeps the attached one', async () => {
    const unused = await payload.create({
      collection: 'applicant-files',
      data: { owner: a.id as number, kind: 'skck' },
      file: jpegFile(await f.plainJpeg(), 'skck.jpg'),
      overrideAccess: false,
      user: a as never,
    })
    expect(await s3.keys(TEST_BUCKETS.private)).toContain(`applicant-files/${unused.filename}`)
    expect(
      await purgeUnattachedFiles(payload, undefined, Date.now() + 2 * 24 * 60 * 60 * 1000),
    ).toBe(1)
    const keys = await s3.keys(TEST_BUCKETS.private)
    expect(keys).not.toContain(`applicant-files/${unused.filename}`)
    expect(keys).toContain(`applicant-files/${proof.filename}`)
  })
})

describe('missing files', () => {
  const notFound = async (response: Response) => [
    response.status,
    response.headers.get('content-type'),
    ((await response.json()) as { errors: { message: string }[] }).errors[0]!.message,
  ]

  it('answers a name nobody uploaded with a JSON 404', async () => {
    expect(await notFound(await get('media/file/tidak-ada.webp'))).toEqual([
      404,
      'application/json',
      'Berkas tidak ditemukan.',
    ])
    expect(await notFound(await get('documents/file/tidak-ada.pdf'))).toEqual([
      404,
      'application/json',
      'Berkas tidak ditemukan.',
    ])
  })

  it('answers a media file whose object is gone with a JSON 404, not a 500', async () => {
    const lost = await payload.create({
      collection: 'media',
      data: { alt: 'Hilang' },
      file: jpegFile(await f.plainJpeg(), 'hilang.jpg'),
      overrideAccess: true,
    })
    expect((await removeObject(TEST_BUCKETS.media, `media/${lost.filename}`)).status).toBe(204)
    expect(await notFound(await get(`media/file/${lost.filename}`))).toEqual([
      404,
      'application/json',
      'Berkas tidak ditemukan.',
    ])
  })

  it('answers staff asking for an applicant file whose object is gone with a JSON 404 that is not cached', async () => {
    const result = await storeApplicantFile({
      payload,
      user: b,
      kind: 'photo',
      file: jpegFile(await f.plainJpeg(), 'foto.jpg'),
    })
    if (!result.ok) throw new Error(result.message)
    await removeObject(TEST_BUCKETS.private, `applicant-files/${result.file.filename}`)
    const response = await get(
      `applicant-files/file/${result.file.filename}`,
      await tokenOf(staff.admissions, 'users'),
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await notFound(response)).toEqual([404, 'application/json', 'Berkas tidak ditemukan.'])
  })

  it('never reads outside the collection’s prefix', async () => {
    const doc = await payload.find({ collection: 'documents', limit: 1, overrideAccess: true })
    const name = doc.docs[0]!.filename!
    // A document's name through the media route is looked up under media/ only.
    expect((await get(`media/file/${name}`)).status).toBe(404)
    for (const url of [
      `media/file/..%2Fdocuments%2F${name}`,
      `media/file/..%5Cdocuments%5C${name}`,
      `applicant-files/file/..%2F..%2Fmedia%2F${name}`,
    ]) {
      const response = await get(url)
      expect(response.status).toBe(403)
      expect((await bytesOf(response)).subarray(0, 5).toString()).not.toBe('%PDF-')
    }
  })
})
