import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { absoluteUrls, createStylesheetInliner, styleElement } from '@/lib/inline-stylesheet'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kampus-inline-css-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
fs.mkdirSync(path.join(dir, 'chunks'))
fs.writeFileSync(
  path.join(dir, 'chunks/site.css'),
  '@font-face{src:url(../media/jakarta.woff2)format("woff2")}body{color:#102f80}',
)
fs.writeFileSync(path.join(dir, 'chunks/big.css'), `body{color:red}${' '.repeat(2048)}`)
fs.writeFileSync(path.join(dir, 'chunks/evil.css'), 'a{content:"</style><script>"}')

const link = (href: string, rest = ' data-precedence="next"/') =>
  `<link rel="stylesheet" href="${href}"${rest}>`
const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body>Hai</body></html>`

describe('issue 15 §6 the site stylesheet written into the page', () => {
  it('makes relative URLs absolute against the stylesheet, and leaves the others', () => {
    const href = '/_next/static/chunks/site.css'
    expect(absoluteUrls('a{b:url(../media/f.woff2)}', href)).toBe(
      'a{b:url(/_next/static/media/f.woff2)}',
    )
    expect(absoluteUrls(`a{b:url("x.png?v=1#i")}`, href)).toBe(
      'a{b:url("/_next/static/chunks/x.png?v=1#i")}',
    )
    for (const kept of [
      'url(/logo.png)',
      'url(data:image/png;base64,AA)',
      'url(https://a.b/c)',
      'url(#g)',
    ])
      expect(absoluteUrls(`a{b:${kept}}`, href)).toBe(`a{b:${kept}}`)
  })

  it('refuses text that would close the style element early', () => {
    expect(styleElement('a{content:"</STYLE>"}')).toBeNull()
    expect(styleElement('a{b:c}')).toBe('<style data-href-inline>a{b:c}</style>')
  })

  it('inlines the build stylesheet and keeps its link as print-only for React to adopt', () => {
    const inline = createStylesheetInliner(dir)
    const html = inline(page(link('/_next/static/chunks/site.css')))
    expect(html).toContain(
      '<style data-href-inline>@font-face{src:url(/_next/static/media/jakarta.woff2)format("woff2")}' +
        'body{color:#102f80}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/site.css" media="print" data-precedence="next"/>',
    )
    // Nothing else in the page moves.
    expect(html.replace(/<style[^]*?<\/style>/, '').replace(' media="print"', '')).toBe(
      page(link('/_next/static/chunks/site.css')),
    )
  })

  it('leaves a link alone when it is too large, unsafe, missing, outside the build or already has a media', () => {
    const inline = createStylesheetInliner(dir, 1024)
    for (const head of [
      link('/_next/static/chunks/big.css'),
      link('/_next/static/chunks/evil.css'),
      link('/_next/static/chunks/gone.css'),
      link('/_next/static/../BUILD_ID.css'),
      link('https://cdn.example/site.css'),
      link('/_next/static/chunks/site.css', ' media="screen"/'),
    ])
      expect(inline(page(head))).toBe(page(head))
  })
})
