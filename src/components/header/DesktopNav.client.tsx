'use client'

import { ChevronDown } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react'
import type { MenuLeaf, MenuSub, MenuTop } from '@/features/shell/types'
import { NewTabHint, newTabProps } from './SocialIcon'

export const COMING_SOON_MESSAGE = 'Segera hadir — halaman ini sedang disiapkan.'

/** Shows the "coming soon" notice for about three seconds; `count` re-announces repeated clicks. */
export function useComingSoon(duration = 3000) {
  const [notice, setNotice] = useState({ visible: false, count: 0 })
  const timer = useRef<number | undefined>(undefined)
  const show = useCallback(() => {
    setNotice((current) => ({ visible: true, count: current.count + 1 }))
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(
      () => setNotice((current) => ({ ...current, visible: false })),
      duration,
    )
  }, [duration])
  useEffect(() => () => window.clearTimeout(timer.current), [])
  return { notice, show }
}

/** The live region exists before the message does, so screen readers announce it reliably. */
export function ComingSoonStatus({ notice }: { notice: { visible: boolean; count: number } }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-coming-soon
      className="pointer-events-none fixed inset-x-0 bottom-6 z-[60] flex justify-center px-4"
    >
      {notice.visible ? (
        <p
          key={notice.count}
          className="rounded-md bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg"
        >
          {COMING_SOON_MESSAGE}
        </p>
      ) : null}
    </div>
  )
}

export const isCurrentPath = (pathname: string, link: MenuLeaf) =>
  !link.external && !link.comingSoon && normalise(pathname) === normalise(link.href)

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

const topClass =
  'inline-flex min-h-11 items-center gap-1 rounded-md px-2.5 text-[0.95rem] ' +
  'font-semibold whitespace-nowrap transition-colors hover:bg-current/10 ' +
  'aria-expanded:bg-current/10 aria-[current=page]:underline ' +
  'aria-[current=page]:decoration-accent-500 aria-[current=page]:decoration-[3px] ' +
  'aria-[current=page]:underline-offset-8 data-current-section:underline ' +
  'data-current-section:decoration-accent-500 data-current-section:decoration-[3px] ' +
  'data-current-section:underline-offset-8 lg:px-3'
const panelLinkClass =
  'flex min-h-10 w-full items-center rounded px-3 py-2 text-left text-sm text-ink ' +
  'hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 ' +
  'aria-[current=page]:font-semibold aria-[current=page]:text-brand-800'

type Shared = { pathname: string; onComingSoon: () => void }

function MenuLink({
  link,
  className,
  pathname,
  onComingSoon,
}: { link: MenuLeaf; className: string } & Shared) {
  if (link.comingSoon) {
    // Keeps the menu open: the notice is shown instead of navigating.
    return (
      <button type="button" className={className} onClick={onComingSoon} data-coming-soon-item>
        {link.label}
      </button>
    )
  }
  return (
    <Link
      href={link.href}
      {...newTabProps(link.external)}
      aria-current={isCurrentPath(pathname, link) ? 'page' : undefined}
      className={className}
    >
      {link.label}
      <NewTabHint external={link.external} />
    </Link>
  )
}

/** Panels with grouped sub-menus are wide, so they align with the nav's right edge instead of their trigger. */
const isGrouped = (item: MenuTop) => item.children.some((sub) => sub.children.length > 0)

