import { crc32 } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import {
  describeFileType,
  formatFileSize,
  uploadFormats,
} from '@/features/admissions/uploads/display'
import { inspectUpload } from '@/features/admissions/uploads/inspect'
import { proofState } from '@/features/admissions/application/payment'
import { pdfProblem } from '@/features/admissions/uploads/pdf'
import { REFUSALS, statusForMessage } from '@/features/admissions/uploads/refusals'
import { sanitizeUpload } from '@/features/admissions/uploads/sanitize'
import { containsZip, jpegStructure, pngStructure } from '@/features/admissions/uploads/signatures'
import * as f from '../helpers/upload-fixtures'

const refusal = (run: Promise<unknown>) =>
  run.then(
    () => 'accepted',
    (error: Error) => error.message,
  )

describe('image structure', () => {
  it('accepts whole JPEGs and PNGs, including an EXIF thumbnail with its own end marker', async () => {
    expect(jpegStructure(await f.jpegWithExif())).toEqual({ ok: true })
    expect(jpegStructure(await f.plainJpeg(400, 300))).toEqual({ ok: true })
    expect(pngStructure(await f.plainPng())).toEqual({ ok: true })
    const withThumbnail = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#888' },
    })
      .jpeg()
      .withExif({ IFD0: { ImageDescription: 'x'.repeat(50) } })
      .toBuffer()
    expect(jpegStructure(withThumbnail)).toEqual({ ok: true })
  })

  it('finds data after the end of the picture, allowing only padding', async () => {
    expect(jpegStructure(await f.jpegZipPolyglot())).toEqual({ ok: false, reason: 'trailing' })
    expect(pngStructure(await f.pngWithTrailer())).toEqual({ ok: false, reason: 'trailing' })
    expect(jpegStructure(Buffer.concat([await f.plainJpeg(), Buffer.alloc(64)]))).toEqual({
      ok: true,
    })
  })

  it('calls a cut-off file truncated', async () => {
    const jpeg = await f.plainJpeg()
    expect(jpegStructure(jpeg.subarray(0, jpeg.length - 10))).toEqual({
      ok: false,
      reason: 'truncated',
    })
    const png = await f.plainPng()
    expect(pngStructure(png.subarray(0, png.length - 20))).toEqual({
      ok: false,
      reason: 'truncated',
    })
  })

  it('spots a ZIP anywhere in a file', async () => {
    expect(containsZip(f.zipArchive())).toBe(true)
    expect(containsZip(await f.jpegWithZipInComment())).toBe(true)
    expect(containsZip(await f.plainJpeg(1200, 900))).toBe(false)
    // "PK" followed by bytes no ZIP header has
    expect(
      containsZip(Buffer.from('xxPK\x03\x04\xff\xffPK\x05\x06\x01\x00\x00\x00', 'latin1')),
    ).toBe(false)
  })
})

describe('pdfProblem', () => {
  it('accepts a plain PDF', () => {
    expect(pdfProblem(f.pdf())).toBeNull()
    expect(pdfProblem(f.pdf('/OpenAction [3 0 R /Fit]'))).toBeNull()
  })

  it.each([
    ['JavaScript open action', f.pdfWithJavaScript, 'active'],
    ['hex-escaped JavaScript name', f.pdfWithEscapedJavaScript, 'active'],
    ['Launch action', f.pdfWithLaunch, 'active'],
    ['embedded file', f.pdfWithEmbeddedFile, 'active'],
    ['script in a compressed object stream', f.pdfWithHiddenJavaScript, 'active'],
    ['encryption', f.pdfEncrypted, 'encrypted'],
  ] as const)('refuses a PDF with %s', (_, make, problem) => {
    expect(pdfProblem(make())).toBe(problem)
  })

  it('refuses what is not a whole PDF, or has another file stuck to it', () => {
    expect(pdfProblem(Buffer.from('hello %PDF-1.4'))).toBe('broken')
    expect(pdfProblem(f.pdf().subarray(0, 120))).toBe('broken')
    expect(pdfProblem(Buffer.concat([f.pdf(), f.zipArchive()]))).toBe('polyglot')
    expect(
      pdfProblem(Buffer.concat([f.pdf(), Buffer.from('<html><script>alert(1)</script>')])),
    ).toBe('polyglot')
  })

  it('refuses an object stream it cannot look into', () => {
    const hidden = f
      .pdfWithHiddenJavaScript()
      .toString('latin1')
      .replace('/Filter /FlateDecode', '/Filter /LZWDecode')
    expect(pdfProblem(Buffer.from(hidden, 'latin1'))).toBe('broken')
  })
})

