import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed'
import { chooseTrack, findApplication } from '@/features/admissions/application/service'
import { storeApplicantFile, type UploadedFile } from '@/features/admissions/uploads/store'
import { REFUSALS } from '@/features/admissions/uploads/refusals'
import * as f from '../helpers/upload-fixtures'
import { storedBytes, storedNames } from '../helpers/storage'
import {
  createApplicant,
  createStaff,
  freshPayload,
  sessionToken,
  validationMessages,
  type ApplicantUser,
  type Staff,
} from '../helpers/payload'

let payload: Payload
let a: ApplicantUser
let b: ApplicantUser
let c: ApplicantUser
let staff: Record<'admin' | 'admissions' | 'editor', Staff>
let fileOfA: { id: number | string; filename: string }

const upload = (data: Buffer, name: string, mimetype = 'image/jpeg'): UploadedFile => ({
  data,
  name,
  mimetype,
  size: data.length,
})
const store = (
  user: ApplicantUser,
  kind: Parameters<typeof storeApplicantFile>[0]['kind'],
  file: UploadedFile,
) => storeApplicantFile({ payload, user, kind, file })
const storedFiles = () => storedNames(payload, 'applicant-files')

beforeAll(async () => {
  payload = await freshPayload()
  await seed(payload, () => {}, ['penerimaan'])
  a = await createApplicant(payload, 'ayu.berkas@contoh.id', 'Ayu Lestari')
  b = await createApplicant(payload, 'bima.berkas@contoh.id', 'Bima Sakti')
  c = await createApplicant(payload, 'citra.berkas@contoh.id', 'Citra Dewi')
  staff = {
    admin: await createStaff(payload, 'admin'),
    admissions: await createStaff(payload, 'admissions'),
    editor: await createStaff(payload, 'editor'),
  }
  for (const user of [a, b, c]) expect((await chooseTrack(payload, user, 'reguler')).ok).toBe(true)
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('storing genuine files', () => {
  it('re-encodes a phone photo as the payment proof: no EXIF, upright, random name, application moves on', async () => {
    const result = await store(
      a,
      'payment_proof',
      upload(await f.jpegWithExif(64, 32), 'IMG_2026 bukti transfer.jpg'),
    )
    expect(result).toMatchObject({ ok: true, file: { mimeType: 'image/jpeg' } })
    if (!result.ok) return
    expect(result.file.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
    expect(result.file.url).toBe(`/api/cms/applicant-files/file/${result.file.filename}`)
    const stored = (await storedBytes(payload, 'applicant-files', result.file.filename))!
    const meta = await sharp(stored).metadata()
    expect(meta.exif).toBeUndefined()
    expect([meta.width, meta.height]).toEqual([32, 64])
    expect(stored.includes(Buffer.from('Rahasia'))).toBe(false)
    const app = (await findApplication(payload, a))!
    expect(app.status).toBe('proof_uploaded')
    expect(app.paymentProof).toBe(result.file.id)
    fileOfA = { id: result.file.id, filename: result.file.filename }
  })

  it('takes a PNG as the photo and a PDF as a document, filling their slots and keeping the step', async () => {
    const app = (await findApplication(payload, a))!
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { currentStep: 3 },
      overrideAccess: false,
      user: a as never,
    })
    const photo = await store(a, 'photo', upload(await f.plainPng(), 'foto.png', 'image/png'))
    const diploma = await store(a, 'diploma', upload(f.pdf(), 'ijazah.pdf', 'application/pdf'))
    expect(photo).toMatchObject({ ok: true, file: { mimeType: 'image/png' } })
    expect(diploma).toMatchObject({ ok: true, file: { mimeType: 'application/pdf' } })
    const after = (await findApplication(payload, a))!
    expect(after.currentStep).toBe(3)
    expect(after.documents).toMatchObject({
      photo: photo.ok && photo.file.id,
      diploma: diploma.ok && diploma.file.id,
    })
  })

  it('refuses a PDF as the photo', async () => {
    expect(await store(a, 'photo', upload(f.pdf(), 'foto.pdf', 'application/pdf'))).toEqual({
      ok: false,
      status: 415,
      message: REFUSALS.imageOnly.message,
    })
  })
})

describe('hostile uploads', () => {
  it.each([
    ['an executable renamed .jpg', () => f.executable(), 'foto.jpg', 415, REFUSALS.type.message],
    ['an SVG with a script', () => f.svgWithScript(), 'bukti.svg', 415, REFUSALS.type.message],
    ['a file over 5 MB', () => f.oversized(), 'besar.jpg', 413, REFUSALS.tooLarge.message],
    ['a JPEG/ZIP polyglot', f.jpegZipPolyglot, 'bukti.jpg', 415, REFUSALS.imagePolyglot.message],
    [
      'a PDF with JavaScript',
      () => f.pdfWithJavaScript(),
      'bukti.pdf',
      415,
      REFUSALS.pdfActive.message,
    ],
  ] as const)(
    'refuses %s with a clear message and stores nothing',
    async (_, make, name, status, message) => {
      const before = await storedFiles()
      const appBefore = (await findApplication(payload, b))!
      expect(await store(b, 'payment_proof', upload(await make(), name))).toEqual({
        ok: false,
        status,
        message,
      })
      expect(await storedFiles()).toEqual(before)
      expect((await findApplication(payload, b))!.status).toBe(appBefore.status)
    },
  )

  it('refuses the same files on a direct Local API create (the collection hook, as on every route)', async () => {
    const create = (data: Buffer, name: string) =>
      payload.create({
        collection: 'applicant-files',
        data: { owner: b.id as number, kind: 'id_card' },
        file: upload(data, name),
        overrideAccess: false,
        user: b as never,
      })
    expect(await validationMessages(create(f.executable(), 'ktp.jpg'))).toBe(REFUSALS.type.message)
    expect(await validationMessages(create(await f.jpegWithZipInComment(), 'ktp.jpg'))).toBe(
      REFUSALS.imagePolyglot.message,
    )
    expect(await validationMessages(create(f.pdfWithHiddenJavaScript(), 'ktp.pdf'))).toBe(
      REFUSALS.pdfActive.message,
    )
  })

  it('never fetches a file from a URL for an applicant', async () => {
    const call = payload.create({
      collection: 'applicant-files',
      data: {
        owner: b.id as number,
        kind: 'id_card',
        url: 'https://example.com/ktp.jpg',
        filename: 'ktp.jpg',
      } as never,
      overrideAccess: false,
      user: b as never,
    })
    expect(await validationMessages(call)).toBe(REFUSALS.remote.message)
  })
})

describe('ownership and access', () => {
  it('keeps an upload with its uploader even when another owner is named', async () => {
    const data = await f.plainJpeg()
    const doc = await payload.create({
      collection: 'applicant-files',
      data: { owner: a.id as number, kind: 'id_card' },
      file: upload(data, 'ktp.jpg'),
      overrideAccess: false,
      user: b as never,
      depth: 0,
    })
    expect(doc.owner).toBe(b.id)
  })

  it('lets only the owner, admissions staff and admins read a file', async () => {
    const read = (user: object | undefined) =>
      payload
        .find({
          collection: 'applicant-files',
          where: { id: { equals: fileOfA.id } },
          overrideAccess: false,
          user: user as never,
          depth: 0,
        })
        .then(
          (r) => r.docs.length,
          (error: { status?: number }) => (error.status === 403 ? 'forbidden' : error),
        )
    expect(await read(a)).toBe(1)
    expect(await read(staff.admissions)).toBe(1)
    expect(await read(staff.admin)).toBe(1)
    expect(await read(b)).toBe(0)
    expect(await read(staff.editor)).toBe('forbidden')
    expect(await read(undefined)).toBe('forbidden')
    await expect(
      payload.findByID({
        collection: 'applicant-files',
        id: fileOfA.id,
        overrideAccess: false,
        user: b as never,
      }),
    ).rejects.toMatchObject({ status: 404 })
    const search = await payload.find({
      collection: 'applicant-files',
      where: { filename: { equals: fileOfA.filename } },
      overrideAccess: false,
      user: b as never,
    })
    expect(search.totalDocs).toBe(0)
  })

  it('lets no applicant change or delete a stored file', async () => {
    await expect(
      payload.update({
        collection: 'applicant-files',
        id: fileOfA.id,
        data: { kind: 'skck' },
        overrideAccess: false,
        user: a as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.delete({
        collection: 'applicant-files',
        id: fileOfA.id,
        overrideAccess: false,
        user: a as never,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

describe('when uploads close', () => {
  it('keeps the verified payment proof and the submitted form as they are', async () => {
    const app = (await findApplication(payload, c))!
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'payment_verified' },
      overrideAccess: true,
    })
    const jpeg = await f.plainJpeg()
    expect(await store(c, 'payment_proof', upload(jpeg, 'bukti.jpg'))).toEqual({
      ok: false,
      status: 400,
      message: 'Pembayaran Anda sudah diverifikasi; bukti pembayaran tidak dapat diganti lagi.',
    })
    expect(await store(c, 'id_card', upload(jpeg, 'ktp.jpg'))).toMatchObject({ ok: true })
    await payload.update({
      collection: 'applications',
      id: app.id,
      data: { status: 'submitted' },
      overrideAccess: true,
    })
    const before = await storedFiles()
    expect(await store(c, 'id_card', upload(jpeg, 'ktp.jpg'))).toEqual({
      ok: false,
      status: 400,
      message: 'Formulir sudah dikirim; berkas tidak dapat diubah lagi.',
    })
    expect(await storedFiles()).toEqual(before)
  })

  it('asks for a track first', async () => {
    const d = await createApplicant(payload, 'dian.berkas@contoh.id')
    expect(await store(d, 'photo', upload(await f.plainJpeg(), 'foto.jpg'))).toEqual({
      ok: false,
      status: 400,
      message: 'Pilih jalur pendaftaran terlebih dahulu.',
    })
  })
})

describe("Payload's REST routes", () => {
  // The handlers behind /api/cms/[...slug], called as Next.js would call them.
  const rest = async () => {
    const [{ REST_GET, REST_POST }, { default: config }] = await Promise.all([
      import('@payloadcms/next/routes'),
      import('@/payload.config'),
    ])
    return { GET: REST_GET(config), POST: REST_POST(config) }
  }
  const call = (
    handler: (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>,
    url: string,
    init?: RequestInit,
  ) =>
    handler(new Request(`http://localhost:3000/api/cms/${url}`, init), {
      params: Promise.resolve({ slug: url.split('?')[0]!.split('/') }),
    })
  const tokenOf = async (user: ApplicantUser | Staff, collection: 'applicants' | 'users') => {
    const password = collection === 'applicants' ? 'Kata-Sandi-Uji-2026' : 'Rahasia-Sekali-123'
    const token = await sessionToken(
      payload,
      collection,
      (user as { email: string }).email,
      password,
    )
    return { Authorization: `JWT ${token}` }
  }
  const multipart = (data: Buffer, name: string, fields: object) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name)
    form.append('_payload', JSON.stringify(fields))
    return form
  }

  it('refuses hostile uploads to /api/cms/applicant-files with the same messages, never a 500', async () => {
    const { POST } = await rest()
    const headers = await tokenOf(b, 'applicants')
    for (const [data, message] of [
      [f.executable(), REFUSALS.type.message],
      [f.svgWithScript(), REFUSALS.type.message],
      [await f.jpegZipPolyglot(), REFUSALS.imagePolyglot.message],
      [f.pdfWithJavaScript(), REFUSALS.pdfActive.message],
      [f.oversized(), REFUSALS.tooLarge.message],
    ] as const) {
      const response = await call(POST, 'applicant-files', {
        method: 'POST',
        headers,
        body: multipart(data, 'bukti.jpg', { kind: 'payment_proof', owner: a.id }),
      })
      expect(response.status).toBe(400)
      expect(JSON.stringify(await response.json())).toContain(message)
    }
    const ok = await call(POST, 'applicant-files', {
      method: 'POST',
      headers,
      body: multipart(await f.jpegWithExif(), 'x.jpg', { kind: 'payment_proof', owner: a.id }),
    })
    expect(ok.status).toBe(201)
    const { doc } = (await ok.json()) as {
      doc: { owner: number | { id: number }; filename: string }
    }
    expect(typeof doc.owner === 'object' ? doc.owner.id : doc.owner).toBe(b.id)
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.jpg$/)
  })

  it('serves a file only to its owner and admissions staff, as a non-sniffable inline image', async () => {
    const { GET } = await rest()
    const get = async (headers: Record<string, string>) =>
      call(GET, `applicant-files/file/${fileOfA.filename}`, { headers })
    const owner = await get(await tokenOf(a, 'applicants'))
    expect(owner.status).toBe(200)
    expect(owner.headers.get('content-type')).toBe('image/jpeg')
    expect(owner.headers.get('x-content-type-options')).toBe('nosniff')
    expect(owner.headers.get('content-disposition')).toBe('inline')
    expect(owner.headers.get('cache-control')).toBe('private, no-store')
    expect((await get(await tokenOf(staff.admissions, 'users'))).status).toBe(200)
    for (const headers of [
      await tokenOf(b, 'applicants'),
      await tokenOf(staff.editor, 'users'),
      {},
    ]) {
      expect([403, 404]).toContain((await get(headers)).status)
    }
  })
})
