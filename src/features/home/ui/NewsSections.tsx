import { Trophy } from 'lucide-react'
import type { HomeData } from '@/features/home/types'
import { HomeNewsCard } from './HomeNewsCard'
import { MoreLink } from './CtaLink'
import { Section, SectionHeading } from './Section'

/** Position 3: the latest achievements (institutional and student news). */
export function AchievementsSection({ data }: { data: NonNullable<HomeData['achievements']> }) {
  return (
    <Section name="prestasi" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading name="prestasi" heading={data} eyebrow="Prestasi" />
          <div className="flex flex-wrap gap-x-6">
            <MoreLink href="/mahasiswa/prestasi">Prestasi mahasiswa</MoreLink>
            <MoreLink href="/tentang-utb/prestasi-institusi">Prestasi institusi</MoreLink>
          </div>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {data.items.map((item) => (
            <HomeNewsCard
              key={item.id}
              item={item}
              badge={
                <>
                  <Trophy aria-hidden="true" className="size-3.5" />
                  Prestasi
                </>
              }
            />
          ))}
        </div>
      </div>
    </Section>
  )
}

/** Position 9: headline news, newest first. */
export function NewsSection({ data }: { data: NonNullable<HomeData['news']> }) {
  return (
    <Section name="berita" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading name="berita" heading={data} eyebrow="Kabar kampus" />
          <MoreLink href="/tentang-utb/berita">Lihat semua berita</MoreLink>
        </div>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 md:grid-cols-3">
          {data.items.map((item) => (
            <HomeNewsCard key={item.id} item={item} />
          ))}
        </div>
      </div>
    </Section>
  )
}