function Panel({
  item,
  alignEnd,
  id,
  open,
  ...rest
}: { item: MenuTop; alignEnd: boolean; id: string; open: boolean } & Shared) {
  const grouped = isGrouped(item)
  const many = item.children.length > 2
  const size = !grouped
    ? `w-64 ${alignEnd ? 'right-0' : 'left-0'}`
    : `right-0 ${many ? 'w-[min(46rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'}`
  // Rendered (hidden) even when closed, so every menu link is in the server HTML for crawlers.
  return (
    <div
      id={id}
      hidden={!open}
      className={`absolute top-full z-50 mt-1 rounded-lg bg-white p-2 text-ink shadow-xl ring-1 ring-black/10 ${size}`}
    >
      <ul
        className={
          grouped
            ? `grid grid-cols-2 gap-x-4 gap-y-2 ${many ? 'lg:grid-cols-3' : ''}`
            : 'flex flex-col'
        }
      >
        {item.children.map((sub) => (
          <li key={`${sub.label}-${sub.href}`}>
            {sub.children.length > 0 ? (
              <SubGroup sub={sub} {...rest} />
            ) : (
              <MenuLink link={sub} className={panelLinkClass} {...rest} />
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A sub-menu with its own children is a labelled group inside the panel (no extra flyout to chase). */
function SubGroup({ sub, ...rest }: { sub: MenuSub } & Shared) {
  const id = useId()
  return (
    <div className="py-1">
      <p
        id={id}
        className="px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-brand-800"
      >
        {sub.label}
      </p>
      <ul aria-labelledby={id}>
        {sub.children.map((leaf) => (
          <li key={`${leaf.label}-${leaf.href}`}>
            <MenuLink link={leaf} className={panelLinkClass} {...rest} />
          </li>
        ))}
      </ul>
    </div>
  )
}

const HOVER_DELAY = 150

/**
 * The main menu as a disclosure navigation (WAI-ARIA APG "disclosure navigation menu"): each
 * parent is a button with aria-expanded that shows its panel right after it in the tab order.
 * Opens on click, Enter/Space or hover; closes on Escape (focus back to the button), on a
 * click or focus outside, and on navigation. Hand-written instead of Radix NavigationMenu to
 * keep the shell's first-load JS within budget (docs/decisions/0009-lean-shell-javascript.md).
 */
export function DesktopNav({ menu }: { menu: MenuTop[] }) {
  const pathname = usePathname() ?? '/'
  const { notice, show } = useComingSoon()
  const [open, setOpen] = useState<number | null>(null)
  const hoverTimer = useRef<number | undefined>(undefined)
  // A click on a button that hovering has just opened keeps it open rather than closing it.
  const openedByHover = useRef(false)
  const navRef = useRef<HTMLElement>(null)
  const baseId = useId()
  const shared = { pathname, onComingSoon: show }

  // Navigation closes the open panel (state adjusted during render, React's documented pattern).
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(null)
  }
  useEffect(() => {
    if (open === null) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])
  useEffect(() => () => window.clearTimeout(hoverTimer.current), [])

  const hover = (index: number | null) => {
    window.clearTimeout(hoverTimer.current)
    hoverTimer.current = window.setTimeout(() => {
      openedByHover.current = index !== null
      setOpen(index)
    }, HOVER_DELAY)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (event.key !== 'Escape' || open !== index) return
    setOpen(null)
    document.getElementById(`${baseId}-t${index}`)?.focus()
  }
  const onBlur = (event: FocusEvent<HTMLLIElement>, index: number) => {
    if (open === index && !event.currentTarget.contains(event.relatedTarget as Node | null))
      setOpen(null)
  }

  return (
    <>
      <nav
        ref={navRef}
        aria-label="Menu utama"
        className="hidden md:block"
        data-desktop-nav
        onPointerLeave={() => hover(null)}
      >
        <ul className="flex items-center gap-0.5">
          {menu.map((item, index) => (
            <li
              key={`${item.label}-${item.href}`}
              className={isGrouped(item) ? undefined : 'relative'}
              onKeyDown={(event) => onKeyDown(event, index)}
              onBlur={(event) => onBlur(event, index)}
              onPointerEnter={(event) =>
                event.pointerType === 'mouse' && hover(item.children.length > 0 ? index : null)
              }
            >
              {item.children.length > 0 ? (
                <>
                  <button
                    type="button"
                    id={`${baseId}-t${index}`}
                    className={`${topClass} group`}
                    aria-expanded={open === index}
                    aria-controls={`${baseId}-p${index}`}
                    onClick={() => {
                      window.clearTimeout(hoverTimer.current)
                      const keep = openedByHover.current
                      openedByHover.current = false
                      setOpen((current) => (current === index && !keep ? null : index))
                    }}
                    data-current-section={
                      item.children.some(
                        (sub) =>
                          isCurrentPath(pathname, sub) ||
                          sub.children.some((leaf) => isCurrentPath(pathname, leaf)),
                      ) || undefined
                    }
                  >
                    {item.label}
                    <ChevronDown
                      aria-hidden
                      className="size-4 transition-transform group-aria-expanded:rotate-180"
                    />
                  </button>
                  <Panel
                    item={item}
                    id={`${baseId}-p${index}`}
                    open={open === index}
                    alignEnd={index >= menu.length / 2}
                    {...shared}
                  />
                </>
              ) : (
                <MenuLink link={item} className={topClass} {...shared} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <ComingSoonStatus notice={notice} />
    </>
  )
}
