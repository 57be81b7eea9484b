import type { GlobalSlug, Payload } from 'payload'
import { seedAlumni } from './alumni'
import { bannerImage, socialImage } from './images'
import { seedAbout } from './about'
import { seedAdmissionsInfo } from './admissions-info'
import { admissionsSettings } from './admissions'
import { seedCareer } from './career'
import { seedFaqs } from './faq'
import { seedHome } from './home'
import { seedNews } from './news'
import { seedPages } from './pages'
import { seedPrivacyNotice } from './privacy'
import { seedProgrammes } from './programmes'
import { seedAcademicCalendar, seedOrganisations } from './students'
import { searchSynonyms } from './search'
import {
  bannerPages,
  footer,
  loadingQuotes,
  mainMenu,
  siteSettings,
  supportContacts,
  topBar,
} from './shell-content'
import { seedContext } from './context'
import { seedMedia } from './media'
import { seedDemoApplications } from './demo-applications'
import { seedDemoReregistrations } from './demo-reregistrations'
import { seedClock, type SeedClock } from './clock'
import { seedWebVitals } from './web-vitals'

/**
 * Seeds the demo content. Each piece runs once per database (recorded in the seed-state
 * global), so a second run changes nothing and content that staff edit or delete stays as
 * they left it. A piece also never overwrites content that was entered before it ran.
 */

async function isEmptyGlobal(payload: Payload, slug: GlobalSlug, key: string) {
  const doc = (await payload.findGlobal({
    slug,
    overrideAccess: true,
    depth: 0,
  })) as unknown as Record<string, unknown>
  const value = doc[key]
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  )
}

async function fillGlobal(payload: Payload, slug: GlobalSlug, key: string, data: object) {
  if (await isEmptyGlobal(payload, slug, key))
    await payload.updateGlobal({
      slug,
      data: data as never,
      overrideAccess: true,
      context: seedContext(),
    })
}

/** A piece gets the seed's clock: every demo date is counted from its day. */
type SeedRun = (payload: Payload, clock: SeedClock) => Promise<void>

const pieces = {
  berita: seedNews,
  halaman: seedPages,
  'program studi': seedProgrammes,
  faq: seedFaqs,
  karier: seedCareer,
  beranda: seedHome,
  alumni: seedAlumni,
  'kalender akademik': seedAcademicCalendar,
  'organisasi mahasiswa': seedOrganisations,
  'pengaturan situs': (p) => fillGlobal(p, 'site-settings', 'collegeName', siteSettings),
  'top bar': (p) => fillGlobal(p, 'top-bar', 'social', topBar),
  'menu utama': (p) => fillGlobal(p, 'main-menu', 'items', mainMenu),
  'kutipan pemuatan': (p) => fillGlobal(p, 'loading-quotes', 'quotes', loadingQuotes),
  footer: async (p) => {
    if (!(await isEmptyGlobal(p, 'footer', 'informationGroups'))) return
    const items = await Promise.all(
      footer.socialMedia!.items!.map(async (item) => ({
        ...item,
        image: await seedMedia(
          p,
          `Logo ${item.name}`,
          `sosial-${item.icon}.png`,
          () => socialImage(item.icon),
          'image/png',
        ),
      })),
    )
    await p.updateGlobal({
      slug: 'footer',
      data: { ...footer, socialMedia: { ...footer.socialMedia, items } },
      overrideAccess: true,
      context: seedContext(),
    })
  },
  'kontak bantuan': async (p) => {
    for (const contact of supportContacts) {
      const found = await p.count({
        collection: 'support-contacts',
        where: { phone: { equals: contact.phone } },
        overrideAccess: true,
      })
      if (found.totalDocs === 0)
        await p.create({
          collection: 'support-contacts',
          data: contact,
          overrideAccess: true,
          context: seedContext(),
        })
    }
  },
  banner: async (p) => {
    for (const page of bannerPages) {
      const found = await p.count({
        collection: 'banners',
        where: { bannerUrl: { equals: page } },
        overrideAccess: true,
      })
      if (found.totalDocs > 0) continue
      const alt = `Suasana kampus Universitas Teknologi Bandung (${page.replace(/-/g, ' ')})`
      const image = await seedMedia(p, alt, `banner-${page}.jpg`, () => bannerImage(page))
      await p.create({
        collection: 'banners',
        data: { bannerUrl: page, image },
        overrideAccess: true,
        context: seedContext(),
      })
    }
  },
  // After "program studi": tuition fees point at programmes.
  'info pendaftaran': seedAdmissionsInfo,
  'tentang utb': seedAbout,
  penerimaan: (p, clock) =>
    fillGlobal(p, 'admissions-settings', 'bankAccounts', admissionsSettings(clock)),
  'sinonim pencarian': (p) => fillGlobal(p, 'search-settings', 'synonyms', searchSynonyms),
  'kebijakan privasi': seedPrivacyNotice,
  // After "program studi" and "info pendaftaran": applications point at programmes and waves.
  'pendaftar demo': seedDemoApplications,
  // After "pendaftar demo": the accepted applicants' re-registration.
  'daftar ulang demo': seedDemoReregistrations,
  'data kecepatan': (p, clock) => seedWebVitals(p, clock.now),
} satisfies Record<string, SeedRun>

export type SeedPiece = keyof typeof pieces

/**
 * `only` limits the run to some pieces (tests that need part of the demo site); `now` is the moment
 * the demo's dates are counted from (tests pass one to see the demo on another day).
 */
export async function seed(
  payload: Payload,
  log: (line: string) => void = console.log,
  only?: readonly SeedPiece[],
  now: Date = new Date(),
): Promise<string[]> {
  const clock = seedClock(now)
  const state = await payload.findGlobal({ slug: 'seed-state', overrideAccess: true })
  const done = new Set<string>(Array.isArray(state.done) ? (state.done as string[]) : [])
  const ran: string[] = []
  for (const [key, run] of Object.entries(pieces) as [SeedPiece, SeedRun][]) {
    if (done.has(key) || (only && !only.includes(key))) continue
    await run(payload, clock)
    done.add(key)
    ran.push(key)
  }
  if (ran.length)
    await payload.updateGlobal({
      slug: 'seed-state',
      data: { done: [...done] },
      overrideAccess: true,
      context: seedContext(),
    })
  log(
    ran.length
      ? `Konten demo diisi: ${ran.join(', ')}.`
      : 'Konten demo sudah ada; tidak ada yang diubah.',
  )
  return ran
}
