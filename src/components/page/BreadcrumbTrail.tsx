import Link from 'next/link'
import { Fragment } from 'react'

export type Crumb = { label: string; href?: string }

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline'

/** The trail above a detail page: Beranda, the steps between, then the page itself. */
export function BreadcrumbTrail({ steps, current }: { steps: Crumb[]; current: string }) {
  return (
    <nav aria-label="Jejak halaman" className="mb-3 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        {[{ label: 'Beranda', href: '/' }, ...steps].map((step, i) => (
          <Fragment key={i}>
            <li>
              {step.href ? (
                <Link href={step.href} className={LINK}>
                  {step.label}
                </Link>
              ) : (
                step.label
              )}
            </li>
            <li aria-hidden="true">/</li>
          </Fragment>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
