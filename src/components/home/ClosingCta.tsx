import type { HomeData } from '@/features/home/types'
import { CtaLink } from './CtaLink'
import { Section, SectionHeading } from './Section'

/** Position 12: the closing invitation to register. */
export function ClosingCta({ data }: { data: NonNullable<HomeData['closing']> }) {
  return (
    <Section name="ajakan-penutup" className="bg-white px-4 py-16 sm:px-6 sm:py-20">
      <div
        className={
          'relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl ' +
          'bg-brand-900 px-6 py-14 text-center shadow-xl sm:px-12'
        }
      >
        <div
          aria-hidden="true"
          className={
            'absolute inset-0 -z-10 ' +
            'bg-[radial-gradient(circle_at_10%_10%,rgba(251,191,36,0.22),transparent_40%),radial-gradient(circle_at_90%_90%,rgba(29,78,216,0.6),transparent_45%)]'
          }
        />
        <SectionHeading name="ajakan-penutup" heading={data} tone="dark" align="center" />
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {data.cta ? <CtaLink link={data.cta} arrow /> : null}
          <CtaLink
            link={{ label: 'Pertanyaan umum', href: '/faq', external: false }}
            variant="outline"
          />
        </div>
      </div>
    </Section>
  )
}
