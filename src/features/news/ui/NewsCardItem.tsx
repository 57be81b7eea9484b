import { Img } from '@/components/media/Img'
import Link from 'next/link'
import { NewsCardMeta } from './NewsCardMeta'
import type { NewsCard } from '@/features/news/types'

/** One article in a list: thumbnail, category, date, title (the link) and excerpt. */
export function NewsCardItem({ item, priority = false }: { item: NewsCard; priority?: boolean }) {
  return (
    <article
      data-testid="news-card"
      className="group relative flex flex-col overflow-hidden rounded-xl border border-brand-100 bg-white shadow-sm"
    >
      {item.thumbnail ? (
        <Img
          src={item.thumbnail.url}
          alt={item.thumbnail.alt}
          width={item.thumbnail.width}
          height={item.thumbnail.height}
          sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
          preload={priority}
          fetchPriority={priority ? 'high' : undefined}
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <NewsCardMeta item={item} />
        <h2 className="text-lg font-bold leading-snug text-brand-900">
          <Link href={item.href} className="after:absolute after:inset-0 group-hover:underline">
            {item.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-ink">{item.excerpt}</p>
      </div>
    </article>
  )
}
