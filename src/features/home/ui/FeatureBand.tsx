import { Img } from '@/components/media/Img'
import type { Feature } from '@/features/home/types'
import { CtaLink } from './CtaLink'
import { Section, SectionHeading } from './Section'

/**
 * Positions 7 and 8: a headline with a picture and a button (registration, scholarships).
 * `reverse` puts the picture on the other side so consecutive bands alternate.
 */
export function FeatureBand({
  name,
  data,
  eyebrow,
  reverse = false,
  tone = 'white',
}: {
  name: string
  data: Feature
  eyebrow: string
  reverse?: boolean
  tone?: 'white' | 'tint'
}) {
  return (
    <Section
      name={name}
      className={`py-16 sm:py-20 ${tone === 'tint' ? 'bg-brand-50' : 'bg-white'}`}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 md:grid-cols-2 lg:gap-16">
        {data.image ? (
          <Img
            src={data.image.url}
            alt={data.image.alt}
            width={data.image.width}
            height={data.image.height}
            sizes="(min-width: 1400px) 620px, (min-width: 992px) 46vw, 100vw"
            className={`aspect-[4/3] w-full rounded-3xl object-cover shadow-lg ${reverse ? 'md:order-last' : ''}`}
          />
        ) : null}
        <div className={data.image ? '' : 'md:col-span-2'}>
          <SectionHeading name={name} heading={data} eyebrow={eyebrow} />
          {data.cta ? (
            <div className="mt-8">
              <CtaLink link={data.cta} variant="dark" arrow />
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  )
}
