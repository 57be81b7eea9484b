'use client'

import NextTopLoader from 'nextjs-toploader'

/** Accent-gold bar over the navy header; `#f59e0b` is `--color-accent-500` of site.css. */
const ACCENT = '#f59e0b'

export function TopLoader() {
  return (
    <NextTopLoader
      color={ACCENT}
      height={3}
      showSpinner={false}
      crawl
      crawlSpeed={200}
      speed={200}
      initialPosition={0.08}
      easing="ease"
      shadow={`0 0 10px ${ACCENT},0 0 5px ${ACCENT}`}
      showForHashAnchor={false}
      zIndex={1600}
    />
  )
}
