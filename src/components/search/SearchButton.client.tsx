'use client'

import { Search } from 'lucide-react'
import { useDialogButton } from '@/components/on-demand.client'

const loadOverlay = () => import('./SearchOverlay.client')

/**
 * The magnifier in the header, which opens the search overlay. The overlay itself (dialog, form,
 * results) is fetched when the button is first pointed at, focused or pressed, not with the page.
 */
export function SearchButton() {
  const { dialog, open, setOpen, trigger, buttonProps } = useDialogButton(loadOverlay)
  const Overlay = dialog?.SearchOverlay

  return (
    <>
      <button
        ref={trigger}
        {...buttonProps}
        aria-label="Cari"
        data-search-trigger
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-current/10"
      >
        <Search aria-hidden className="size-6" />
      </button>
      {Overlay ? <Overlay open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  )
}
