'use client'

import { useEffect } from 'react'
import { loadConsent } from '@/features/consent/client'
import { CONSENT_EVENT, consentConfig } from '@/features/consent/config'

/** Runs the consent banner once per page load and tells consent-gated pieces when it changes. */
export function CookieConsentBanner() {
  useEffect(() => {
    const announce = () => window.dispatchEvent(new Event(CONSENT_EVENT))
    void loadConsent().then(async (cc) => {
      await cc.run({ ...consentConfig, onConsent: announce, onChange: announce })
      // Pieces that mounted before the library arrived read the stored choice now.
      announce()
    })
  }, [])
  return null
}
