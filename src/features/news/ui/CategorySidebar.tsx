import Link from 'next/link'
import type { CategoryCounts } from '@/features/news/types'

/** Categories with their article counts ("Semua (30)", "Kampus (8)", …). */
export function CategorySidebar({ counts, current }: { counts: CategoryCounts; current?: string }) {
  const entries = [
    { name: 'Semua', href: '/tentang-utb/berita', count: counts.total, active: !current },
  ].concat(
    counts.categories.map((c) => ({
      name: c.name,
      href: `/tentang-utb/berita/${c.slug}`,
      count: c.count,
      active: c.slug === current,
    })),
  )
  return (
    <nav
      aria-labelledby="kategori-berita"
      data-testid="news-categories"
      className="rounded-xl border border-brand-100 bg-brand-50 p-4"
    >
      <h2 id="kategori-berita" className="mb-2 text-lg font-bold text-brand-900">
        Kategori
      </h2>
      <ul className="flex flex-col">
        {entries.map((e) => (
          <li key={e.href}>
            <Link
              href={e.href}
              aria-current={e.active ? 'page' : undefined}
              className={
                `flex min-h-11 items-center justify-between rounded-lg px-3 ` +
                `${e.active ? 'bg-brand-800 font-semibold text-white' : 'text-brand-900 hover:bg-white'}`
              }
            >
              <span>{`${e.name} (${e.count})`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
