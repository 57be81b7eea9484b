import type { NewsCard } from '@/features/news/types'

/** The line above an article card's title: its category and publication date. */
export function NewsCardMeta({ item }: { item: NewsCard }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
      <span className="font-semibold text-brand-700">{item.category.name}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={item.publishedAt}>{item.date}</time>
    </p>
  )
}
