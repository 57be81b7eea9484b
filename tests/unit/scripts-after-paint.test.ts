import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LOAD_ANYWAY_MS, loaderScript, scriptsAfterPaint } from '@/lib/scripts-after-paint'

const chunk = (name: string) => `/_next/static/chunks/${name}.js`
const script = (name: string) => `<script src="${chunk(name)}" async=""></script>`
const page = (head: string, body = '<p>Hai</p>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`

/** Runs a loader in a stand-in browser: what it inserts, and the paint and clock it waits for. */
function runLoader(html: string, { paintTiming = true } = {}) {
  const code = /<script>(\(\(\)=>[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!code) throw new Error('no loader in the page')
  const inserted: { src: string; async: boolean }[] = []
  const timers: { ms: number; run: () => void }[] = []
  type Callback = (list: { getEntriesByName(n: string): unknown[] }, o: object) => void
  // The observer the loader made, with its callback: a browser passes the observer itself.
  let observer: { callback: Callback; self: object } | null = null
  let disconnected = false
  const context = {
    document: {
      createElement: () => ({ src: '', async: false }),
      head: { appendChild: (s: { src: string; async: boolean }) => inserted.push({ ...s }) },
    },
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    PerformanceObserver: paintTiming
      ? class {
          constructor(callback: Callback) {
            observer = { callback, self: this }
          }
          observe() {}
          disconnect() {
            disconnected = true
          }
        }
      : undefined,
  }
  vm.runInNewContext(code, context)
  const paint = (name: string) => {
    const entries = name ? [{ name }] : []
    observer?.callback(
      { getEntriesByName: (n) => entries.filter((e) => e.name === n) },
      observer.self,
    )
  }
  const runTimers = (upTo: number) => {
    for (const timer of timers.splice(0).filter((t) => t.ms <= upTo)) timer.run()
  }
  return { inserted, timers, paint, runTimers, disconnected: () => disconnected }
}

describe('issue 15 §6 scripts asked for after the first paint', () => {
  it('takes the chunk scripts and their preloads out of the page and puts one loader in their place', () => {
    const html = page(
      `<link rel="preload" as="script" fetchPriority="low" href="${chunk('runtime')}"/>` +
        `${script('a')}${script('b')}<script src="${chunk('legacy')}" noModule=""></script>`,
      `<p>Hai</p><script id="_R_">self.x=1</script>${script('runtime')}`,
    )
    const out = scriptsAfterPaint(html)
    expect(out).not.toContain('async=""')
    expect(out).not.toContain('rel="preload" as="script"')
    // The loader sits where the first script was, and lists the whole page's scripts in order.
    expect(out).toContain(
      `<meta charSet="utf-8"/>${loaderScript([chunk('a'), chunk('b'), chunk('runtime')])}`,
    )
    // Everything else stays: the legacy script for old browsers, inline scripts, the content.
    expect(out).toContain(`<script src="${chunk('legacy')}" noModule=""></script>`)
    expect(out).toContain('<script id="_R_">self.x=1</script>')
    expect(out).toContain('<p>Hai</p>')
  })

  it('keeps the preload of a script this part of the page does not hold (a streamed head)', () => {
    const other = `<link rel="preload" as="script" fetchPriority="low" href="${chunk('later')}"/>`
    const out = scriptsAfterPaint(`<head>${other}${script('a')}`)
    expect(out).toContain(other)
    expect(out).toContain(loaderScript([chunk('a')]))
  })

  it('leaves a page without chunk scripts as it is', () => {
    const html = page(`<script src="https://example.org/x.js" async=""></script>`)
    expect(scriptsAfterPaint(html)).toBe(html)
  })

  it('inserts the scripts once, in order, as async scripts, after the first contentful paint', () => {
    const loader = runLoader(scriptsAfterPaint(page(`${script('a')}${script('b')}`)))
    loader.paint('first-paint')
    loader.runTimers(0)
    expect(loader.inserted).toEqual([])
    loader.paint('first-contentful-paint')
    expect(loader.disconnected()).toBe(true)
    loader.runTimers(LOAD_ANYWAY_MS)
    expect(loader.inserted).toEqual([
      { src: chunk('a'), async: true },
      { src: chunk('b'), async: true },
    ])
  })

  it('inserts them after a second when no paint comes (a hidden tab)', () => {
    const loader = runLoader(scriptsAfterPaint(page(script('a'))))
    loader.runTimers(LOAD_ANYWAY_MS)
    expect(loader.inserted).toEqual([{ src: chunk('a'), async: true }])
  })

  it('inserts them at once in a browser without paint timing', () => {
    const loader = runLoader(scriptsAfterPaint(page(script('a'))), { paintTiming: false })
    expect(loader.inserted).toEqual([{ src: chunk('a'), async: true }])
  })
})
