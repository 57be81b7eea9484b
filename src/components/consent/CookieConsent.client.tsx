'use client'

import { useEffect } from 'react'
import * as CookieConsent from 'vanilla-cookieconsent'
import 'vanilla-cookieconsent/dist/cookieconsent.css'
import './cookie-consent-theme.css'
import { CONSENT_EVENT, consentConfig } from '@/features/consent/config'

/** Runs the consent banner once per page load and tells consent-gated pieces when it changes. */
export function CookieConsentBanner() {
  useEffect(() => {
    const announce = () => window.dispatchEvent(new Event(CONSENT_EVENT))
    void CookieConsent.run({ ...consentConfig, onConsent: announce, onChange: announce })
  }, [])
  return null
}
