'use client'

import { useState } from 'react'

/**
 * "Salin tautan": copies the article URL and announces it through an aria-live region. The icon
 * comes drawn by the server, so the icon library stays out of the page's JavaScript.
 */
export function CopyLink({ url, icon }: { url: string; icon: React.ReactNode }) {
  const [message, setMessage] = useState('')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setMessage('Tautan disalin')
    } catch {
      setMessage('Tautan tidak dapat disalin; salin dari bilah alamat')
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={copy}
        className={
          'inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-100 ' +
          'bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50'
        }
      >
        {icon}
        Salin tautan
      </button>
      <span
        aria-live="polite"
        role="status"
        className="text-sm text-muted"
        data-testid="copy-status"
      >
        {message}
      </span>
    </>
  )
}
