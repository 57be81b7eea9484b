import { describe, expect, it } from 'vitest'
import { DEFERRED, deferScripts } from '@/lib/defer-scripts'

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`
const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}</head><body>Hai${body}</body></html>`

describe('issue 15 §6 the framework scripts run after the first paint', () => {
  it('turns each chunk script into a low-priority preload and adds one loader to the head', () => {
    const html = deferScripts(page(chunk('a') + chunk('b'), chunk('c')))
    expect(html).not.toMatch(/<script src=/)
    for (const name of ['a', 'b', 'c'])
      expect(html).toContain(
        `<link rel="preload" as="script" fetchPriority="low" ` +
          `href="/_next/static/chunks/${name}.js" ${DEFERRED}/>`,
      )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head.match(/<script>/g)).toHaveLength(1)
    // The loader waits for the parsed document and a painted frame, and keeps each `src` as written.
    expect(head).toContain('DOMContentLoaded')
    expect(head).toContain('requestAnimationFrame')
    expect(head).toContain(`link[${DEFERRED}]`)
    expect(head).toContain("s.src=l.getAttribute('href')")
  })

  it('leaves alone what it does not recognise', () => {
    const others = [
      '<script src="/_next/static/chunks/p.js" noModule=""></script>',
      '<script src="https://elsewhere.example/x.js" async=""></script>',
      '<script>self.__next_f=[]</script>',
    ].join('')
    const html = page(others)
    expect(deferScripts(html)).toBe(html)
    const noHead = `<p>${chunk('a')}</p>`
    expect(deferScripts(noHead)).toBe(noHead)
  })

  it('runs the loader it writes: the scripts appear in document order after a frame', () => {
    const html = deferScripts(page(chunk('a'), chunk('b')))
    const loader = /<script>([^<]+)<\/script>/.exec(html)![1]!
    const links = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'].map((href) => ({
      getAttribute: (name: string) => (name === 'href' ? href : null),
    }))
    const appended: { src: string; async: boolean }[] = []
    const frames: (() => void)[] = []
    const tasks: (() => void)[] = []
    const document = {
      readyState: 'interactive',
      addEventListener: () => {},
      querySelectorAll: () => links,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (s: { src: string; async: boolean }) => appended.push(s) },
    }
    new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      (f: () => void) => frames.push(f),
      (f: () => void) => tasks.push(f),
    )
    expect(appended).toHaveLength(0)
    frames.shift()!()
    expect(appended).toHaveLength(0)
    tasks.shift()!()
    expect(appended).toEqual([
      { src: '/_next/static/chunks/a.js', async: true },
      { src: '/_next/static/chunks/b.js', async: true },
    ])
  })
})
