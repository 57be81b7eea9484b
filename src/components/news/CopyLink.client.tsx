'use client'

import { Link2 } from 'lucide-react'
import { useState } from 'react'

/** "Salin tautan": copies the article URL and announces it through an aria-live region. */
export function CopyLink({ url }: { url: string }) {
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
        <Link2 aria-hidden="true" className="size-4" />
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
