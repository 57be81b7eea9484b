'use client'

import * as Collapsible from '@radix-ui/react-collapsible'
import * as Dialog from '@radix-ui/react-dialog'
import { ChevronDown, X } from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useId, type ReactNode, type RefObject } from 'react'
import type {
  LinkGroup,
  MenuLeaf,
  MenuSub,
  MenuTop,
  NavLink,
  TopBarData,
} from '@/features/shell/types'
import { ComingSoonStatus, isCurrentPath, useComingSoon } from './DesktopNav.client'
import { NewTabHint, SocialLinks, newTabProps } from './SocialIcon'

type Actions = { pathname: string; onNavigate: () => void; onComingSoon: () => void }

const rowClass =
  'flex min-h-11 w-full items-center rounded-md px-3 py-2 text-left ' +
  'hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 ' +
  'aria-[current=page]:font-semibold aria-[current=page]:text-brand-800'

function SheetLink({
  link,
  actions,
  label = link.label,
}: {
  link: MenuLeaf
  actions: Actions
  label?: string
}) {
  if (link.comingSoon) {
    return (
      <button
        type="button"
        className={rowClass}
        onClick={actions.onComingSoon}
        data-coming-soon-item
      >
        {label}
      </button>
    )
  }
  return (
    <Link
      href={link.href}
      {...newTabProps(link.external)}
      aria-current={isCurrentPath(actions.pathname, link) ? 'page' : undefined}
      className={rowClass}
      onClick={actions.onNavigate}
    >
      {label}
      <NewTabHint external={link.external} />
    </Link>
  )
}

/** A collapsible section; `name` is the Tailwind group name so nested chevrons turn independently. */
function Section({
  title,
  defaultOpen,
  level,
  children,
}: {
  title: string
  defaultOpen: boolean
  level: 'top' | 'sub'
  children: ReactNode
}) {
  const group = level === 'top' ? 'group/top' : 'group/sub'
  const chevron =
    level === 'top'
      ? 'group-data-[state=open]/top:rotate-180'
      : 'group-data-[state=open]/sub:rotate-180'
  return (
    <Collapsible.Root defaultOpen={defaultOpen}>
      <Collapsible.Trigger
        className={`${group} ${rowClass} justify-between gap-2 ${level === 'top' ? 'font-semibold' : ''}`}
      >
        {title}
        <ChevronDown aria-hidden className={`size-5 shrink-0 transition-transform ${chevron}`} />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="ml-3 border-l-2 border-brand-100 pl-2">{children}</ul>
      </Collapsible.Content>
    </Collapsible.Root>
  )
}

const subIsCurrent = (pathname: string, sub: MenuSub) =>
  isCurrentPath(pathname, sub) || sub.children.some((leaf) => isCurrentPath(pathname, leaf))

function MenuItems({ menu, actions }: { menu: MenuTop[]; actions: Actions }) {
  return (
    <ul className="space-y-0.5">
      {menu.map((item) => (
        <li key={`${item.label}-${item.href}`}>
          {item.children.length === 0 ? (
            <SheetLink link={item} actions={actions} label={item.label} />
          ) : (
            <Section
              title={item.label}
              level="top"
              defaultOpen={item.children.some((sub) => subIsCurrent(actions.pathname, sub))}
            >
              {item.children.map((sub) => (
                <li key={`${sub.label}-${sub.href}`}>
                  {sub.children.length === 0 ? (
                    <SheetLink link={sub} actions={actions} />
                  ) : (
                    <Section
                      title={sub.label}
                      level="sub"
                      defaultOpen={subIsCurrent(actions.pathname, sub)}
                    >
                      {sub.children.map((leaf) => (
                        <li key={`${leaf.label}-${leaf.href}`}>
                          <SheetLink link={leaf} actions={actions} />
                        </li>
                      ))}
                    </Section>
                  )}
                </li>
              ))}
            </Section>
          )}
        </li>
      ))}
    </ul>
  )
}

