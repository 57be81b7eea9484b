'use client'

import { useEffect, useRef } from 'react'

let hydrated = false

/**
 * The heading of the current step. When the applicant moves to another step the heading takes
 * the focus, so keyboard and screen-reader users continue at the top of the new step; on the
 * first load the focus stays where the browser put it.
 */
export function StepHeading({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (hydrated) ref.current?.focus()
    hydrated = true
  }, [])
  return (
    <h2
      ref={ref}
      id="judul-langkah"
      tabIndex={-1}
      className="mb-6 scroll-mt-4 text-2xl font-bold text-brand-900 focus:outline-none"
    >
      {children}
    </h2>
  )
}
