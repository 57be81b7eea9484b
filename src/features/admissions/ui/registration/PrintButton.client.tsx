'use client'

import { Printer } from 'lucide-react'

export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={
        'inline-flex min-h-11 items-center gap-2 rounded-lg ' +
        'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
      }
    >
      <Printer aria-hidden="true" className="size-5" />
      Cetak kartu tes
    </button>
  )
}
