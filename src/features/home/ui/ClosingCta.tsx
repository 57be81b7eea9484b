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
        <div aria-hidden="true" className="cta-backdrop absolute inset-0 -z-10" />
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
