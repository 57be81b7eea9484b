import Link from 'next/link'
import type { ReactNode } from 'react'
import type { MenuTop, SiteData, TopBarData } from '@/features/shell/types'
import { DesktopNav } from './DesktopNav.client'
import { MobileMenu } from './MobileMenuButton.client'
import { StickyHeader } from './StickyHeader.client'
import { TopBar } from './TopBar'

type Props = {
  site: SiteData
  topBar: TopBarData
  menu: MenuTop[]
  /** 'blog' differs only in colour: a solid brand bar instead of a white one. */
  variant: 'base' | 'blog'
  /** Extra controls at the end of the main bar, e.g. the search button. */
  actions?: ReactNode
}

export function SiteHeader({ site, topBar, menu, variant, actions }: Props) {
  const blog = variant === 'blog'
  return (
    <header data-site-header data-variant={variant}>
      <TopBar topBar={topBar} />
      <StickyHeader threshold={site.headerFixAfter}>
        <div
          className={
            blog ? 'bg-brand-900 text-white' : 'border-b border-brand-100 bg-white text-brand-950'
          }
        >
          <div className="mx-auto flex min-h-16 max-w-7xl items-center justify-between gap-3 px-4 md:min-h-20">
            <Link
              href="/"
              className="flex min-h-11 shrink-0 items-center gap-3 rounded-md"
              data-home-link
            >
              <span
                aria-hidden
                className={
                  'grid size-11 place-items-center rounded-lg text-sm font-extrabold ' +
                  'tracking-tight md:size-12 ' +
                  (blog ? 'bg-accent-400 text-brand-950' : 'bg-brand-800 text-white')
                }
              >
                {site.shortName}
              </span>
              {/* Between 992 and 1200 px the menu needs the room; the name stays the link's accessible name. */}
              <span className="max-w-48 text-sm font-bold leading-tight md:max-lg:sr-only">
                {site.collegeName}
              </span>
            </Link>
            <div className="flex items-center gap-1">
              <DesktopNav menu={menu} />
              {actions}
              <MobileMenu menu={menu} topBar={topBar} collegeName={site.collegeName} />
            </div>
          </div>
        </div>
      </StickyHeader>
    </header>
  )
}
