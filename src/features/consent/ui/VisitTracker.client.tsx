'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { loadConsent } from '@/features/consent/client'
import { ANALYTICS, CONSENT_EVENT } from '@/features/consent/config'

/** Sends one page view per route, only while the visitor allows analytics cookies. */
export function VisitTracker() {
  const pathname = usePathname()
  useEffect(() => {
    let sent = false
    const send = async () => {
      const cc = await loadConsent()
      if (sent || !cc.acceptedCategory(ANALYTICS)) return
      sent = true
      void fetch('/api/log-stastistics/store', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: pathname }),
        keepalive: true,
      })
        // An answer nobody reads keeps its connection busy (and the page never network-idle).
        .then((response) => response.body?.cancel())
        .catch(() => {})
    }
    void send()
    // The first visit is counted as soon as the visitor accepts analytics.
    window.addEventListener(CONSENT_EVENT, send)
    return () => window.removeEventListener(CONSENT_EVENT, send)
  }, [pathname])
  return null
}
