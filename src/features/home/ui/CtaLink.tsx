import Link from 'next/link'
import { ArrowRight } from 'lucide-react'
import { NavAnchor } from '@/components/layout/NavAnchor'
import type { NavLink } from '@/features/shell/types'

const STYLES = {
  primary: 'bg-accent-400 text-brand-950 hover:bg-accent-500',
  dark: 'bg-brand-800 text-white hover:bg-brand-900',
  outline: 'border border-white/70 text-white hover:bg-white/10',
  ghost: 'border border-brand-800 text-brand-800 hover:bg-brand-50',
} as const

/** A call-to-action button: a site link, or an external one that opens a new tab and says so. */
export function CtaLink({
  link,
  variant = 'primary',
  arrow = false,
}: {
  link: NavLink
  variant?: keyof typeof STYLES
  arrow?: boolean
}) {
  const className =
    `inline-flex min-h-12 items-center justify-center gap-2 ` +
    `rounded-lg px-6 font-bold transition-colors ${STYLES[variant]}`
  const content = (
    <>
      {link.label}
      {arrow ? <ArrowRight aria-hidden="true" className="size-5" /> : null}
    </>
  )
  return (
    <NavAnchor link={link} className={className}>
      {content}
    </NavAnchor>
  )
}

/** "Lihat semua …" under or beside a list. */
export function MoreLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className={
        'inline-flex min-h-11 items-center gap-2 font-semibold ' +
        'text-brand-700 hover:text-brand-900 hover:underline'
      }
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  )
}
