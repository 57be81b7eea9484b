import { Img } from '@/components/media/Img'
import { LeadImage } from '@/components/media/LeadImage'
import Link from 'next/link'
import { RichText } from '@payloadcms/richtext-lexical/react'
import { categoryPath } from '@/features/news/format'
import type { NewsDetail } from '@/features/news/types'
import { ShareButtons } from './ShareButtons'
import { VideoEmbed } from './VideoEmbed'

/** A news article's page: heading, meta, picture, body, gallery, videos, share, neighbours. */
export function ArticleView({ article, url }: { article: NewsDetail; url: string }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold text-brand-700">
        <Link
          href={categoryPath(article.category.slug)}
          className="inline-flex min-h-11 items-center hover:underline"
        >
          {article.category.name}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
        {article.title}
      </h1>
      <p className="mt-3 flex flex-wrap gap-x-2 text-muted" data-testid="article-meta">
        <span>Oleh {article.author}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={article.publishedAt}>{article.date}</time>
      </p>
      <LeadImage image={article.thumbnail} />
      <RichText
        data={article.content as Parameters<typeof RichText>[0]['data']}
        className="mt-6 space-y-4 text-lg leading-relaxed text-ink"
      />

      {article.images.length ? (
        <section aria-labelledby="galeri" className="mt-10">
          <h2 id="galeri" className="mb-3 text-lg font-bold text-brand-900">
            Galeri foto
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
            {article.images.map((img, i) => (
              <li key={`${img.url}-${i}`}>
                <Img
                  src={img.url}
                  alt={img.alt}
                  width={img.width}
                  height={img.height}
                  sizes="(min-width: 768px) 240px, 50vw"
                  className="aspect-video w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {article.videos.length ? (
        <section aria-labelledby="video" className="mt-10 space-y-4">
          <h2 id="video" className="text-lg font-bold text-brand-900">
            Video
          </h2>
          {article.videos.map((v) => (
            <VideoEmbed key={v.embedUrl} src={v.embedUrl} title={v.title} />
          ))}
        </section>
      ) : null}

      <ShareButtons url={url} title={article.title} />

      <nav
        aria-label="Berita lainnya"
        className="mt-10 grid gap-4 border-t border-brand-100 pt-6 sm:grid-cols-2"
      >
        {article.previous ? (
          <Link
            href={article.previous.href}
            rel="prev"
            className="rounded-xl border border-brand-100 p-4 hover:bg-brand-50"
          >
            <span className="block text-sm text-muted">Berita sebelumnya</span>
            <span className="font-semibold text-brand-900">{article.previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {article.next ? (
          <Link
            href={article.next.href}
            rel="next"
            className="rounded-xl border border-brand-100 p-4 text-right hover:bg-brand-50"
          >
            <span className="block text-sm text-muted">Berita berikutnya</span>
            <span className="font-semibold text-brand-900">{article.next.title}</span>
          </Link>
        ) : null}
      </nav>
    </article>
  )
}
