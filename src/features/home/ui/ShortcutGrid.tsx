import Link from 'next/link'
import {
  BookOpen,
  Briefcase,
  Calendar,
  GraduationCap,
  MapPin,
  Newspaper,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react'
import type { HomeData, ShortcutIcon } from '@/features/home/types'
import { Section, SectionHeading } from './Section'

const ICONS: Record<ShortcutIcon, LucideIcon> = {
  'graduation-cap': GraduationCap,
  'book-open': BookOpen,
  wallet: Wallet,
  calendar: Calendar,
  briefcase: Briefcase,
  newspaper: Newspaper,
  users: Users,
  'map-pin': MapPin,
}

/** Position 2: shortcut cards to the pages visitors look for most. */
export function ShortcutGrid({
  data,
  overlap,
}: {
  data: NonNullable<HomeData['shortcuts']>
  overlap: boolean
}) {
  return (
    <Section name="pintasan" className="bg-white pb-16 pt-12 sm:pt-14">
      <div
        className={`relative mx-auto max-w-7xl px-4 sm:px-6 ${overlap ? 'md:-mt-28 md:pt-0' : ''}`}
      >
        <div
          className={
            overlap
              ? 'md:rounded-3xl md:bg-white md:p-8 md:shadow-xl md:ring-1 md:ring-brand-100'
              : ''
          }
        >
          <SectionHeading
            name="pintasan"
            heading={data.title ? data : { ...data, title: 'Jelajahi kampus' }}
          />
          <ul className="mt-8 grid gap-4 xs:grid-cols-2 md:grid-cols-4">
            {data.items.map((item) => {
              const Icon = ICONS[item.icon] ?? GraduationCap
              return (
                <li
                  key={`${item.title}-${item.href}`}
                  className={
                    'group relative flex gap-4 rounded-2xl border ' +
                    'border-brand-100 bg-white p-5 transition ' +
                    'hover:-translate-y-0.5 hover:border-brand-600 hover:shadow-md'
                  }
                >
                  <span
                    className={
                      'flex size-12 shrink-0 items-center justify-center ' +
                      'rounded-xl bg-brand-50 text-brand-700 transition ' +
                      'group-hover:bg-brand-700 group-hover:text-white'
                    }
                  >
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="font-bold leading-snug text-brand-900">
                      {item.external ? (
                        <a
                          href={item.href}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="after:absolute after:inset-0 group-hover:underline"
                        >
                          {item.title}
                          <span className="sr-only"> (membuka tab baru)</span>
                        </a>
                      ) : (
                        <Link
                          href={item.href}
                          className="after:absolute after:inset-0 group-hover:underline"
                        >
                          {item.title}
                        </Link>
                      )}
                    </h3>
                    {item.description ? (
                      <p className="mt-1 text-sm text-muted">{item.description}</p>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
      </div>
    </Section>
  )
}
