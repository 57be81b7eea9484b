'use client'

import { Menu } from 'lucide-react'
import { useRef, useState } from 'react'
import { useOnDemand } from '@/components/on-demand.client'
import type { MobileMenuProps } from './MobileMenu.client'

const loadSheet = () => import('./MobileMenu.client')

/**
 * The hamburger. The side menu (dialog, focus trap, collapsible sections) is fetched when the
 * button is first pointed at, focused or pressed, not with the page: most visitors never open it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const [sheet, requestSheet] = useOnDemand(loadSheet)
  const trigger = useRef<HTMLButtonElement>(null)
  const warm = () => void requestSheet()
  const Sheet = sheet?.MobileMenuSheet

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Buka menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-mobile-menu-trigger
        onPointerEnter={warm}
        onTouchStart={warm}
        onFocus={warm}
        onClick={() => {
          setOpen(true)
          warm()
        }}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-current/10 md:hidden"
      >
        <Menu aria-hidden className="size-7" />
      </button>
      {Sheet ? <Sheet {...props} open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  )
}
