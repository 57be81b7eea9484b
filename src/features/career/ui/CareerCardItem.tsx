import { Card, CardTitleLink } from '@/components/card/Card'
import { MediaImg } from '@/components/media/MediaImg'
import { careerStatus } from '@/features/career/format'
import type { CareerCard } from '@/features/career/types'
import { CareerMeta } from './CareerMeta'
import { StatusBadge } from './StatusBadge'

/** One post in a career list: picture if any, status, title (the link), organisation, dates. */
export function CareerCardItem({ post, now }: { post: CareerCard; now: Date }) {
  return (
    <Card data-testid="career-card" className="group relative flex flex-col overflow-hidden">
      <MediaImg
        image={post.image}
        sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <StatusBadge status={careerStatus(post, now)} />
        </div>
        <CardTitleLink href={post.href}>{post.title}</CardTitleLink>
        <p className="font-semibold text-brand-700">{post.organization}</p>
        <p className="line-clamp-3 text-sm text-ink">{post.summary}</p>
        <div className="mt-auto">
          <CareerMeta post={post} />
        </div>
      </div>
    </Card>
  )
}
