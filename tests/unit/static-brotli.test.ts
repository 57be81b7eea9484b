import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { createStaticBrotli, staticFileOf } from '@/lib/static-brotli'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-static-br-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

function file(relative: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true })
  fs.writeFileSync(path.join(dir, relative), content)
}

describe('issue 15 §5 static files compressed once', () => {
  it('names only files inside the static folder', () => {
    expect(staticFileOf(dir, '/_next/static/chunks/a.js')).toBe(path.join(dir, 'chunks/a.js'))
    expect(staticFileOf(dir, '/_next/static/../BUILD_ID')).toBeNull()
    expect(staticFileOf(dir, '/_next/static/%2e%2e/BUILD_ID')).toBeNull()
    expect(staticFileOf(dir, '/_next/static/%E0%A4%A')).toBeNull()
    expect(staticFileOf(dir, '/robots.txt')).toBeNull()
  })

  it('keeps brotli copies of the text files worth compressing, and nothing else', async () => {
    const script = 'self.__chunk = ' + JSON.stringify('kampus '.repeat(500)) + '\n'
    file('chunks/app-1a2b.js', script)
    file('css/site-3c4d.css', 'body{color:#102f80}'.repeat(100))
    file('chunks/tiny.js', 'x')
    file('media/font.woff2', Buffer.alloc(4096, 7))
    const copies = createStaticBrotli(dir)
    await copies.ready
    const js = copies.get('/_next/static/chunks/app-1a2b.js')
    expect(js?.type).toBe('application/javascript; charset=UTF-8')
    expect(zlib.brotliDecompressSync(js!.body).toString()).toBe(script)
    expect(copies.get('/_next/static/css/site-3c4d.css')?.type).toBe('text/css; charset=UTF-8')
    expect(copies.get('/_next/static/chunks/tiny.js')).toBeUndefined()
    expect(copies.get('/_next/static/media/font.woff2')).toBeUndefined()
    expect(copies.get('/_next/static/chunks/missing.js')).toBeUndefined()
  })

  it('serves nothing, and fails nothing, for a build without static files', async () => {
    const copies = createStaticBrotli(path.join(dir, 'absent'))
    await expect(copies.ready).resolves.toBeUndefined()
    expect(copies.get('/_next/static/chunks/app-1a2b.js')).toBeUndefined()
  })
})
