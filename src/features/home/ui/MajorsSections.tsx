import { MediaImg } from '@/components/media/MediaImg'
import Link from 'next/link'
import { Award } from 'lucide-react'
import type { HomeData } from '@/features/home/types'
import { CtaLink } from './CtaLink'
import { Section, SectionHeading } from './Section'

/** Position 5: the introduction to the study programmes. */
export function MajorsIntro({ data }: { data: NonNullable<HomeData['majorsIntro']> }) {
  return (
    <Section name="pengantar-prodi" className="bg-white pt-16 sm:pt-20">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 sm:px-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading name="pengantar-prodi" heading={data} eyebrow="Akademik" />
        {data.cta ? (
          <div className="shrink-0">
            <CtaLink link={data.cta} variant="ghost" arrow />
          </div>
        ) : null}
      </div>
    </Section>
  )
}

/** Position 6: a card per published programme, linking to its page. */
export function MajorsGrid({ data }: { data: NonNullable<HomeData['majors']> }) {
  return (
    <Section
      name="program-studi"
      anchor="program-studi"
      className="scroll-mt-24 bg-white pb-16 pt-10 sm:pb-20"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="beranda-program-studi" className="text-2xl font-bold text-brand-900">
          {data.title}
        </h2>
        {data.text ? <p className="mt-2 max-w-3xl text-muted">{data.text}</p> : null}
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {data.items.map((p) => (
            <li
              key={p.href}
              data-testid="programme-card"
              className={
                'group relative flex flex-col overflow-hidden rounded-2xl ' +
                'border border-brand-100 bg-white transition ' +
                'hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-lg'
              }
            >
              <MediaImg
                image={p.image}
                sizes="(min-width: 1400px) 400px, (min-width: 768px) 45vw, 100vw"
                className="aspect-[16/9] w-full object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-sm font-semibold text-brand-700">
                  {p.degree} · {p.faculty}
                </p>
                <h3 className="mt-1 text-xl font-bold text-brand-900">
                  <Link
                    href={p.href}
                    className="after:absolute after:inset-0 group-hover:underline"
                  >
                    {p.name}
                  </Link>
                </h3>
                <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-ink">
                  {p.summary}
                </p>
                <p
                  className={
                    'mt-4 inline-flex items-center gap-1.5 self-start rounded-full ' +
                    'bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800'
                  }
                >
                  <Award aria-hidden="true" className="size-3.5" />
                  Akreditasi {p.accreditation}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}
