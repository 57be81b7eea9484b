import { Img } from '@/components/media/Img'
import Link from 'next/link'
import { ChevronRight } from 'lucide-react'
import type { ImageData } from '@/features/shell/types'

/**
 * The breadcrumb banner above a page. Its title is the page's h1
 * (the page omits its own heading when a banner is shown). A fixed height keeps the layout
 * still while the image loads.
 */
export function BreadcrumbBanner({ title, image }: { title: string; image?: ImageData | null }) {
  return (
    <div
      data-testid="breadcrumb-banner"
      className={
        'relative isolate flex h-48 items-end overflow-hidden bg-linear-to-r ' +
        'from-brand-950 via-brand-900 to-brand-700 sm:h-64 md:h-72'
      }
    >
      {image ? (
        <>
          <Img
            src={image.url}
            alt={image.alt}
            fill
            sizes="100vw"
            preload
            className="-z-20 object-cover"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-linear-to-t from-brand-950/90 via-brand-950/65 to-brand-950/40"
          />
        </>
      ) : null}

      <div className="mx-auto w-full max-w-7xl px-4 pb-6 sm:px-6 sm:pb-10">
        <h1 className="text-3xl font-bold text-white sm:text-4xl md:text-5xl">{title}</h1>
        <nav aria-label="Breadcrumb" className="mt-3">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-brand-100 sm:text-base">
            <li className="flex items-center">
              <Link
                href="/"
                className="inline-flex min-h-10 items-center underline-offset-4 hover:text-accent-400 hover:underline"
              >
                Home
              </Link>
            </li>
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
              <span aria-current="page" className="font-semibold text-accent-400">
                {title}
              </span>
            </li>
          </ol>
        </nav>
      </div>
    </div>
  )
}
