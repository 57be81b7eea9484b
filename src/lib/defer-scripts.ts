/**
 * The framework's scripts of a public page run after the page's first paint (issue 15 §6,
 * ADR 0034). Next.js writes its chunks as `<script async>`: from a nearby server they arrive and
 * run before the browser paints anything, so the paint waits for ~150 kB of JavaScript that
 * draws nothing (every public page is complete HTML; the scripts only hydrate it).
 *
 * Each such script becomes a low-priority `<link rel="preload" as="script">` (the download still
 * starts as early as before), and one small script at the end of the head inserts the scripts,
 * with the same `src`, once the document is parsed and a frame has been painted. Turbopack's
 * chunk loader and React then find them as if they had been in the HTML. The CSP allows the
 * inserted scripts through 'strict-dynamic': the loader itself gets the answer's nonce.
 */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"?#]+\.js)" async=""><\/script>/g

export const DEFERRED = 'data-after-paint'

/**
 * Parsed (DOMContentLoaded), then a painted frame (a task queued from requestAnimationFrame runs
 * after that frame), then the scripts, in document order.
 */
const LOADER =
  `<script>(function(){function run(){requestAnimationFrame(function(){setTimeout(function(){` +
  `document.querySelectorAll('link[${DEFERRED}]').forEach(function(l){` +
  `var s=document.createElement('script');s.src=l.getAttribute('href');s.async=true;` +
  `document.head.appendChild(s)})})})}` +
  `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',run):run()` +
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
