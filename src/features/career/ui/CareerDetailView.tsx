import { LeadImage } from '@/components/media/LeadImage'
import Link from 'next/link'
import { ExternalLink } from 'lucide-react'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { CAREER_SECTIONS, careerStatus } from '@/features/career/format'
import type { CareerDetail } from '@/features/career/types'
import { AddToCalendar } from '@/components/page/AddToCalendar'
import { trainingIcsPath } from '@/features/career/ics'
import { CareerMeta } from './CareerMeta'
import { StatusBadge } from './StatusBadge'

/** A career post (shared by the three detail routes); the apply link shows only while it is open. */
export function CareerDetailView({ post }: { post: CareerDetail }) {
  const section = CAREER_SECTIONS[post.type]
  const status = careerStatus(post)
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <nav aria-label="Jejak halaman" className="mb-4 text-sm">
        <Link
          href={section.path}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
        >
          ← {section.label}
        </Link>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-2 text-lg font-semibold text-brand-700">{post.organization}</p>
      <div className="mt-4 flex flex-wrap items-start gap-6 rounded-xl border border-brand-100 bg-brand-50 p-4">
        <div>
          <span className="sr-only">Status: </span>
          <StatusBadge status={status} />
        </div>
        <CareerMeta post={post} />
        {post.event ? <AddToCalendar href={trainingIcsPath(post)} what={post.title} /> : null}
      </div>
      <LeadImage image={post.image} />
      <RichText
        data={post.description as Parameters<typeof RichText>[0]['data']}
        className="mt-6 max-w-3xl [&_p]:mt-4 [&_p]:leading-relaxed [&_li]:ml-6 [&_li]:list-disc"
      />
      <div className="mt-8">
        {status === 'open' && post.applyUrl ? (
          <a
            href={post.applyUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={
              'inline-flex min-h-11 items-center gap-2 rounded-lg ' +
              'bg-brand-800 px-5 font-semibold text-white hover:bg-brand-900'
            }
          >
            Daftar sekarang
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">(membuka tab baru)</span>
          </a>
        ) : status === 'closed' ? (
          <p className="font-semibold text-muted">Pendaftaran sudah ditutup.</p>
        ) : null}
      </div>
    </article>
  )
}