describe('inspectUpload', () => {
  it('takes the type from the content', async () => {
    await expect(inspectUpload(await f.plainJpeg())).resolves.toEqual({
      mime: 'image/jpeg',
      ext: 'jpg',
    })
    await expect(inspectUpload(await f.plainPng())).resolves.toEqual({
      mime: 'image/png',
      ext: 'png',
    })
    await expect(inspectUpload(f.pdf())).resolves.toEqual({ mime: 'application/pdf', ext: 'pdf' })
  })

  it.each([
    ['an executable', async () => f.executable(), REFUSALS.type.message],
    ['an SVG with a script', async () => f.svgWithScript(), REFUSALS.type.message],
    ['a ZIP', async () => f.zipArchive(), REFUSALS.type.message],
    ['a file over 5 MB', async () => f.oversized(), REFUSALS.tooLarge.message],
    ['an empty file', async () => Buffer.alloc(0), REFUSALS.empty.message],
    ['a JPEG/ZIP polyglot', f.jpegZipPolyglot, REFUSALS.imagePolyglot.message],
    ['a JPEG with a ZIP in a comment', f.jpegWithZipInComment, REFUSALS.imagePolyglot.message],
    ['a PNG with PHP after IEND', f.pngWithTrailer, REFUSALS.imagePolyglot.message],
    ['a PDF with JavaScript', async () => f.pdfWithJavaScript(), REFUSALS.pdfActive.message],
  ])('refuses %s with an Indonesian message', async (_, make, message) => {
    expect(await refusal(inspectUpload(await make()))).toBe(message)
  })

  it('accepts only images for a photo', async () => {
    expect(await refusal(inspectUpload(f.pdf(), { imageOnly: true }))).toBe(
      REFUSALS.imageOnly.message,
    )
    await expect(inspectUpload(await f.plainPng(), { imageOnly: true })).resolves.toMatchObject({
      ext: 'png',
    })
  })
})

describe('sanitizeUpload', () => {
  it('re-encodes images without metadata, upright, with a random name and the detected type', async () => {
    const original = await f.jpegWithExif(64, 32)
    const stored = await sanitizeUpload({
      data: original,
      mimetype: 'application/octet-stream',
      name: '../../evil.php',
      size: original.length,
    })
    expect(stored.name).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(stored.mimetype).toBe('image/jpeg')
    const meta = await sharp(stored.data).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
    expect([meta.width, meta.height]).toEqual([32, 64])
    expect(stored.data.includes(Buffer.from('Rahasia'))).toBe(false)
  })

  it('caps very large images at 3000 px', async () => {
    const big = await f.plainPng(4000, 1000)
    const stored = await sanitizeUpload({
      data: big,
      mimetype: 'image/png',
      name: 'a.png',
      size: big.length,
    })
    const meta = await sharp(stored.data).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 3000, 750])
  })

  it('keeps a clean PDF as it is, under a random .pdf name', async () => {
    const original = f.pdf()
    const stored = await sanitizeUpload({
      data: original,
      mimetype: 'image/jpeg',
      name: 'bukti.jpg',
      size: original.length,
    })
    expect(stored).toMatchObject({ mimetype: 'application/pdf', size: original.length })
    expect(stored.name).toMatch(/^[0-9a-f-]{36}\.pdf$/)
  })

  it('refuses an image whose declared canvas is huge', async () => {
    const png = await f.plainPng(10, 10)
    // Rewrite the IHDR size to 20000 x 20000 and its checksum: a 100-byte file declaring 400 megapixels.
    png.writeUInt32BE(20000, 16)
    png.writeUInt32BE(20000, 20)
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
    expect(
      await refusal(
        sanitizeUpload({ data: png, mimetype: 'image/png', name: 'x.png', size: png.length }),
      ),
    ).toBe(REFUSALS.imageHuge.message)
  })
})

it('maps refusal messages to HTTP statuses', () => {
  expect(statusForMessage(REFUSALS.tooLarge.message)).toBe(413)
  expect(statusForMessage(REFUSALS.type.message)).toBe(415)
  expect(statusForMessage('Something else')).toBe(400)
})

describe('file display', () => {
  it('describes a stored file in Indonesian units', () => {
    expect(describeFileType('image/jpeg', 250_880)).toBe('JPG, 245 KB')
    expect(describeFileType('application/pdf', 3 * 1024 * 1024 + 300_000)).toBe('PDF, 3,3 MB')
    expect(formatFileSize(900)).toBe('900 B')
    expect(uploadFormats(true)).toEqual({
      accept: '.jpg,.jpeg,.png',
      hint: 'JPG atau PNG, maks. 5 MB',
    })
    expect(uploadFormats(false).accept).toBe('.jpg,.jpeg,.png,.pdf')
  })
})

it('tells where the payment proof stands', () => {
  expect(proofState(null)).toBe('no_track')
  expect(proofState('registered')).toBe('none')
  expect(proofState('proof_uploaded')).toBe('waiting')
  expect(proofState('payment_rejected')).toBe('rejected')
  for (const status of [
    'payment_verified',
    'submitted',
    'test_scheduled',
    'accepted',
    'not_accepted',
  ] as const)
    expect(proofState(status)).toBe('verified')
})
