'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Rendered while a paid fee has not yet moved the application (the notification settles the
 * payment first, then the application): the page's server parts are fetched again every
 * 2 seconds, a minute at most, until the next step opens and this leaves the page.
 */
export function RefreshUntilSettled() {
  const router = useRouter()
  useEffect(() => {
    let rounds = 0
    const timer = setInterval(() => {
      if (++rounds >= 30) clearInterval(timer)
      router.refresh()
    }, 2000)
    return () => clearInterval(timer)
  }, [router])
  return null
}
