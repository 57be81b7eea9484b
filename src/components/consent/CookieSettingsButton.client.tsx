'use client'

import * as CookieConsent from 'vanilla-cookieconsent'

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={() => CookieConsent.showPreferences()} data-testid="cookie-settings">
      Pengaturan cookie
    </button>
  )
}
