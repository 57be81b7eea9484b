import { describe, expect, it } from 'vitest'
import { toWave } from '@/features/admissions-info/map'
import { toCareerDetail } from '@/features/career/map'
import { toNewsDetail } from '@/features/news/map'
import { toProgrammeView } from '@/features/programmes/map'
import { toCalendarEvent } from '@/features/students/map'
import { careerPostNodes } from '@/features/structured-data/career'
import { event } from '@/features/structured-data/event'
import { jobPosting, validThrough } from '@/features/structured-data/job-posting'
import {
  calendarEventView,
  isAttendable,
  selectionTestView,
  toApplicationPeriod,
  toOrganisation,
  toTuitionOffers,
  trainingEventView,
} from '@/features/structured-data/map'
import { articleTrail, authorOf, newsArticle } from '@/features/structured-data/news-article'
import { attendanceOf } from '@/features/structured-data/place'
import { educationalOccupationalProgram } from '@/features/structured-data/programme'
import type { SiteContext } from '@/features/structured-data/types'
import { selectionWaves } from '@/seed/admissions-info'
import { careerPosts } from '@/seed/career'
import { seedClock } from '@/seed/clock'
import { paragraphsToLexical } from '@/seed/richtext'
import { footer, siteSettings, topBar } from '@/seed/shell-content'
import { academicEvents } from '@/seed/students'
import { SEED_DAY } from '../helpers/seed-day'
import type {
  CareerPost,
  Footer,
  Media,
  News,
  Programme,
  SelectionSchedule,
  SiteSetting,
  TopBar,
  TuitionFee,
} from '@/payload-types'
import { expectComplete, SITE } from './structured-data-helpers'

const context: SiteContext = {
  siteUrl: SITE,
  organisation: toOrganisation(siteSettings as SiteSetting, topBar as TopBar, footer as Footer),
}
const media = (name: string) =>
  ({ id: 1, url: `http://127.0.0.1:3000/api/cms/media/file/${name}`, alt: name }) as Media

describe('a news article (NewsArticle)', () => {
  const doc = {
    id: 9,
    title: 'UTB Resmikan Laboratorium AI',
    slug: 'utb-resmikan-laboratorium-ai',
    category: { id: 1, name: 'Kampus', slug: 'kampus' },
    author: 'Rina Marlina',
    publishedAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-21T08:30:00.000Z',
    thumbnail: media('lab.webp'),
    images: [{ image: media('lab-2.webp') }],
    excerpt: 'Laboratorium baru untuk riset kecerdasan buatan.',
    content: paragraphsToLexical(['Isi panjang berita.']),
  } as unknown as News
  const article = toNewsDetail(doc)
  const node = newsArticle(article, context)

  it('has every required and recommended property, images absolute, dates ISO', () => {
    expectComplete(node)
    expect(node.image).toEqual([
      'https://utb.ac.id/api/cms/media/file/lab.webp',
      'https://utb.ac.id/api/cms/media/file/lab-2.webp',
    ])
    expect(node.datePublished).toBe('2026-11-20T03:00:00.000Z')
    expect(node.dateModified).toBe('2026-11-21T08:30:00.000Z')
    expect(node.author).toEqual([{ '@type': 'Person', name: 'Rina Marlina' }])
    expect(node.publisher).toMatchObject({
      name: 'Universitas Teknologi Bandung',
      logo: 'https://utb.ac.id/logo.png',
    })
  })

  it('describes the article by its excerpt, never by its body', () => {
    expect(node.description).toBe(doc.excerpt)
    expect(JSON.stringify(node)).not.toContain('Isi panjang berita')
  })

  it('names offices of the college as an Organization author', () => {
    expect(authorOf('Humas UTB', 'UTB')['@type']).toBe('Organization')
    expect(authorOf('Panitia PMB', 'UTB')['@type']).toBe('Organization')
    expect(authorOf('Rina Marlina', 'UTB')['@type']).toBe('Person')
  })

  it('has the trail Beranda › Berita › its category › itself', () => {
    expect(articleTrail(article).map((c) => c.href)).toEqual([
      '/',
      '/tentang-utb/berita',
      '/tentang-utb/berita/kampus',
      '/tentang-utb/berita/kampus/utb-resmikan-laboratorium-ai',
    ])
  })
})

