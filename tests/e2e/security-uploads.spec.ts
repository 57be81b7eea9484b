import fs from 'node:fs'
import path from 'node:path'
import { svgRunningAsHtml } from '../helpers/upload-fixtures'
import { adminGet, adminHeaders } from './admin-api'
import { expect, test, type APIRequestContext } from './fixtures'

/*
 * Stored XSS through an upload (editor → admin): an SVG that passes Payload's SVG inspection,
 * uploaded by an editor as `logo.html`, was stored under that name, served as `text/html`, and
 * the app server wrote the page nonce into its `<script>`: an admin who opened the file ran the
 * editor's script, which made the editor an admin. Here the script tries the same.
 */

const FILE_POLICY_PARTS = ["default-src 'none'", 'sandbox']

/** A new editor (made by this worker's admin) and the script that would promote them. */
async function editorAndTheirScript(request: APIRequestContext) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const editor = { email: `editor-berkas-${stamp}@utb.test`, password: 'Lembayung-Senja-Merapi' }
  const created = await request.post('/api/cms/users', {
    headers: await adminHeaders(request),
    data: { ...editor, name: 'Editor Berkas', role: 'editor' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  // Synchronous: had the script run, its PATCH was answered before the page finished loading.
  const script =
    `var x=new XMLHttpRequest();x.open("PATCH","/api/cms/users/${id}",false);` +
    `x.setRequestHeader("Content-Type","application/json");x.send('{"role":"admin"}')`
  const roleNow = async () =>
    ((await (await adminGet(request, `/api/cms/users/${id}`)).json()) as { role: string }).role
  return { editor, stamp, script, roleNow }
}

test('an SVG an editor uploads as logo.html runs nothing when an admin opens it', async ({
  page,
  request,
  expectPageError,
}) => {
  // Chromium refuses every script in the sandboxed file, the test runner's own page hooks
  // included, and says so in the console.
  expectPageError(
    /Blocked script execution in '[^']+\.svg' because the document's frame is sandboxed/,
    {
      optional: true,
    },
  )
  const { editor, stamp, script, roleNow } = await editorAndTheirScript(request)
  const uploaded = await request.post('/api/cms/media', {
    headers: await adminHeaders(request, editor),
    multipart: {
      file: {
        name: `logo-${stamp}.html`,
        mimeType: 'image/svg+xml',
        buffer: svgRunningAsHtml(script),
      },
      _payload: JSON.stringify({ alt: 'Logo mitra' }),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { doc } = (await uploaded.json()) as { doc: { url: string; filename: string } }

  // The admin, signed in in this browser (page.request shares its cookies), opens the file.
  await adminHeaders(page.request)
  const opened = await page.goto(new URL(doc.url, 'http://x').pathname)
  expect(await roleNow(), 'the editor is still an editor').toBe('editor')

  expect(doc.filename).toBe(`logo-${stamp}.svg`)
  const headers = opened!.headers()
  expect(headers['content-type']).toBe('image/svg+xml')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['content-disposition']).toBe('inline')
  for (const part of FILE_POLICY_PARTS) expect(headers['content-security-policy']).toContain(part)
  expect(headers['content-security-policy']).not.toContain('nonce-')
})

test('a page stored under its own name before is a sandboxed download without the nonce', async ({
  page,
  request,
}) => {
  const { stamp, script, roleNow } = await editorAndTheirScript(request)
  // Put where the file route finds it, as a file kept from before names followed content.
  const name = `lama-${stamp}.html`
  const mediaDir = process.env.MEDIA_DIR || path.join(process.env.DATA_DIR!, 'media')
  fs.writeFileSync(path.join(mediaDir, name), svgRunningAsHtml(script))
  const url = `/api/cms/media/file/${name}`

  const answer = await request.get(url)
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-disposition']).toBe('attachment')
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')
  for (const part of FILE_POLICY_PARTS)
    expect(answer.headers()['content-security-policy']).toContain(part)
  expect(await answer.text(), 'no nonce written into a file').not.toContain('nonce=')

  await adminHeaders(page.request)
  const download = page.waitForEvent('download')
  await expect(page.goto(url)).rejects.toThrow(/Download is starting/)
  await (await download).cancel()
  expect(await roleNow(), 'the editor is still an editor').toBe('editor')
})
