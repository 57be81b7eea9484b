'use client'

import { useEffect, useState } from 'react'
import { loadConsent } from '@/features/consent/client'
import { CONSENT_EVENT, FUNCTIONAL } from '@/features/consent/config'

/**
 * An embedded frame (video, map) that loads only with functional-cookie consent;
 * otherwise a notice explains why and opens the cookie settings.
 */
export function ConsentFrame({
  src,
  title,
  className,
}: {
  src: string
  title: string
  className?: string
}) {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    const update = () =>
      void loadConsent().then((cc) => setAllowed(cc.acceptedCategory(FUNCTIONAL)))
    update()
    window.addEventListener(CONSENT_EVENT, update)
    return () => window.removeEventListener(CONSENT_EVENT, update)
  }, [])

  if (allowed) {
    return (
      <iframe
        src={src}
        title={title}
        className={className}
        loading="lazy"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    )
  }
  return (
    <div
      className={
        `flex flex-col items-center justify-center gap-3 ` +
        `rounded-lg bg-brand-50 p-6 text-center ${className ?? ''}`
      }
      data-testid="consent-notice"
    >
      <p className="max-w-md text-sm text-ink">
        <strong>{title}</strong> disematkan dari layanan luar dan baru ditampilkan setelah Anda
        mengizinkan cookie fungsional.
      </p>
      <button
        type="button"
        onClick={() => void loadConsent().then((cc) => cc.showPreferences())}
        className={
          'inline-flex min-h-11 items-center rounded-lg bg-brand-800 ' +
          'px-5 font-semibold text-white hover:bg-brand-900'
        }
      >
        Buka pengaturan cookie
      </button>
    </div>
  )
}
