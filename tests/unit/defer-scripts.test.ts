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

  /** The loader of a page run against a fake browser whose frames, tasks and paints the test fires. */
  function runLoader(paintTiming: boolean) {
    const html = deferScripts(page(chunk('a'), chunk('b')))
    const loader = /<script>([^<]+)<\/script>/.exec(html)![1]!
    const links = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'].map((href) => ({
      getAttribute: (name: string) => (name === 'href' ? href : null),
    }))
    const appended: { src: string; async: boolean }[] = []
    const frames: (() => void)[] = []
    const tasks: { run: () => void; ms: number }[] = []
    const observers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = []
    let disconnected = 0
    class Observer {
      static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource']
      constructor(private callback: (list: unknown, o: Observer) => void) {}
      observe() {
        observers.push((list) => this.callback(list, this))
      }
      disconnect() {
        disconnected++
      }
    }
    const document = {
      readyState: 'interactive',
      addEventListener: () => {},
      querySelectorAll: () => links,
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (s: { src: string; async: boolean }) => appended.push(s) },
    }
    new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      { PerformanceObserver: Observer },
      (f: () => void) => frames.push(f),
      (run: () => void, ms = 0) => tasks.push({ run, ms }),
    )
    const paint = (names: string[]) =>
      observers.forEach((o) =>
        o({ getEntriesByName: (n) => names.filter((name) => name === n) }),
      )
    const runTasks = (ms: number) =>
      tasks.splice(0).forEach((t) => (t.ms === ms ? t.run() : tasks.push(t)))
    return { appended, frames, paint, runTasks, disconnected: () => disconnected }
  }
  const inserted = [
    { src: '/_next/static/chunks/a.js', async: true },
    { src: '/_next/static/chunks/b.js', async: true },
  ]

  it('runs the scripts, in document order, once the browser reports its first contentful paint', () => {
    const page = runLoader(true)
    expect(page.frames).toHaveLength(0)
    page.paint(['first-paint'])
    page.runTasks(0)
    expect(page.appended).toHaveLength(0)
    page.paint(['first-contentful-paint'])
    expect(page.disconnected()).toBe(1)
    expect(page.appended).toHaveLength(0)
    page.runTasks(0)
    expect(page.appended).toEqual(inserted)
    // The longest wait then finds them inserted already: nothing twice.
    page.runTasks(3000)
    expect(page.appended).toEqual(inserted)
  })

  it('without paint timing waits one frame; with no paint at all, the longest wait', () => {
    const page = runLoader(false)
    expect(page.frames).toHaveLength(1)
    page.frames.shift()!()
    page.runTasks(0)
    expect(page.appended).toEqual(inserted)

    const unpainted = runLoader(true)
    unpainted.runTasks(0)
    expect(unpainted.appended).toHaveLength(0)
    unpainted.runTasks(3000)
    expect(unpainted.appended).toEqual(inserted)
  })
})
