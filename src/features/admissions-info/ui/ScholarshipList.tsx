import { CalendarClock, ExternalLink, Users } from 'lucide-react'
import { Card } from '@/components/card/Card'
import { MediaImg } from '@/components/media/MediaImg'
import type { ScholarshipCard } from '@/features/admissions-info/map'

/** Scholarships as cards: provider, summary, benefits, requirements, quota, deadline and link. */
export function ScholarshipList({ items }: { items: ScholarshipCard[] }) {
  if (!items.length)
    return (
      <p className="my-10 text-muted">Belum ada informasi beasiswa. Silakan kembali lagi nanti.</p>
    )
  return (
    <ul className="my-10 grid gap-6 lg:grid-cols-2" aria-label="Daftar beasiswa">
      {items.map((s) => (
        <Card
          as="li"
          key={s.id}
          data-testid="scholarship"
          className="flex flex-col overflow-hidden"
        >
          <MediaImg
            image={s.image}
            sizes="(min-width: 992px) 560px, 100vw"
            className="aspect-[16/7] w-full object-cover"
          />
          <article className="flex flex-1 flex-col gap-3 p-5">
            <h2 className="text-xl font-bold text-brand-900">{s.name}</h2>
            <p className="font-semibold text-brand-700">{s.provider}</p>
            <p className="text-ink">{s.summary}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <h3 className="font-semibold text-brand-900">Manfaat</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {s.benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-semibold text-brand-900">Persyaratan</h3>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                  {s.requirements.map((r) => (
                    <li key={r}>{r}</li>
                  ))}
                </ul>
              </div>
            </div>
            <dl className="mt-auto flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
              {s.quota ? (
                <div className="flex items-center gap-1">
                  <Users aria-hidden="true" className="size-4" />
                  <dt className="sr-only">Kuota</dt>
                  <dd>{s.quota}</dd>
                </div>
              ) : null}
              {s.deadline ? (
                <div className="flex items-center gap-1">
                  <CalendarClock aria-hidden="true" className="size-4" />
                  <dt>Batas pendaftaran:</dt>
                  <dd>
                    <time dateTime={s.deadline}>{s.deadlineText}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
            {s.applyUrl ? (
              <a
                href={s.applyUrl}
                target={s.applyUrl.startsWith('/') ? undefined : '_blank'}
                rel={s.applyUrl.startsWith('/') ? undefined : 'noopener noreferrer'}
                className={
                  'inline-flex min-h-11 w-fit items-center gap-2 rounded-lg ' +
                  'bg-brand-800 px-4 font-semibold text-white hover:bg-brand-900'
                }
              >
                Info &amp; pendaftaran<span className="sr-only"> {s.name}</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : null}
          </article>
        </Card>
      ))}
    </ul>
  )
}
