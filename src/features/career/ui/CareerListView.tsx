import { CAREER_SECTIONS, countLabel, type CareerType } from '@/features/career/format'
import type { CareerList } from '@/features/career/types'
import { CareerCardItem } from './CareerCardItem'
import { Pagination } from '@/features/news/ui/Pagination'

/** The list of one career type (shared by the three list routes): count, cards, page links. */
export function CareerListView({ type, list }: { type: CareerType; list: CareerList }) {
  const section = CAREER_SECTIONS[type]
  const now = new Date()
  return (
    <section aria-label={`Daftar ${section.label}`} className="my-10">
      <p data-testid="career-count" className="mb-6 text-lg text-muted">
        {countLabel(type, list.totalDocs)}
        {list.totalPages > 1 ? ` · halaman ${list.page} dari ${list.totalPages}` : ''}
      </p>
      {list.items.length ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((post) => (
            <CareerCardItem key={post.id} post={post} now={now} />
          ))}
        </div>
      ) : (
        <p className="text-muted">Belum ada informasi pada halaman ini.</p>
      )}
      <Pagination
        basePath={section.path}
        page={list.page}
        totalPages={list.totalPages}
        label={`Halaman ${section.label}`}
      />
    </section>
  )
}
