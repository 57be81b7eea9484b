'use client'

import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { usePathname } from 'next/navigation'
import { onRouteChangeStart } from './route-changes'
import styles from './LoadingOverlay.module.css'

/**
 * A route change whose page has not arrived after this long shows the overlay (the
 * specification's 500 ms). A page that arrived is never covered: not on the first load, which
 * the server sends readable, and not after a quick (prefetched) route change (ADR 0039).
 */
export const SLOW_ROUTE_CHANGE_MS = 500

type Quote = { text: string; author?: string }

const pathOf = (url: string) => new URL(url, window.location.href).pathname
const noSubscription = () => () => {}

export function LoadingOverlay({ quotes }: { quotes: Quote[] }) {
  const pathname = usePathname() ?? ''
  // The page a slow route change is leaving: the overlay shows while that page is still the one
  // on screen, and goes as soon as the new pathname renders.
  const [slowFrom, setSlowFrom] = useState<string | null>(null)
  const visible = slowFrom === pathname
  // False in the server HTML and while hydrating, true after: the tests wait for it.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [quoteIndex, setQuoteIndex] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const stop = onRouteChangeStart((url) => {
      clearTimeout(timer.current)
      setSlowFrom(null)
      const from = window.location.pathname
      // A change of the query or the hash keeps the page: nothing to wait for.
      if (pathOf(url) === from) return
      timer.current = setTimeout(() => {
        setQuoteIndex(quotes.length > 0 ? Math.floor(Math.random() * quotes.length) : null)
        setSlowFrom(from)
      }, SLOW_ROUTE_CHANGE_MS)
    })
    return () => {
      stop()
      clearTimeout(timer.current)
    }
  }, [quotes.length])

  // A quick change arrived before the timer: nothing to show.
  useEffect(() => clearTimeout(timer.current), [pathname])

  const quote = quoteIndex === null ? undefined : quotes[quoteIndex]

  return (
    <div
      className={styles.overlay}
      data-testid="loading-overlay"
      data-visible={visible ? 'true' : 'false'}
      data-hydrated={hydrated ? 'true' : undefined}
      aria-hidden={visible ? undefined : true}
      role={visible ? 'status' : undefined}
    >
      <div className={styles.book} aria-hidden="true">
        <span className={styles.page} />
        <span className={styles.page} />
        <span className={styles.page} />
      </div>
      <span className="sr-only">Memuat halaman…</span>
      <figure className="min-h-24 max-w-md text-center" aria-hidden="true">
        {quote ? (
          <>
            <blockquote className="text-lg text-ink italic">“{quote.text}”</blockquote>
            {quote.author ? (
              <figcaption className="mt-2 text-sm text-muted">— {quote.author}</figcaption>
            ) : null}
          </>
        ) : null}
      </figure>
    </div>
  )
}
