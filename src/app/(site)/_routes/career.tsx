import { notFound } from 'next/navigation'
import type { Metadata } from 'next'
import { PageIntro } from '@/components/page/PageIntro'
import { CAREER_SECTIONS, type CareerType } from '@/features/career/format'
import { getCareerPage, getCareerParams, getCareerPost } from '@/features/career/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { pageParam } from '@/features/shell/paged-routes'
import { careerPostNodes } from '@/features/structured-data/career'
import { JsonLd } from '@/features/structured-data/JsonLd'
import { siteContext } from '@/features/structured-data/load'
import { CareerDetailView } from '@/features/career/ui/CareerDetailView'
import { CareerListView } from '@/features/career/ui/CareerListView'

/**
 * The list and detail routes of the three career types are the same code with a different
 * type: each page.tsx only picks its type (and keeps its own segment config, which Next.js
 * must read from the file itself). The routes join the career views with the share tags and
 * JSON-LD, whose folders read career themselves: in src/features/career they would close a circle,
 * so they sit here beside the pages (a private folder, no route of its own).
 */

type ListProps = { params: Promise<{ n: string }> }
type DetailProps = { params: Promise<{ detail: string }> }

export function careerListRoute(type: CareerType) {
  const path = CAREER_SECTIONS[type].path
  async function CareerList({ page }: { page: number }) {
    const list = await getCareerPage(type, page)
    // A page past the end is not a page of this list.
    if (page > 1 && page > list.totalPages) notFound()
    return (
      <PageIntro path={path}>
        <CareerListView type={type} list={list} />
      </PageIntro>
    )
  }
  return {
    generateMetadata: (): Promise<Metadata> => pageMetadata(path),
    // Page 1 is static; the career tag expires it on every change, and the page files'
    // revalidate time covers the open/closed status changing with the clock.
    Page: () => <CareerList page={1} />,
    pagedMetadata: async ({ params }: ListProps): Promise<Metadata> =>
      pageMetadata(path, undefined, `${path}/halaman/${(await params).n}`),
    /** `…/halaman/N` (also reached from `?halaman=N`), rendered on first request, then ISR. */
    PagedPage: async ({ params }: ListProps) => {
      const page = pageParam((await params).n)
      if (page === null) notFound()
      return <CareerList page={page} />
    },
  }
}

export function careerDetailRoute(type: CareerType) {
  const load = async ({ params }: DetailProps) => getCareerPost(type, (await params).detail)
  return {
    generateStaticParams: () => getCareerParams(type),
    generateMetadata: async (props: DetailProps): Promise<Metadata> => {
      const post = await load(props)
      return pageMetadata(
        `${CAREER_SECTIONS[type].path}/${(await props.params).detail}`,
        post ? `${post.organization}. ${post.summary}` : undefined,
        undefined,
        post ? { title: post.title } : undefined,
      )
    },
    Page: async function CareerDetailPage(props: DetailProps) {
      const post = await load(props)
      if (!post) notFound()
      const context = await siteContext()
      return (
        <>
          <CareerDetailView post={post} />
          <JsonLd data={careerPostNodes(post, context, new Date())} />
        </>
      )
    },
  }
}
