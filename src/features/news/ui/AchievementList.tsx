import Link from 'next/link'
import { ACHIEVEMENTS_STEP } from '@/features/news/format'
import type { NewsCard } from '@/features/news/types'
import { NewsCardItem } from './NewsCardItem'

/**
 * Achievements, 6 at a time. "Muat lebih banyak" is a plain link to …/tampil/N+6, so it
 * works without JavaScript and keeps the scroll position meaningful for screen readers.
 */
export function AchievementList({
  items,
  totalDocs,
  path,
  shown,
}: {
  items: NewsCard[]
  totalDocs: number
  path: string
  shown: number
}) {
  if (!items.length)
    return <p className="my-10 text-muted">Belum ada prestasi yang dipublikasikan.</p>
  return (
    <section aria-label="Daftar prestasi" className="my-10">
      <p
        className="mb-4 text-muted"
        data-testid="achievement-count"
      >{`Menampilkan ${items.length} dari ${totalDocs} prestasi`}</p>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {items.map((item, i) => (
          <NewsCardItem key={item.id} item={item} priority={i === 0} />
        ))}
      </div>
      {totalDocs > items.length ? (
        <Link
          href={`${path}/tampil/${shown + ACHIEVEMENTS_STEP}`}
          scroll={false}
          className={
            'mt-8 inline-flex min-h-11 items-center rounded-lg ' +
            'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
          }
        >
          Muat lebih banyak
        </Link>
      ) : null}
    </section>
  )
}
