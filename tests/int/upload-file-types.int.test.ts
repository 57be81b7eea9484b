import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expectLoggedError } from '../helpers/logged-errors'
import * as f from '../helpers/upload-fixtures'
import { storedNames } from '../helpers/storage'
import { createStaff, freshPayload, sessionToken, type Staff } from '../helpers/payload'

/*
 * An editor's upload is stored under the type its content has, whatever name and type the
 * upload claimed, and the file route serves what it stores as inert content. Stored as
 * `logo.html`, svgRunningAsHtml was served as a web page, and its script ran.
 */

let payload: Payload
let editor: Staff
let headers: Record<string, string>

type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let GET: Handler
let POST: Handler

// The handlers behind /api/cms/[...slug], called as Next.js would call them.
const call = (handler: Handler, url: string, init?: RequestInit) =>
  handler(new Request(`http://localhost:3000/api/cms/${url}`, init), {
    params: Promise.resolve({ slug: url.split('?')[0]!.split('/') }),
  })

type Stored = { filename: string; mimeType: string; url: string }

/** Uploads `data` as the editor through the REST route, named and typed as the browser said. */
async function upload(collection: 'media' | 'documents', data: Buffer, name: string, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append(
    '_payload',
    JSON.stringify(collection === 'media' ? { alt: 'Logo' } : { title: 'Berkas', kind: 'logo' }),
  )
  return call(POST, collection, { method: 'POST', headers, body: form })
}

async function stored(collection: 'media' | 'documents', data: Buffer, name: string, type: string) {
  const response = await upload(collection, data, name, type)
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { doc: Stored }).doc
}

beforeAll(async () => {
  payload = await freshPayload()
  editor = await createStaff(payload, 'editor')
  const token = await sessionToken(payload, 'users', 'editor@utb.test', 'Rahasia-Sekali-123')
  headers = { Authorization: `JWT ${token}` }
  const [routes, { default: config }] = await Promise.all([
    import('@payloadcms/next/routes'),
    import('@/payload.config'),
  ])
  GET = routes.REST_GET(config) as Handler
  POST = routes.REST_POST(config) as Handler
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
})

describe('the stored name and type follow the content', () => {
  it('stores the SVG uploaded as logo.html as logo.svg, image/svg+xml, whatever type was declared', async () => {
    expect(editor.role).toBe('editor')
    const svg = f.svgRunningAsHtml()
    const declaredSvg = await stored('media', svg, 'logo.html', 'image/svg+xml')
    expect(declaredSvg).toMatchObject({ filename: 'logo.svg', mimeType: 'image/svg+xml' })
    expect(declaredSvg.url).toMatch(/\/api\/cms\/media\/file\/logo\.svg$/)
    const declaredHtml = await stored('media', svg, 'spanduk.htm', 'text/html')
    expect(declaredHtml).toMatchObject({ filename: 'spanduk.svg', mimeType: 'image/svg+xml' })
    const names = await storedNames(payload, 'media')
    expect(names).toEqual(expect.arrayContaining(['logo.svg', 'spanduk.svg']))
    expect(names.filter((name) => /\.html?$/.test(name))).toEqual([])
  })

  it('names a PDF .pdf and a PNG .png in documents, whatever extension they came with', async () => {
    expect(await stored('documents', f.pdf(), 'laporan.html', 'application/pdf')).toMatchObject({
      filename: 'laporan.pdf',
      mimeType: 'application/pdf',
    })
    expect(
      await stored('documents', await f.plainPng(), 'lambang.svg', 'image/svg+xml'),
    ).toMatchObject({ filename: 'lambang.png', mimeType: 'image/png' })
  })

  it('still refuses an SVG with a script, under any name, with a 400', async () => {
    expectLoggedError(/SVG file contains potentially harmful content/)
    for (const name of ['ikon.png', 'ikon.html', 'ikon.svg']) {
      const response = await upload('media', f.svgWithScript(), name, 'image/png')
      expect(response.status, name).toBe(400)
    }
    expect((await storedNames(payload, 'media')).filter((n) => n.startsWith('ikon'))).toEqual([])
  })
})

describe('the file route serves stored files inert', () => {
  const fileHeaders = async (collection: string, name: string) => {
    const response = await call(GET, `${collection}/file/${name}`)
    expect(response.status, name).toBe(200)
    await response.arrayBuffer()
    return response.headers
  }

  it('shows an SVG inline in a sandbox without scripts, never sniffed', async () => {
    const served = await fileHeaders('media', 'logo.svg')
    expect(served.get('content-type')).toBe('image/svg+xml')
    expect(served.get('x-content-type-options')).toBe('nosniff')
    expect(served.get('content-disposition')).toBe('inline')
    const csp = served.get('content-security-policy') ?? ''
    expect(csp).toMatch(/(^|; )sandbox($|;)/)
    expect(csp).toContain("default-src 'none'")
  })

  // A file kept from before names followed content, placed on disk (with TEST_S3 there is no folder).
  it.skipIf(process.env.TEST_S3 === '1')(
    'sends a page stored under its own name before as a sandboxed download',
    async () => {
      const dir = payload.collections.media.config.upload.staticDir!
      fs.writeFileSync(path.join(dir, 'lama.html'), f.svgRunningAsHtml())
      const served = await fileHeaders('media', 'lama.html')
      expect(served.get('content-disposition')).toBe('attachment')
      expect(served.get('x-content-type-options')).toBe('nosniff')
      expect(served.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/)
    },
  )

  it('shows a PDF inline (its viewer needs no sandbox) and sends anything else as a download', async () => {
    const pdf = await fileHeaders('documents', 'laporan.pdf')
    expect(pdf.get('content-type')).toBe('application/pdf')
    expect(pdf.get('content-disposition')).toBe('inline')
    const zip = await stored('documents', f.zipArchive(), 'arsip.zip', 'application/zip')
    const archive = await fileHeaders('documents', zip.filename)
    expect(archive.get('content-disposition')).toBe('attachment')
    expect(archive.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/)
  })
})
