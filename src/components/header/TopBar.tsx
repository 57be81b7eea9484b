import Link from 'next/link'
import { ChevronDown } from 'lucide-react'
import type { LinkGroup, NavLink, TopBarData } from '@/features/shell/types'
import { NewTabHint, SocialLinks, newTabProps } from './SocialIcon'

const linkClass = 'inline-flex min-h-8 items-center rounded px-2 hover:bg-white/10 hover:underline'

function BarLink({ link, className = linkClass }: { link: NavLink; className?: string }) {
  return (
    <Link href={link.href} {...newTabProps(link.external)} className={className}>
      {link.label}
      <NewTabHint external={link.external} />
    </Link>
  )
}

/**
 * One link is shown as is; several sit behind a <details> disclosure, which is keyboard operable
 * without JavaScript. The shared `name` keeps only one of them open at a time.
 */
function Group({ group }: { group: LinkGroup }) {
  const [only] = group.links
  if (!only) return null
  if (group.links.length === 1) {
    return (
      <li>
        <BarLink link={only} />
      </li>
    )
  }
  return (
    <li>
      <details name="top-bar-group" className="group relative" data-top-bar-group={group.title}>
        <summary
          className={`${linkClass} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}
        >
          {group.title}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <ul
          className={
            'absolute left-0 top-full z-50 mt-1 min-w-52 rounded-md ' +
            'bg-white py-1 text-ink shadow-lg ring-1 ring-black/10'
          }
        >
          {group.links.map((link) => (
            <li key={`${link.label}-${link.href}`}>
              <BarLink
                link={link}
                className="block px-4 py-2 hover:bg-brand-50 hover:text-brand-800"
              />
            </li>
          ))}
        </ul>
      </details>
    </li>
  )
}

/** Slim bar above the main header, from 992 px up; the mobile side menu shows the same content. */
export function TopBar({ topBar }: { topBar: TopBarData }) {
  const groups = [topBar.campus, topBar.alumni, ...topBar.linkGroups]
  return (
    <div className="hidden bg-brand-950 text-sm text-white md:block" data-top-bar>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1">
        <SocialLinks
          items={topBar.social}
          className="gap-1"
          linkClassName="size-8 hover:bg-white/15"
        />
        <div className="flex items-center gap-3">
          <nav aria-label="Tautan atas">
            <ul className="flex flex-wrap items-center gap-1">
              {groups.map((group, index) => (
                <Group key={`${index}-${group.title}`} group={group} />
              ))}
            </ul>
          </nav>
          <a
            href={topBar.registerNow.href}
            {...newTabProps(true)}
            className={
              'inline-flex min-h-8 items-center rounded bg-accent-400 px-3 ' +
              'font-semibold uppercase tracking-wide text-brand-950 hover:bg-accent-500'
            }
            data-register-now
          >
            {topBar.registerNow.label}
            <NewTabHint external />
          </a>
        </div>
      </div>
    </div>
  )
}
