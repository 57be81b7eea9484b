import type { HomeData } from '@/features/home/types'
import type { SiteData } from '@/features/shell/types'
import { CampusTour } from './CampusTour'
import { ClosingCta } from './ClosingCta'
import { FeatureBand } from './FeatureBand'
import { HiddenTitle, HomeHero } from './HomeHero'
import { MajorsGrid, MajorsIntro } from './MajorsSections'
import { AchievementsSection, NewsSection } from './NewsSections'
import { PartnerMarquee } from './PartnerMarquee'
import { RegistrationSteps } from './RegistrationSteps'
import { ShortcutGrid } from './ShortcutGrid'

/**
 * The home page: the sections of the original site's "Dashboard content" in their order (position
 * 10 is unused).
 */
export function HomeView({ site, data }: { site: SiteData; data: HomeData }) {
  const facts = [
    ...(data.majors ? [{ value: String(data.majors.items.length), label: 'Program studi' }] : []),
    ...(data.partners
      ? [{ value: String(data.partners.items.length), label: 'Mitra kerja sama' }]
      : []),
    { value: '3', label: 'Jalur pendaftaran' },
  ]
  return (
    <>
      {data.partners ? <PartnerMarquee data={data.partners} /> : null}
      {data.hero ? (
        <HomeHero
          site={site}
          hero={data.hero}
          facts={facts}
          {...(data.majors ? { programmesAnchor: '#program-studi' } : {})}
        />
      ) : (
        <HiddenTitle site={site} />
      )}
      {data.shortcuts ? <ShortcutGrid data={data.shortcuts} overlap={Boolean(data.hero)} /> : null}
      {data.achievements ? <AchievementsSection data={data.achievements} /> : null}
      {data.campusTour ? <CampusTour data={data.campusTour} /> : null}
      {data.majorsIntro ? <MajorsIntro data={data.majorsIntro} /> : null}
      {data.majors ? <MajorsGrid data={data.majors} /> : null}
      {data.registration ? (
        <FeatureBand
          name="pendaftaran"
          data={data.registration}
          eyebrow="Penerimaan mahasiswa baru"
        />
      ) : null}
      {data.scholarship ? (
        <FeatureBand
          name="beasiswa"
          data={data.scholarship}
          eyebrow="Beasiswa"
          reverse
          tone="tint"
        />
      ) : null}
      {data.news ? <NewsSection data={data.news} /> : null}
      {data.steps ? <RegistrationSteps data={data.steps} /> : null}
      {data.closing ? <ClosingCta data={data.closing} /> : null}
    </>
  )
}
