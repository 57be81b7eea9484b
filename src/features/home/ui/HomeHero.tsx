import { Img } from '@/components/media/Img'
import type { Feature } from '@/features/home/types'
import type { SiteData } from '@/features/shell/types'
import { CtaLink } from './CtaLink'

type Fact = { value: string; label: string }

/**
 * Position 1, the opening: the page's only h1 (the college's name), the editable headline and
 * text, the call to action and the headline picture, which is the largest paint (preloaded).
 */
export function HomeHero({
  site,
  hero,
  facts,
  programmesAnchor,
}: {
  site: SiteData
  hero: Feature
  facts: Fact[]
  programmesAnchor?: string
}) {
  // Before staff write a headline, the college's own description introduces it.
  const text = hero.text || (hero.title ? '' : site.description)
  return (
    <section
      aria-labelledby="beranda-judul"
      data-testid="home-section"
      data-section="sambutan"
      className="relative isolate overflow-hidden bg-brand-950 text-white"
    >
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <div
        className={
          'mx-auto grid max-w-7xl items-center gap-10 px-4 pb-20 pt-12 ' +
          'sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:pb-28 md:pt-16 lg:gap-16'
        }
      >
        <div>
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-accent-400">
            Selamat datang di {site.shortName}
          </p>
          <h1
            id="beranda-judul"
            className="mt-4 text-4xl font-extrabold leading-[1.1] tracking-tight xs:text-5xl lg:text-6xl"
          >
            {site.collegeName}
          </h1>
          {hero.title ? (
            <p className="mt-5 text-xl font-semibold leading-snug text-brand-50 sm:text-2xl">
              {hero.title}
            </p>
          ) : null}
          {text ? (
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{text}</p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            {hero.cta ? <CtaLink link={hero.cta} arrow /> : null}
            {programmesAnchor ? (
              <CtaLink
                link={{ label: 'Jelajahi program studi', href: programmesAnchor, external: false }}
                variant="outline"
              />
            ) : null}
          </div>
          {facts.length ? (
            <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4 border-t border-white/15 pt-6">
              {facts.map((f) => (
                <div key={f.label} className="flex flex-col">
                  <dt className="text-sm text-brand-100">{f.label}</dt>
                  <dd className="order-first text-2xl font-extrabold text-white sm:text-3xl">
                    {f.value}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {hero.image ? (
          <div className="relative">
            <div
              aria-hidden="true"
              className="absolute -inset-3 -z-10 rounded-[2rem] bg-accent-400/20 blur-2xl"
            />
            <Img
              src={hero.image.url}
              alt={hero.image.alt}
              width={hero.image.width}
              height={hero.image.height}
              sizes="(min-width: 1400px) 560px, (min-width: 992px) 42vw, 100vw"
              preload
              fetchPriority="high"
              className="aspect-[4/3] w-full rounded-3xl object-cover shadow-2xl ring-1 ring-white/15"
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}

/** When staff hide the opening section the page still has its h1 (for readers and search engines). */
export function HiddenTitle({ site }: { site: SiteData }) {
  return <h1 className="sr-only">{site.collegeName}</h1>
}
