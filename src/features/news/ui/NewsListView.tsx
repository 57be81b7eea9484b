import type { CategoryCounts, NewsList } from '@/features/news/types'
import { CategorySidebar } from './CategorySidebar'
import { NewsCardItem } from './NewsCardItem'
import { Pagination } from './Pagination'

/** The news list with its category sidebar, shared by /tentang-utb/berita and its categories. */
export function NewsListView({
  list,
  counts,
  basePath,
  current,
}: {
  list: NewsList
  counts: CategoryCounts
  basePath: string
  current?: string
}) {
  return (
    <div className="my-10 grid gap-8 lg:grid-cols-[1fr_16rem]">
      <section aria-label="Daftar berita">
        {list.items.length ? (
          <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {list.items.map((item, i) => (
              <NewsCardItem key={item.id} item={item} priority={i === 0} />
            ))}
          </div>
        ) : (
          <p className="text-muted">Belum ada berita pada halaman ini.</p>
        )}
        <Pagination basePath={basePath} page={list.page} totalPages={list.totalPages} />
      </section>
      <aside>
        <CategorySidebar counts={counts} current={current} />
      </aside>
    </div>
  )
}
