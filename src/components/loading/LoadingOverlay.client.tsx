'use client'

import { useEffect, useState } from 'react'
import { usePathname } from 'next/navigation'
import styles from './LoadingOverlay.module.css'

/** The overlay stays 500 ms after mount and after each route change. */
const VISIBLE_MS = 500

type Quote = { text: string; author?: string }

export function LoadingOverlay({ quotes }: { quotes: Quote[] }) {
  const pathname = usePathname() ?? ''
  // The overlay is visible until the hide timer of the current pathname has fired.
  const [hiddenFor, setHiddenFor] = useState<string | undefined>(undefined)
  // Picked after mount, so the server HTML and the first client render agree (no quote yet).
  const [quoteIndex, setQuoteIndex] = useState<number | null>(null)
  const visible = hiddenFor !== pathname

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      setQuoteIndex(quotes.length > 0 ? Math.floor(Math.random() * quotes.length) : null)
    })
    const timer = setTimeout(() => setHiddenFor(pathname), VISIBLE_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [pathname, quotes.length])

  const quote = quoteIndex === null ? undefined : quotes[quoteIndex]

  return (
    <div
      className={`${styles.overlay} ${hiddenFor === undefined ? styles.boot : ''}`}
      data-testid="loading-overlay"
      data-visible={visible ? 'true' : 'false'}
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
