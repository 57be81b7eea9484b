'use client'

import { Menu } from 'lucide-react'
import { useDialogButton } from '@/components/on-demand.client'
import type { MobileMenuProps } from './MobileMenu.client'

const loadSheet = () => import('./MobileMenu.client')

/**
 * The hamburger. The side menu (dialog, focus trap, collapsible sections) is fetched when the
 * button is first pointed at, focused or pressed, not with the page: most visitors never open it.
 */
export function MobileMenu(props: MobileMenuProps) {
  const { dialog, open, setOpen, trigger, buttonProps } = useDialogButton(loadSheet)
  const Sheet = dialog?.MobileMenuSheet

  return (
    <>
      <button
        ref={trigger}
        {...buttonProps}
        aria-label="Buka menu"
        data-mobile-menu-trigger
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-current/10 md:hidden"
      >
        <Menu aria-hidden className="size-7" />
      </button>
      {Sheet ? <Sheet {...props} open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  )
}
