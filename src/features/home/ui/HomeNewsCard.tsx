import { Img } from '@/components/media/Img'
import Link from 'next/link'
import { NewsCardMeta } from '@/features/news/ui/NewsCardMeta'
import type { NewsCard } from '@/features/news/types'

/** An article on the home page: like the news list's card, with an h3 under the section's h2. */
export function HomeNewsCard({ item, badge }: { item: NewsCard; badge?: React.ReactNode }) {
  return (
    <article
      data-testid="home-news-card"
      className={
        'group relative flex flex-col overflow-hidden rounded-2xl border border-brand-100 ' +
        'bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg'
      }
    >
      <div className="relative">
        {item.thumbnail ? (
          <Img
            src={item.thumbnail.url}
            alt={item.thumbnail.alt}
            width={item.thumbnail.width}
            height={item.thumbnail.height}
            sizes="(min-width: 1400px) 400px, (min-width: 768px) 45vw, 100vw"
            className="aspect-video w-full object-cover"
          />
        ) : (
          <div aria-hidden="true" className="aspect-video w-full bg-brand-100" />
        )}
        {badge ? (
          <span
            className={
              'absolute left-3 top-3 inline-flex items-center gap-1 rounded-full ' +
              'bg-accent-400 px-3 py-1 text-xs font-bold text-brand-950 shadow'
            }
          >
            {badge}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <NewsCardMeta item={item} />
        <h3 className="text-lg font-bold leading-snug text-brand-900">
          <Link href={item.href} className="after:absolute after:inset-0 group-hover:underline">
            {item.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink">{item.excerpt}</p>
      </div>
    </article>
  )
}