describe('a study programme (EducationalOccupationalProgram)', () => {
  const programme = toProgrammeView({
    id: 4,
    name: 'Teknik Informatika',
    slug: 'teknik-informatika',
    faculty: { id: 1, name: 'Fakultas Teknik' },
    category: { id: 1, name: 'Program Sarjana' },
    degree: 'S1',
    accreditation: 'Unggul',
    summary: 'Rekayasa perangkat lunak, data dan kecerdasan buatan.',
    description: paragraphsToLexical(['Isi.']),
    careerProspects: [{ title: 'Software Engineer' }],
    image: media('ti.webp'),
  } as unknown as Programme)
  const fee = (over: Partial<TuitionFee>): TuitionFee =>
    ({
      programme: { id: 4 },
      academicYear: '2027/2028',
      track: 'reguler',
      developmentFee: 7_500_000,
      semesterFee: 6_000_000,
      practicumFee: 500_000,
      ...over,
    }) as TuitionFee
  const fees = toTuitionOffers(
    [
      fee({}),
      fee({ track: 'magang', semesterFee: 4_500_000, practicumFee: null }),
      fee({ academicYear: '2026/2027', semesterFee: 1 }),
      fee({ programme: { id: 5 } as Programme, semesterFee: 2 }),
    ],
    4,
  )
  const admission = toApplicationPeriod(selectionWaves(SEED_DAY) as SelectionSchedule[])
  const node = educationalOccupationalProgram({ programme, fees, admission }, context)

  it('has every required and recommended property', () => {
    expectComplete(node)
    expect(node).toMatchObject({
      name: 'Teknik Informatika',
      educationalCredentialAwarded: 'Sarjana (S1)',
      timeToComplete: 'P4Y',
      programPrerequisites: 'Lulusan SMA/SMK/sederajat',
      url: 'https://utb.ac.id/akademik/program-studi/teknik-informatika',
    })
    expect(node.provider).toMatchObject({
      '@type': 'CollegeOrUniversity',
      address: { postalCode: '40235' },
    })
  })

  it('offers the newest year’s tuition of this programme per track, in rupiah', () => {
    expect(fees.map((f) => [f.track, f.semesterFee])).toEqual([
      ['Jalur Reguler', 6_000_000],
      ['Jalur Magang', 4_500_000],
    ])
    const [regular] = node.offers as Record<string, unknown>[]
    expect(regular).toMatchObject({ '@type': 'Offer', price: 6_000_000, priceCurrency: 'IDR' })
    expect(regular!.priceSpecification).toEqual([
      expect.objectContaining({ price: 6_000_000, priceCurrency: 'IDR', unitText: 'semester' }),
      expect.objectContaining({ price: 7_500_000, priceCurrency: 'IDR' }),
      expect.objectContaining({ price: 500_000, priceCurrency: 'IDR', unitText: 'semester' }),
    ])
  })

  it('takes the application window from the newest cycle’s first and last wave', () => {
    expect(admission).toEqual({ start: '2026-10-01', deadline: '2027-07-31' })
    expect(node.applicationStartDate).toBe('2026-10-01')
    expect(node.applicationDeadline).toBe('2027-07-31')
    expect(toApplicationPeriod([])).toBeNull()
  })

  it('takes its length from the degree', () => {
    const d3 = educationalOccupationalProgram(
      { programme: { ...programme, studyYears: 3 }, fees: [], admission: null },
      context,
    )
    expect(d3.timeToComplete).toBe('P3Y')
    expect(d3).not.toHaveProperty('offers')
    expect(d3).not.toHaveProperty('applicationDeadline')
  })
})

// 22 Nov 2026, 10:00 in Jakarta: the seed's posts are dated from this day.
const NOW = Date.UTC(2026, 10, 22, 3)
const now = new Date(NOW)
const seeded = careerPosts(seedClock(new Date(NOW))).map(
  (p, i) =>
    ({ ...p, id: i + 1, updatedAt: '2026-11-01T03:00:00.000Z', createdAt: '' }) as CareerPost,
)
const post = (slug: string, over: Partial<CareerPost> = {}) =>
  toCareerDetail({ ...seeded.find((p) => p.slug === slug)!, ...over })

describe('a vacancy or an internship (JobPosting)', () => {
  it('describes an open vacancy completely, but for the employment type the CMS does not record', () => {
    const node = jobPosting(post('lowongan-staf-it'), context, now)
    expectComplete(node, ['employmentType'])
    expect(node).not.toHaveProperty('employmentType')
    expect(node).toMatchObject({
      title: 'Lowongan Staf IT',
      hiringOrganization: { '@type': 'Organization', name: 'PT Sinergi Data Parahyangan' },
      jobLocation: { address: { addressLocality: 'Bandung', addressCountry: 'ID' } },
    })
    // Open until the end of the deadline's day in Jakarta, 25 days from now.
    expect(node.validThrough).toBe('2026-12-17T23:59:59+07:00')
    expect(Date.parse(String(node.validThrough))).toBeGreaterThan(NOW)
    expect(String(node.description)).toContain('Kualifikasi')
  })

  it('marks an internship INTERN, and a remote one as telecommuting from Indonesia', () => {
    const node = jobPosting(post('magang-quality-assurance'), context, now)
    expectComplete(node)
    expect(node.employmentType).toBe('INTERN')
    expect(node).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
    })
    expect(node).not.toHaveProperty('jobLocation')
  })

  it('keeps a hybrid job’s town and says it is partly remote', () => {
    const node = jobPosting(post('junior-backend-developer'), context, now)
    expect(node).toMatchObject({
      jobLocation: { address: { addressLocality: 'Bandung' } },
      jobLocationType: 'TELECOMMUTE',
    })
  })

  it('gives a closed post a validThrough in the past', () => {
    const expired = seeded.find(
      (p) => p.type === 'lowongan-kerja' && p.deadline && Date.parse(p.deadline) < NOW - 86_400_000,
    )!
    const byDate = jobPosting(toCareerDetail(expired), context, now)
    expect(Date.parse(String(byDate.validThrough))).toBeLessThan(NOW)

    const closedEarly = post('lowongan-staf-it', { closedEarly: true })
    const early = jobPosting(closedEarly, context, now)
    expect(early.validThrough).toBe('2026-11-01T03:00:00.000Z')
    // Saved "in the future" (a clock off): still in the past of the page's render.
    const skewed = { ...closedEarly, updatedAt: '2030-01-01T00:00:00.000Z' }
    expect(Date.parse(validThrough(skewed, now)!)).toBeLessThan(NOW)
    // Closed early without a deadline: closed when saved.
    expect(validThrough({ ...closedEarly, deadline: null }, now)).toBe('2026-11-01T03:00:00.000Z')
  })

  it('has no validThrough for an open post without a deadline', () => {
    expect(validThrough(post('lowongan-staf-it', { deadline: null }), now)).toBeUndefined()
  })
})

