'use client'

import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import type { NavLink } from '@/features/shell/types'

/**
 * In-page anchors of the alumni page. From 992 px they sit in the bar; below that they fold into a
 * panel under the header, opened by a toggle button.
 */
export function AlumniNav({ anchors }: { anchors: NavLink[] }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const items = [{ label: 'Beranda', href: '#beranda', external: false }, ...anchors]

  return (
    <nav
      aria-label="Menu alumni"
      data-alumni-nav
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false)
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-alumni-nav-toggle
        className={
          'group inline-flex min-h-11 items-center gap-1 rounded-md ' +
          'px-3 font-semibold hover:bg-white/10 md:hidden'
        }
      >
        Menu
        <ChevronDown
          aria-hidden
          className="size-5 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <ul
        id={listId}
        className={
          `${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full z-40 flex-col ` +
          `gap-0.5 bg-brand-900 px-4 pb-4 pt-2 shadow-lg md:static md:flex ` +
          `md:flex-row md:flex-wrap md:items-center md:p-0 md:shadow-none`
        }
      >
        {items.map((item) => (
          <li key={item.href}>
            <a
              href={item.href}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-white/10 md:min-h-10"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
