import type { AnchorHTMLAttributes } from 'react'

/**
 * A link that downloads a file in the same tab. `target` tells the top loading bar that this is
 * not a page change: the bar starts on every same-tab link click and would otherwise crawl on
 * forever, waiting for a page that never comes.
 */
export function DownloadLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} download target="_self" />
}