function ExtraGroup({ group, actions }: { group: LinkGroup; actions: Actions }) {
  const [only] = group.links
  if (!only) return null
  if (group.links.length === 1) return <SheetLink link={only} actions={actions} />
  return (
    <Section title={group.title} level="top" defaultOpen={false}>
      {group.links.map((link: NavLink) => (
        <li key={`${link.label}-${link.href}`}>
          <SheetLink link={link} actions={actions} />
        </li>
      ))}
    </Section>
  )
}

export type MobileMenuProps = { menu: MenuTop[]; topBar: TopBarData; collegeName: string }

/**
 * The side menu itself (Radix Dialog with collapsible sections). It is loaded only when the
 * hamburger is first used (see MobileMenuButton.client.tsx), so pages do not ship it up front.
 */
export function MobileMenuSheet({
  menu,
  topBar,
  collegeName,
  open,
  onOpenChange,
  trigger,
}: MobileMenuProps & {
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const pathname = usePathname() ?? '/'
  const { notice, show } = useComingSoon()
  const othersId = useId()
  const actions: Actions = { pathname, onNavigate: () => onOpenChange(false), onComingSoon: show }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-mobile-menu-overlay
          className="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 starting:opacity-0 md:hidden"
        />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The trigger lives outside the dialog (it is not a Dialog.Trigger): give focus back to it.
            event.preventDefault()
            trigger.current?.focus()
          }}
          data-mobile-menu
          className={
            'fixed inset-y-0 left-0 z-50 flex w-[min(85vw,360px)] ' +
            'flex-col bg-white text-ink shadow-2xl transition-transform ' +
            'duration-200 starting:-translate-x-full md:hidden'
          }
        >
          <div className="flex items-center justify-between gap-2 border-b border-brand-100 py-2 pl-4 pr-2">
            <Dialog.Title className="sr-only">Menu navigasi</Dialog.Title>
            <p className="font-bold leading-tight text-brand-900">{collegeName}</p>
            <Dialog.Close
              aria-label="Tutup menu"
              data-mobile-menu-close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-brand-50"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>

          <div className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-2 py-3">
            <nav aria-label="Menu utama">
              <MenuItems menu={menu} actions={actions} />
            </nav>

            <section
              aria-labelledby={othersId}
              className="border-t border-brand-100 pt-4"
              data-mobile-menu-others
            >
              <h2
                id={othersId}
                className="px-3 pb-1 text-xs font-bold uppercase tracking-wide text-brand-800"
              >
                Lainnya
              </h2>
              <ul className="space-y-0.5">
                {topBar.campus.links.map((link, index) => (
                  <li key={`campus-${index}-${link.href}`}>
                    <SheetLink link={link} actions={actions} label={`Lokasi ${link.label}`} />
                  </li>
                ))}
                {topBar.alumni.links.map((link, index) => (
                  <li key={`alumni-${index}-${link.href}`}>
                    <SheetLink link={link} actions={actions} />
                  </li>
                ))}
                {topBar.linkGroups.map((group, index) => (
                  <li key={`${index}-${group.title}`}>
                    <ExtraGroup group={group} actions={actions} />
                  </li>
                ))}
              </ul>
            </section>

            <SocialLinks
              items={topBar.social}
              className="gap-2 px-3"
              linkClassName="size-11 bg-brand-50 text-brand-800 hover:bg-brand-100"
            />
          </div>

          <div className="border-t border-brand-100 p-4">
            <a
              href={topBar.registerNow.href}
              {...newTabProps(true)}
              onClick={actions.onNavigate}
              data-register-now
              className={
                'flex min-h-12 items-center justify-center rounded-md bg-accent-400 px-4 ' +
                'font-bold uppercase tracking-wide text-brand-950 hover:bg-accent-500'
              }
            >
              {topBar.registerNow.label}
              <NewTabHint external />
            </a>
          </div>
          <ComingSoonStatus notice={notice} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