describe('events (Event)', () => {
  it('put an online training in a VirtualLocation, at its page', () => {
    const training = post('bootcamp-data-analytics')
    const node = event(trainingEventView(training, context)!, context.organisation)
    expectComplete(node)
    expect(node.location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://utb.ac.id/pusat-karir/pengembangan-dan-pelatihan/bootcamp-data-analytics',
    })
    expect(node.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(node.organizer).toEqual({ '@type': 'Organization', name: 'PT Sinergi Data Parahyangan' })
    expect(Date.parse(String(node.endDate)) - Date.parse(String(node.startDate))).toBeGreaterThan(
      20 * 86_400_000,
    )
  })

  it('put an on-campus training at the college’s address', () => {
    const node = event(
      trainingEventView(
        post('pelatihan-cloud-computing', { image: media('cloud.webp') }),
        context,
      )!,
      context.organisation,
    )
    expectComplete(node)
    expect(node.location).toMatchObject({
      '@type': 'Place',
      name: 'Kampus UTB, Lab Komputer 3',
      address: { postalCode: '40235', addressLocality: 'Bandung' },
    })
    expect(node.image).toBe('https://utb.ac.id/api/cms/media/file/cloud.webp')
  })

  it('are left out for a training without dates, which keeps only its breadcrumb', () => {
    const undated = post('pelatihan-cloud-computing', { eventStart: null, eventEnd: null })
    expect(trainingEventView(undated, context)).toBeNull()
    expect(careerPostNodes(undated, context, now).map((n) => n['@type'])).toEqual([
      'BreadcrumbList',
    ])
    expect(
      careerPostNodes(post('pelatihan-cloud-computing'), context, now).map((n) => n['@type']),
    ).toEqual(['Event', 'BreadcrumbList'])
    expect(careerPostNodes(post('lowongan-staf-it'), context, now)[0]!['@type']).toBe('JobPosting')
  })

  it('make each academic calendar entry but the holidays an all-day event on the campus', () => {
    const entries = academicEvents(SEED_DAY).map((e, i) =>
      toCalendarEvent({ ...e, id: i + 1, createdAt: '', updatedAt: '' }),
    )
    const attendable = entries.filter(isAttendable)
    expect(attendable.length).toBeGreaterThan(0)
    expect(attendable.length).toBeLessThan(entries.length)
    const page = `${SITE}/mahasiswa/kalender-akademik`
    for (const entry of attendable) {
      const node = event(calendarEventView(entry, context, page), context.organisation)
      expectComplete(node)
      expect(node.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(node.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    }
  })

  it('hold a selection test where its test mode says: online and on the campus, or on the campus', () => {
    const page = `${SITE}/pendaftaran/jadwal-seleksi`
    const [first, , third] = selectionWaves(SEED_DAY).map((w, i) =>
      event(
        selectionTestView(toWave({ ...w, id: i + 1, createdAt: '', updatedAt: '' }), context, page),
        context.organisation,
      ),
    )
    expectComplete(first!)
    expect(first).toMatchObject({
      name: 'Tes Seleksi Gelombang 1 (2027/2028)',
      startDate: '2027-02-06',
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
    })
    expect((first!.location as { '@type': string }[]).map((l) => l['@type'])).toEqual([
      'Place',
      'VirtualLocation',
    ])
    expect(third!.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
  })

  it('read the attendance from the words staff use', () => {
    expect(attendanceOf('Daring')).toBe('online')
    expect(attendanceOf('Jarak jauh')).toBe('online')
    expect(attendanceOf('Daring (CBT) atau di Kampus UTB')).toBe('mixed')
    expect(attendanceOf('Kampus UTB, Aula Utama')).toBe('offline')
    expect(attendanceOf('')).toBe('offline')
  })
})
