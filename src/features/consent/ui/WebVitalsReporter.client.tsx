'use client'

import { useEffect } from 'react'
import { loadConsent } from '@/features/consent/client'
import { ANALYTICS, CONSENT_EVENT } from '@/features/consent/config'

/**
 * Field data from real visitors: the web-vitals library is loaded after hydration and only for a
 * visitor who allows analytics cookies (at once, or when they accept later on this page).
 */
export function WebVitalsReporter() {
  useEffect(() => {
    let begun = false
    const start = async () => {
      const cc = await loadConsent()
      if (begun || !cc.acceptedCategory(ANALYTICS)) return
      begun = true
      const { startReporting } = await import('@/features/web-vitals/report')
      startReporting(() => cc.acceptedCategory(ANALYTICS))
    }
    void start()
    window.addEventListener(CONSENT_EVENT, start)
    return () => window.removeEventListener(CONSENT_EVENT, start)
  }, [])
  return null
}
