/**
 * The framework's scripts of a public page run after the page's first paint (issue 15 §6,
 * ADR 0034). Next.js writes its chunks as `<script async>`: from a nearby server they arrive and
 * run before the browser paints anything, so the paint waits for ~150 kB of JavaScript that
 * draws nothing (every public page is complete HTML; the scripts only hydrate it).
 *
 * Each such script becomes a low-priority `<link rel="preload" as="script">` (the download still
 * starts as early as before), and one small script at the end of the head inserts the scripts,
 * with the same `src`, once the document is parsed and the browser has painted it. Turbopack's
 * chunk loader and React then find them as if they had been in the HTML. The CSP allows the
 * inserted scripts through 'strict-dynamic': the loader itself gets the answer's nonce.
 */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"?#]+\.js)" async=""><\/script>/g

export const DEFERRED = 'data-after-paint'

/** Longest wait for the first paint: a page that reports none (a tab in the background) still runs. */
export const PAINT_WAIT_MS = 3000

/**
 * Parsed (DOMContentLoaded), then painted (the browser's own first-contentful-paint entry: a frame
 * requested with requestAnimationFrame can reach the screen much later on a busy phone), then the
 * scripts, in document order. Where paint timing is unknown, one frame and a task stand in for it.
 */
const LOADER =
  `<script>(function(){var done=0;function go(){if(done)return;done=1;` +
  `document.querySelectorAll('link[${DEFERRED}]').forEach(function(l){` +
  `var s=document.createElement('script');s.src=l.getAttribute('href');s.async=true;` +
  `document.head.appendChild(s)})}` +
  `function parsed(){setTimeout(go,${PAINT_WAIT_MS});var P=window.PerformanceObserver;` +
  `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)` +
  `new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length)` +
  `{o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(go)})}` +
  `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',parsed):parsed()` +
  `})()</script>`

/** The page with its chunk scripts turned into preloads and the loader before `</head>`. */
export function deferScripts(html: string): string {
  const head = html.indexOf('</head>')
  if (head === -1 || !html.includes('" async=""></script>')) return html
  let found = false
  const rewritten = html.replace(ASYNC_SCRIPT, (_, src: string) => {
    found = true
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}" ${DEFERRED}/>`
  })
  if (!found) return html
  const at = rewritten.indexOf('</head>')
  return `${rewritten.slice(0, at)}${LOADER}${rewritten.slice(at)}`
}
