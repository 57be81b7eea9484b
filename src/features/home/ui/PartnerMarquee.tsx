import { Img } from '@/components/media/Img'
import Link from 'next/link'
import { Pause } from 'lucide-react'
import type { HomeData, PartnerLogo } from '@/features/home/types'
import { Section } from './Section'

const LOGO_HEIGHT = 48

function Logos({ items, copy }: { items: PartnerLogo[]; copy: boolean }) {
  return (
    <ul
      className="partner-marquee-group"
      aria-hidden={copy ? 'true' : undefined}
      data-testid={copy ? undefined : 'partner-logos'}
    >
      {items.map((p) => (
        <li key={p.name}>
          <Img
            src={p.logo.url}
            alt={copy ? '' : p.name}
            // Drawn 48 px high: a fixed size gives a short 1x/2x srcset instead of every width.
            width={Math.round((LOGO_HEIGHT * p.logo.width) / p.logo.height)}
            height={LOGO_HEIGHT}
            // Optimised like every picture: an editor's logo may be a large upload, and the
            // 1x/2x files for 48 px are a fraction of the original.
            // Lazy: an eager <img> is preloaded by React in the head, and ten logos would compete
            // with the opening picture (the largest paint).
            loading="lazy"
            className="h-11 w-auto grayscale transition duration-300 hover:grayscale-0 sm:h-12"
          />
        </li>
      ))}
    </ul>
  )
}

/** Position 0: partner logos in a slow, pausable CSS marquee (no carousel script). */
export function PartnerMarquee({ data }: { data: NonNullable<HomeData['partners']> }) {
  return (
    <Section name="mitra" className="border-b border-brand-100 bg-white">
      <div
        className={
          `partner-marquee mx-auto flex max-w-7xl flex-col gap-3 ` +
          `px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-6`
        }
      >
        <div
          className={
            'flex items-center justify-between gap-3 md:w-60 ' +
            'md:shrink-0 md:flex-col md:items-start md:gap-1'
          }
        >
          <p id="beranda-mitra" className="text-sm font-bold text-brand-900">
            {data.title}
          </p>
          <div className="flex items-center gap-1">
            <Link
              href="/tentang-utb/kerja-sama"
              className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
            >
              Lihat kerja sama
            </Link>
            <label
              className={
                'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full ' +
                'px-2 text-sm font-semibold text-muted hover:text-brand-800 ' +
                'has-[:checked]:text-brand-800 has-[:focus-visible]:outline-3 ' +
                'has-[:focus-visible]:outline-accent-500 motion-reduce:hidden'
              }
            >
              <input type="checkbox" className="partner-marquee-toggle sr-only" />
              <Pause aria-hidden="true" className="size-4" />
              Jeda<span className="sr-only"> gerakan logo mitra</span>
            </label>
          </div>
        </div>
        <div
          className="partner-marquee-viewport min-w-0 flex-1"
          style={
            {
              '--marquee-duration': `${Math.max(data.items.length * 4, 20)}s`,
            } as React.CSSProperties
          }
        >
          <div className="partner-marquee-track">
            <Logos items={data.items} copy={false} />
            <Logos items={data.items} copy />
          </div>
        </div>
      </div>
    </Section>
  )
}
