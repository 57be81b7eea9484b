import { ConsentFrame } from '@/features/consent/ui/ConsentFrame.client'
import type { HomeData } from '@/features/home/types'
import { Section, SectionHeading } from './Section'

/** Position 4: the campus tour video, loaded only with functional-cookie consent. */
export function CampusTour({ data }: { data: NonNullable<HomeData['campusTour']> }) {
  return (
    <Section name="tur-kampus" className="bg-brand-950 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 md:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading name="tur-kampus" heading={data} tone="dark" eyebrow="Kenali kampus kami" />
        <div
          data-testid="campus-tour"
          className="overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/15"
        >
          <ConsentFrame
            src={data.embedUrl}
            title={data.title}
            className="aspect-video w-full border-0"
          />
        </div>
      </div>
    </Section>
  )
}
