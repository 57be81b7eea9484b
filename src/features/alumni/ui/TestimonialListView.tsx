import { Pagination } from '@/features/news/ui/Pagination'
import type { TestimonialList } from '@/features/alumni/types'
import { TestimonialCardItem } from './TestimonialCardItem'

export const TESTIMONIALS_PATH = '/mahasiswa/cerita-alumni'

/**
 * The alumni stories (the content API's testimonial data_length): count, one page of stories, page
 * links.
 */
export function TestimonialListView({ list }: { list: TestimonialList }) {
  return (
    <section aria-label="Daftar cerita alumni" className="my-10">
      <p data-testid="testimonial-count" className="mb-6 text-lg text-muted">
        {list.totalDocs} cerita alumni
        {list.totalPages > 1 ? ` · halaman ${list.page} dari ${list.totalPages}` : ''}
      </p>
      {list.items.length ? (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {list.items.map((item) => (
            <li key={item.id}>
              <TestimonialCardItem item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">Belum ada cerita alumni.</p>
      )}
      <Pagination
        basePath={TESTIMONIALS_PATH}
        page={list.page}
        totalPages={list.totalPages}
        label="Halaman cerita alumni"
      />
    </section>
  )
}
