import Link from 'next/link'
import { Fragment } from 'react'
import { pageTrail } from '@/features/structured-data/breadcrumbs'
import { BreadcrumbJsonLd } from '@/features/structured-data/BreadcrumbJsonLd'
import type { Crumb } from '@/features/structured-data/types'

export type { Crumb }

const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline'

/**
 * The trail above a detail page: Beranda, the steps between, then the page itself (at `path`),
 * shown and given to search engines as the same BreadcrumbList.
 */
export function BreadcrumbTrail({
  steps,
  current,
  path,
}: {
  steps: Crumb[]
  current: string
  path: string
}) {
  const trail = pageTrail(steps, { label: current, href: path })
  return (
    <>
      <nav aria-label="Jejak halaman" className="mb-3 text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-2">
          {trail.slice(0, -1).map((step, i) => (
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
      <BreadcrumbJsonLd trail={trail} />
    </>
  )
}
