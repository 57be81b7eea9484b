'use client'

import { useState } from 'react'
import { Check, Copy } from 'lucide-react'

/** Copies a value (an account number) to the clipboard and says so. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={copy}
        aria-label={label}
        className={
          'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-brand-700 ' +
          'px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50'
        }
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        Salin
      </button>
      <span aria-live="polite" className="text-sm text-muted">
        {state === 'copied' ? 'Disalin' : state === 'failed' ? 'Salin manual nomor ini' : ''}
      </span>
    </span>
  )
}
