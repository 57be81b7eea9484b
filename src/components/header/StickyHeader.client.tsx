'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

/**
 * Keeps the main bar in the flow until the page has scrolled past `threshold` px, then fixes it to
 * the top. The outer box keeps the bar's height while it is fixed, so the content does not jump.
 */
export function StickyHeader({ threshold, children }: { threshold: number; children: ReactNode }) {
  const barRef = useRef<HTMLDivElement>(null)
  const [fixed, setFixed] = useState(false)
  const [height, setHeight] = useState<number>()

  useEffect(() => {
    const bar = barRef.current
    if (!bar) return
    const measure = () => setHeight(bar.offsetHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const update = () => setFixed(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])

  return (
    <div style={fixed && height ? { height } : undefined} data-sticky-placeholder>
      <div
        ref={barRef}
        data-sticky-header
        data-fixed={fixed ? 'true' : 'false'}
        className={fixed ? 'fixed inset-x-0 top-0 z-40 shadow-lg shadow-black/15' : 'relative z-40'}
      >
        {children}
      </div>
    </div>
  )
}
