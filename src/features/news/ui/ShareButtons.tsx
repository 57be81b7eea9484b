import { Link2 } from 'lucide-react'
import { shareLinks } from '@/features/news/format'
import { CopyLink } from './CopyLink.client'

/** Share links (new tab) for WhatsApp, Facebook, X, LinkedIn and Telegram, plus copy link. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="bagikan" className="mt-10 border-t border-brand-100 pt-6">
      <h2 id="bagikan" className="mb-3 text-lg font-bold text-brand-900">
        Bagikan berita ini
      </h2>
      <div className="flex flex-wrap items-center gap-2" data-testid="share-links">
        {shareLinks(url, title).map((s) => (
          <a
            key={s.network}
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className={
              'inline-flex min-h-11 items-center rounded-lg bg-brand-800 ' +
              'px-3 font-semibold text-white hover:bg-brand-900'
            }
          >
            {s.network}
            <span className="sr-only"> (bagikan, membuka tab baru)</span>
          </a>
        ))}
        <CopyLink url={url} icon={<Link2 aria-hidden="true" className="size-4" />} />
      </div>
    </section>
  )
}
