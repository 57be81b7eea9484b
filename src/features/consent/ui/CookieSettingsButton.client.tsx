'use client'

import { loadConsent } from '@/features/consent/client'

export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void loadConsent().then((cc) => cc.showPreferences())}
      data-testid="cookie-settings"
    >
      Pengaturan cookie
    </button>
  )
}
