import Link from 'next/link'
import { pageLinks } from '@/features/news/format'

/** Page links of a paginated list (…/halaman/N); the current page is marked for screen readers. */
export function Pagination({
  basePath,
  page,
  totalPages,
  label = 'Halaman berita',
}: {
  basePath: string
  page: number
  totalPages: number
  label?: string
}) {
  if (totalPages <= 1) return null
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {pageLinks(basePath, page, totalPages).map((l) => (
          <li key={l.page}>
            <Link
              href={l.href}
              aria-current={l.current ? 'page' : undefined}
              aria-label={`Halaman ${l.page}`}
              className={
                'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border ' +
                'px-3 font-semibold ' +
                (l.current
                  ? 'border-brand-800 bg-brand-800 text-white'
                  : 'border-brand-100 bg-white text-brand-800 hover:bg-brand-50')
              }
            >
              {l.page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
