import { Card, CardTitleLink } from '@/components/card/Card'
import { MediaImg } from '@/components/media/MediaImg'
import { NewsCardMeta } from './NewsCardMeta'
import type { NewsCard } from '@/features/news/types'

/** One article in a list: thumbnail, category, date, title (the link) and excerpt. */
export function NewsCardItem({ item, priority = false }: { item: NewsCard; priority?: boolean }) {
  return (
    <Card data-testid="news-card" className="group relative flex flex-col overflow-hidden">
      <MediaImg
        image={item.thumbnail}
        sizes="(min-width: 1200px) 360px, (min-width: 768px) 45vw, 100vw"
        preload={priority}
        fetchPriority={priority ? 'high' : undefined}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <NewsCardMeta item={item} />
        <CardTitleLink href={item.href}>{item.title}</CardTitleLink>
        <p className="line-clamp-3 text-sm text-ink">{item.excerpt}</p>
      </div>
    </Card>
  )
}
