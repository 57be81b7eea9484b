import { notFound } from 'next/navigation'
import type { Metadata } from 'next'
import { PageIntro } from '@/components/page/PageIntro'
import { getTestimonialPage } from '@/features/alumni/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { pageParam } from '@/features/shell/paged-routes'
import { TESTIMONIALS_PATH, TestimonialListView } from './TestimonialListView'

type ListProps = { params: Promise<{ n: string }> }

/**
 * /mahasiswa/cerita-alumni (page 1, static) and …/halaman/N (first request, then ISR): the
 * paged-list pattern (ADR 0007).
 */
async function TestimonialList({ page }: { page: number }) {
  const list = await getTestimonialPage(page)
  // A page past the end is not a page of this list.
  if (page > 1 && page > list.totalPages) notFound()
  return (
    <PageIntro path={TESTIMONIALS_PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Kisah para lulusan Universitas Teknologi Bandung setelah meninggalkan kampus: di industri,
        di lembaga riset, dan di usaha yang mereka bangun sendiri.
      </p>
      <TestimonialListView list={list} />
    </PageIntro>
  )
}

export const testimonialRoute = {
  generateMetadata: (): Promise<Metadata> => pageMetadata(TESTIMONIALS_PATH),
  Page: () => <TestimonialList page={1} />,
  pagedMetadata: async ({ params }: ListProps): Promise<Metadata> =>
    pageMetadata(TESTIMONIALS_PATH, undefined, `${TESTIMONIALS_PATH}/halaman/${(await params).n}`),
  PagedPage: async ({ params }: ListProps) => {
    const page = pageParam((await params).n)
    if (page === null) notFound()
    return <TestimonialList page={page} />
  },
}
