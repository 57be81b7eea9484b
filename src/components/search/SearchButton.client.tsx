'use client'

import { Search } from 'lucide-react'
import { useRef, useState } from 'react'
import { useOnDemand } from '@/components/on-demand.client'

const loadOverlay = () => import('./SearchOverlay.client')

/**
 * The magnifier in the header (§2 "Search overlay"). The overlay itself (dialog, form, results)
 * is fetched when the button is first pointed at, focused or pressed, not with the page.
 */
export function SearchButton() {
  const [open, setOpen] = useState(false)
  const [overlay, requestOverlay] = useOnDemand(loadOverlay)
  const trigger = useRef<HTMLButtonElement>(null)
  const warm = () => void requestOverlay()
  const Overlay = overlay?.SearchOverlay

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Cari"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-search-trigger
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        onClick={() => {
          setOpen(true)
          warm()
        }}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-current/10"
      >
        <Search aria-hidden className="size-6" />
      </button>
      {Overlay ? <Overlay open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  )
}
