import { Img } from '@/components/media/Img'
import Link from 'next/link'
import { careerStatus } from '@/features/career/format'
import type { CareerCard } from '@/features/career/types'
import { CareerMeta } from './CareerMeta'
import { StatusBadge } from './StatusBadge'

/** One post in a career list: picture if any, status, title (the link), organisation, dates. */
export function CareerCardItem({ post, now }: { post: CareerCard; now: Date }) {
  return (
    <article
      data-testid="career-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
    >
      {post.image ? (
        <Img
          src={post.image.url}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <StatusBadge status={careerStatus(post, now)} />
        </div>
        <h2 className="text-lg font-bold leading-snug text-brand-900">
          <Link href={post.href} className="after:absolute after:inset-0 group-hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="font-semibold text-brand-700">{post.organization}</p>
        <p className="line-clamp-3 text-sm text-ink">{post.summary}</p>
        <div className="mt-auto">
          <CareerMeta post={post} />
        </div>
      </div>
    </article>
  )
}
