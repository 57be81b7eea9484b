import { FEE_TRACKS, latestAcademicYear, type Wave } from '@/features/admissions-info/map'
import type { CareerDetail } from '@/features/career/types'
import type { CalendarEvent } from '@/features/students/types'
import { jakartaDay } from '@/lib/time-zone'
import type { Footer, SelectionSchedule, SiteSetting, TopBar, TuitionFee } from '@/payload-types'
import type { EventView } from './event'
import { absoluteUrl } from './node'
import { organisationNamed, organisationRef } from './organisation'
import { attendanceOf } from './place'
import type { ApplicationPeriod, TuitionOffer } from './programme'
import type { OrganisationView, SiteContext } from './types'

/** CMS documents and page props → the view types of the builders. Pure, unit-tested. */

/**
 * The college from the site settings (name, address, phone, e-mail) and its social profiles from
 * the top bar and the footer. WhatsApp links are chats, not profiles, and stay out of sameAs.
 */
export function toOrganisation(
  site: SiteSetting,
  topBar: TopBar,
  footer: Footer,
): OrganisationView {
  const profiles = [...(topBar.social ?? []), ...(footer.socialMedia?.items ?? [])]
    .filter((s) => s.icon !== 'whatsapp' && /^https?:\/\//i.test(s.url.trim()))
    .map((s) => s.url.trim())
  return {
    name: site.collegeName ?? '',
    alternateName: site.shortName ?? '',
    description: site.description ?? '',
    address: site.address ?? '',
    telephone: site.phone ?? '',
    email: site.email ?? '',
    sameAs: [...new Set(profiles)],
  }
}

/** A programme's fees per track in the newest academic year of the whole list (as the fee page). */
export function toTuitionOffers(docs: TuitionFee[], programmeId: number): TuitionOffer[] {
  const year = latestAcademicYear(docs)
  const idOf = (d: TuitionFee) => (typeof d.programme === 'object' ? d.programme?.id : d.programme)
  const own = docs.filter((d) => d.academicYear === year && idOf(d) === programmeId)
  return FEE_TRACKS.flatMap(({ track, title }) =>
    own
      .filter((d) => (d.track ?? 'semua') === track)
      .map((d) => ({
        track: title,
        academicYear: d.academicYear,
        developmentFee: d.developmentFee,
        semesterFee: d.semesterFee,
        practicumFee: d.practicumFee ?? null,
      })),
  )
}

/** The newest admissions cycle: from its first wave's opening to its last wave's closing day. */
export function toApplicationPeriod(waves: SelectionSchedule[]): ApplicationPeriod | null {
  const year = latestAcademicYear(waves)
  const cycle = waves.filter((w) => w.academicYear === year)
  if (!cycle.length) return null
  const starts = cycle.map((w) => jakartaDay(w.registrationStart)).sort()
  const ends = cycle.map((w) => jakartaDay(w.registrationEnd)).sort()
  return { start: starts[0]!, deadline: ends.at(-1)! }
}

/** Holidays are on the calendar for planning, not something to attend (Google: no non-events). */
export const isAttendable = (e: CalendarEvent) => e.category !== 'libur'

/** An academic calendar entry: all-day, on the campus, organised by the college. */
export function calendarEventView(e: CalendarEvent, ctx: SiteContext, pageUrl: string): EventView {
  return {
    name: e.title,
    description: e.note || `${e.categoryLabel} · Tahun akademik ${e.academicYear}`,
    startDate: e.startDay,
    endDate: e.endDay,
    attendance: 'offline',
    placeText: '',
    joinUrl: pageUrl,
    organizer: organisationRef(ctx.organisation, ctx.siteUrl),
  }
}

/** A selection wave's test day, where its test mode says (online, on the campus, or either). */
export function selectionTestView(w: Wave, ctx: SiteContext, pageUrl: string): EventView {
  const track = w.track && w.track !== 'Semua jalur' ? ` – ${w.track}` : ''
  return {
    name: `Tes Seleksi ${w.wave}${track} (${w.academicYear})`,
    description: `Pendaftaran ${w.registration}; pengumuman ${w.announcement}.`,
    startDate: jakartaDay(w.testDate),
    endDate: jakartaDay(w.testDate),
    attendance: attendanceOf(w.testMode),
    placeText: w.testMode,
    joinUrl: pageUrl,
    organizer: organisationRef(ctx.organisation, ctx.siteUrl),
  }
}

/** A training with its dates; none without a start (the CMS then knows no time for it). */
export function trainingEventView(post: CareerDetail, ctx: SiteContext): EventView | null {
  if (!post.event) return null
  return {
    name: post.title,
    description: post.summary,
    startDate: post.event.start,
    endDate: post.event.end ?? post.event.start,
    attendance: attendanceOf(post.location),
    placeText: post.location,
    url: absoluteUrl(ctx.siteUrl, post.href),
    joinUrl: absoluteUrl(ctx.siteUrl, post.href),
    organizer: organisationNamed(post.organization, ctx.organisation, ctx.siteUrl),
    ...(post.image ? { image: absoluteUrl(ctx.siteUrl, post.image.url) } : {}),
  }
}
