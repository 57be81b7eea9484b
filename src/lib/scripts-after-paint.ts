/**
 * Issue 15 §6 (ADR 0036): a public page asks for its scripts after its first paint. Next.js
 * writes its chunks into the head as `<script async>`, so they are fetched alongside the HTML,
 * the font and the hero image; on a phone's connection the ~150 kB of framework and site code
 * share the bandwidth with what the first paint needs, and the page needs none of it to be
 * read. Here the chunk tags (and Next.js's preloads of them) leave the HTML, and one small
 * script inserts them, in their order, once the browser reports the first contentful paint; a
 * browser without paint timing, or a hidden tab that paints nothing, gets them after a second.
 *
 * Run by the app server (scripts/server.ts) on every public HTML answer, after the stylesheet
 * inliner and before the CSP nonce goes in: the loader gets the nonce like every other script
 * tag, and the scripts it inserts are trusted through 'strict-dynamic'. They are inserted as
 * `async` scripts with the same `src`, which is what React's hydration looks for, so it inserts
 * no second copy; Turbopack's runtime finds them in the document too.
 */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD =
  /<link rel="preload" as="script"(?: fetchPriority="low")? href="([^"<>]+)"\/>/g

/** Milliseconds after which the scripts are inserted even without a paint to wait for. */
export const LOAD_ANYWAY_MS = 1000

/** The loader of `sources`: inserts each as an async script after the first contentful paint. */
export function loaderScript(sources: string[]): string {
  return (
    '<script>(()=>{let done=0;const load=()=>{if(done)return;done=1;' +
    `for(const src of ${JSON.stringify(sources)}){` +
    "const s=document.createElement('script');s.src=src;s.async=true;document.head.appendChild(s)}};" +
    "try{new PerformanceObserver((list,o)=>{if(list.getEntriesByName('first-contentful-paint').length)" +
    "{o.disconnect();setTimeout(load,0)}}).observe({type:'paint',buffered:true})}catch{load()}" +
    `setTimeout(load,${LOAD_ANYWAY_MS})})()</script>`
  )
}

/** `html` with its Next.js chunk scripts asked for after the first paint, by one loader. */
export function scriptsAfterPaint(html: string): string {
  const sources: string[] = []
  let first = -1
  const rest = html.replace(CHUNK_SCRIPT, (_tag: string, src: string, at: number) => {
    if (first === -1) first = at
    sources.push(src)
    return ''
  })
  if (sources.length === 0) return html
  // The loader takes the first script's place: its list is the whole page's, so the runtime's
  // script of the body is inserted with the head's.
  const page = rest.slice(0, first) + loaderScript(sources) + rest.slice(first)
  return page.replace(CHUNK_PRELOAD, (link: string, href: string) =>
    sources.includes(href) ? '' : link,
  )
}
