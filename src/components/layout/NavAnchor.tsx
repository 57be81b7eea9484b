import Link from 'next/link'
import type { ReactNode } from 'react'
import { NewTabHint, newTabProps } from '@/components/header/SocialIcon'
import type { NavLink } from '@/features/shell/types'

/** A site link through next/link, or an external one that opens a new tab and says so. */
export function NavAnchor({
  link,
  className,
  children,
}: {
  link: NavLink
  className: string
  children: ReactNode
}) {
  if (link.external) {
    return (
      <a href={link.href} {...newTabProps(true)} className={className}>
        {children}
        <NewTabHint external />
      </a>
    )
  }
  return (
    <Link href={link.href} className={className}>
      {children}
    </Link>
  )
}
