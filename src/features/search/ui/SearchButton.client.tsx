'use client'

import { Search } from 'lucide-react'
import { useEffect } from 'react'
import { useDialogButton } from '@/components/on-demand.client'
import { searchTermOf } from '@/features/search/deep-link'

const loadOverlay = () => import('./SearchOverlay.client')

/**
 * The magnifier in the header, which opens the search overlay. The overlay itself (dialog, form,
 * results) is fetched when the button is first pointed at, focused or pressed, not with the page;
 * an address with `?cari=<term>` (the site's SearchAction) opens it at once and runs the term.
 */
export function SearchButton() {
  const { dialog, open, setOpen, show, trigger, buttonProps } = useDialogButton(loadOverlay)
  const Overlay = dialog?.SearchOverlay

  useEffect(() => {
    if (searchTermOf(window.location.search)) show()
  }, [show])

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
