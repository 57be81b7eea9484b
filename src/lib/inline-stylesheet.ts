import fs from 'node:fs'
import { staticFileOf } from './static-brotli'

/**
 * The site's stylesheet written into the page instead of linked from it (ADR 0034): a linked
 * stylesheet holds back the first paint for one more round trip, which under a phone's network
 * is most of the largest contentful paint of a text hero. The app server (scripts/server.ts)
 * passes every public HTML answer through this once, before the CSP nonce goes in.
 *
 * The link stays, as `media="print"`: React adopts a stylesheet it finds in the document on
 * hydration instead of inserting (and waiting for) its own, and a print-only link never blocks
 * rendering. Only stylesheets of the build's static folder are inlined, each read once; a sheet
 * larger than `maxBytes` (the CMS's) stays a link.
 */
const LINK = /<link rel="stylesheet" href="(\/_next\/static\/[^"?#]+\.css)"([^>]*)>/g
const RELATIVE_URL = /url\((["']?)(?![a-z][a-z0-9+.-]*:|\/|#)([^"')]+)\1\)/gi
export const MAX_INLINE_BYTES = 96 << 10

/** `css` with its relative `url(…)`s made absolute, as they were relative to the file at `href`. */
export function absoluteUrls(css: string, href: string): string {
  return css.replace(RELATIVE_URL, (_, quote: string, target: string) => {
    const { pathname, search, hash } = new URL(target, `http://site${href}`)
    return `url(${quote}${pathname}${search}${hash}${quote})`
  })
}

/** The `<style>` for a stylesheet's text, or null when the text could end the element early. */
export function styleElement(css: string): string | null {
  return /<\/style/i.test(css) ? null : `<style data-href-inline>${css}</style>`
}

export function createStylesheetInliner(staticDir: string, maxBytes = MAX_INLINE_BYTES) {
  const styles = new Map<string, string | null>()
  const styleOf = (href: string): string | null => {
    let style = styles.get(href)
    if (style !== undefined) return style
    style = null
    const file = staticFileOf(staticDir, href)
    try {
      if (file && fs.statSync(file).size <= maxBytes)
        style = styleElement(absoluteUrls(fs.readFileSync(file, 'utf8'), href))
    } catch {
      // A file missing from this build (an old page's link) stays a link.
    }
    styles.set(href, style)
    return style
  }
  /** The page with each inlinable stylesheet link replaced by its text and a print-only link. */
  return (html: string): string =>
    html.includes('<link rel="stylesheet"')
      ? html.replace(LINK, (link: string, href: string, rest: string) => {
          const style = styleOf(href)
          return style && !/\bmedia=/.test(rest)
            ? `${style}<link rel="stylesheet" href="${href}" media="print"${rest}>`
            : link
        })
      : html
}
