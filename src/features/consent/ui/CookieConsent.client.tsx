'use client'

import { useEffect } from 'react'
import { loadConsent } from '@/features/consent/client'
import { CONSENT_EVENT, COOKIE_CHOICE_URL, consentConfig } from '@/features/consent/config'

/** Sends the visitor's choice to the server, which keeps the record (never blocks the page). */
function recordChoice(categories: string[], revision: number) {
  void fetch(COOKIE_CHOICE_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ categories, revision }),
    keepalive: true,
  }).catch(() => undefined)
}

/**
 * Runs the consent banner once per page load and tells consent-gated pieces when it changes.
 * `revision` is the privacy notice's version: a new version asks again. Each choice (the first
 * and every change) is recorded on the server.
 */
export function CookieConsentBanner({ revision }: { revision: number }) {
  useEffect(() => {
    const announce = () => window.dispatchEvent(new Event(CONSENT_EVENT))
    void loadConsent().then(async (cc) => {
      const record = () => {
        recordChoice(cc.getUserPreferences().acceptedCategories, revision)
        announce()
      }
      await cc.run({
        ...consentConfig(revision),
        onConsent: announce,
        onFirstConsent: record,
        onChange: record,
      })
      // Pieces that mounted before the library arrived read the stored choice now.
      announce()
    })
  }, [revision])
  return null
}
