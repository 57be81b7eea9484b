import { adminHeaders } from './admin-api'
import { expect, test } from './fixtures'
import { scheduleOverview } from '../../src/features/admissions-info/map'
import {
  communityLinks,
  documents as seededDocuments,
  management,
  researchGallery,
  services,
} from '../../src/seed/about'
import {
  pastWaves,
  scholarships as seededScholarships,
  selectionWaves,
  tuitionFees,
} from '../../src/seed/admissions-info'
import { feeYear, intake, seedClock } from '../../src/seed/clock'
import { formatDate } from '../../src/lib/format'
import type { SelectionSchedule } from '../../src/payload-types'
import { openPage } from './helpers'

// Admissions information and "Tentang UTB" pages show the seeded CMS content (src/seed/admissions-info.ts, about.ts),
// dated from the day the server was seeded (today).
const clock = seedClock()
const scholarships = seededScholarships(clock)
const documents = seededDocuments(clock)

test.describe('admissions information', () => {
  test('scholarships are listed with provider, benefits and requirements', async ({ page }) => {
    await openPage(page, '/pendaftaran/beasiswa')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Beasiswa/)
    const cards = page.getByTestId('scholarship')
    await expect(cards).toHaveCount(scholarships.length)
    const first = cards.filter({ hasText: scholarships[0]!.name })
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(scholarships[0]!.name)
    await expect(first).toContainText(scholarships[0]!.provider)
    await expect(first.getByRole('heading', { name: 'Manfaat' })).toBeVisible()
    await expect(first).toContainText(formatDate(scholarships[0]!.deadline))
  })

  test('tuition: the registration fee and its refund rule, one table per track, amounts in Rp', async ({
    page,
  }) => {
    await openPage(page, '/pendaftaran/biaya-pendidikan')
    await expect(page.getByTestId('registration-fee')).toContainText('Rp 300.000')
    await expect(page.getByTestId('registration-fee')).toContainText(/dikembalikan 100%/)
    const tables = page.getByTestId('fee-table')
    await expect(tables).toHaveCount(3)
    await expect(page.getByRole('heading', { level: 2, name: 'Jalur Reguler' })).toBeVisible()
    const reguler = page.getByRole('table', {
      name: new RegExp(`Jalur Reguler, tahun akademik ${feeYear(clock)}`),
    })
    const row = reguler.getByRole('row', { name: /S1 Teknik Informatika/ })
    await expect(row.getByRole('cell').nth(0)).toHaveText('Rp 7.500.000')
    await expect(row.getByRole('cell').nth(1)).toHaveText('Rp 6.500.000')
    await expect(reguler.getByRole('row')).toHaveCount(tuitionFees(clock).length / 3 + 1)
    await expect(reguler.getByRole('columnheader', { name: 'Program studi' })).toBeVisible()
  })

  test('tuition table fits a 375 px phone: the page never scrolls sideways, the table region does', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout')
    await openPage(page, '/pendaftaran/biaya-pendidikan')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const region = page.getByRole('region', { name: 'Tabel biaya Jalur Reguler' })
    await expect(region).toBeVisible()
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0)
  })

  test('selection schedule: the intake’s waves and the past ones, with the state of today', async ({
    page,
  }) => {
    await openPage(page, '/pendaftaran/jadwal-seleksi')
    const waves = page.getByTestId('wave')
    // The intake's three waves and the two past ones of the demo (seed "pendaftar demo").
    const seeded = [...pastWaves(clock), ...selectionWaves(clock)]
    await expect(waves).toHaveCount(seeded.length)
    const expected = scheduleOverview(
      seeded.map(
        (w, i) => ({ ...w, id: i + 1, createdAt: '', updatedAt: '' }) as SelectionSchedule,
      ),
      new Date(),
    )
    for (const [i, wave] of expected.waves.entries()) {
      await expect(waves.nth(i).getByRole('heading', { level: 2 })).toHaveText(wave.wave)
      await expect(waves.nth(i)).toHaveAttribute('data-status', wave.status)
      await expect(waves.nth(i)).toContainText(wave.registration)
      await expect(waves.nth(i)).toContainText(`Tahun akademik ${wave.academicYear}`)
    }
  })

  test('a tuition edit in the CMS shows on the page without a rebuild', async ({
    request,
    isMobile,
  }) => {
    test.skip(isMobile, 'one run is enough')
    const headers = await adminHeaders(request)
    const found = await request.get('/api/cms/tuition-fees', {
      headers,
      params: {
        'where[label][equals]': 'S1 Sistem Informasi',
        'where[track][equals]': 'magang',
        depth: 0,
      },
    })
    const fee = ((await found.json()) as { docs: { id: number; semesterFee: number }[] }).docs[0]!
    const amount = 4_000_000 + (Date.now() % 900) * 1000
    const shown = `Rp ${amount.toLocaleString('id-ID')}`
    try {
      const update = await request.patch(`/api/cms/tuition-fees/${fee.id}`, {
        headers,
        data: { semesterFee: amount },
      })
      expect(update.ok()).toBe(true)
      await expect
        .poll(
          async () =>
            (await (await request.get('/pendaftaran/biaya-pendidikan')).text()).includes(shown),
          { timeout: 10_000 },
        )
        .toBe(true)
    } finally {
      await request.patch(`/api/cms/tuition-fees/${fee.id}`, {
        headers,
        data: { semesterFee: fee.semesterFee },
      })
    }
  })

  test('visitors cannot change tuition through the CMS API', async ({ request }) => {
    const found = await request.get('/api/cms/tuition-fees', { params: { limit: 1, depth: 0 } })
    const fee = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
    expect(
      (
        await request.patch(`/api/cms/tuition-fees/${fee.id}`, { data: { semesterFee: 1 } })
      ).status(),
    ).toBe(403)
    expect(
      (await request.post('/api/cms/selection-schedules', { data: { wave: 'X' } })).status(),
    ).toBe(403)
  })
})

const ROUTES = [
  '/pendaftaran/beasiswa',
  '/pendaftaran/biaya-pendidikan',
  '/pendaftaran/jadwal-seleksi',
  '/pendaftaran/unduh-brosur',
  '/tentang-utb/unduh-logo',
  '/tentang-utb/penelitian-dan-pengabdian',
  '/tentang-utb/struktur-organisasi',
  '/tentang-utb/kerja-sama',
  '/tentang-utb/fasilitas-layanan',
]

test('no page of this area scrolls sideways on a 375 px phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout')
  test.setTimeout(120_000)
  for (const path of ROUTES) {
    await openPage(page, path)
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      path,
    ).toBeLessThanOrEqual(0)
  }
})

test.describe('downloads', () => {
  const brochures = documents.filter((d) => d.kind === 'brosur')
  const logos = documents.filter((d) => d.kind === 'logo')

  test('brochures are listed and download as PDF files', async ({ page, request }) => {
    await openPage(page, '/pendaftaran/unduh-brosur')
    const items = page.getByTestId('download')
    await expect(items).toHaveCount(brochures.length)
    const item = items.filter({ hasText: brochures[0]!.title })
    await expect(item).toContainText(
      new RegExp(`PDF · \\d+(,\\d)? KB · ${intake(clock).startYear}`),
    )
    const link = item.getByRole('link', { name: new RegExp(`Unduh ${brochures[0]!.title}`) })
    const href = (await link.getAttribute('href'))!
    expect(href).toMatch(
      new RegExp(`^/api/cms/documents/file/brosur-pmb-utb-${intake(clock).startYear}.*\\.pdf$`),
    )
    const response = await request.get(href)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/)
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-')
    // A click downloads the file under its own name.
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/\.pdf$/)
  })

  test('logo files are listed and download as images', async ({ page, request }) => {
    await openPage(page, '/tentang-utb/unduh-logo')
    await expect(page.getByTestId('download')).toHaveCount(logos.length)
    for (const [name, type] of [
      ['Logo UTB (PNG, warna)', /^image\/png/],
      ['Logo UTB (SVG, warna)', /^image\/svg\+xml/],
    ] as const) {
      const href = (await page
        .getByRole('link', { name: new RegExp(`Unduh ${name.replace(/[()]/g, '\\$&')}`) })
        .getAttribute('href'))!
      const response = await request.get(href)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(type)
    }
  })
})

test.describe('about UTB', () => {
  test('research and community service: files, the activity gallery and the links', async ({
    page,
  }) => {
    await openPage(page, '/tentang-utb/penelitian-dan-pengabdian')
    const files = documents.filter((d) => d.kind === 'penelitian' || d.kind === 'pengabdian')
    await expect(page.getByTestId('download')).toHaveCount(files.length)
    await expect(page.getByTestId('photo')).toHaveCount(researchGallery.photos.length)
    await expect(page.getByRole('img', { name: researchGallery.photos[0]![1] })).toBeVisible()
    const links = page.getByTestId('community-link')
    await expect(links).toHaveCount(communityLinks.length)
    const link = page.getByRole('link', {
      name: new RegExp(communityLinks[0]!.title.replace(/[()]/g, '\\$&')),
    })
    await expect(link).toHaveAttribute('href', communityLinks[0]!.url)
    await expect(link).toHaveAttribute('target', '_blank')
  })

  test('organisation structure keeps its text and lists the management by group', async ({
    page,
  }) => {
    await openPage(page, '/tentang-utb/struktur-organisasi')
    await expect(page.getByText(/dibantu tiga Wakil Rektor/)).toBeVisible()
    await expect(page.getByTestId('person')).toHaveCount(management.length)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Pimpinan Universitas' }),
    ).toBeVisible()
    const rector = page.getByTestId('person').filter({ hasText: 'Rektor' }).first()
    await expect(rector.getByRole('heading', { level: 3 })).toHaveText(management[0]!.name)
    await expect(
      rector.getByRole('img', { name: `Foto ${management[0]!.name}, Rektor` }),
    ).toBeVisible()
  })

  test('facilities and services lists the services with pictures', async ({ page }) => {
    await openPage(page, '/tentang-utb/fasilitas-layanan')
    await expect(page.getByText('Laboratorium kecerdasan buatan dengan server GPU')).toBeVisible()
    await expect(page.getByTestId('service')).toHaveCount(services.length)
    await expect(page.getByRole('img', { name: services[0]!.alt })).toBeVisible()
  })

  test('cooperation shows the partners as a logo grid', async ({ page, request }) => {
    await openPage(page, '/tentang-utb/kerja-sama')
    await expect(page.getByText(/lebih dari 120 kerja sama aktif/)).toBeVisible()
    // Partners are seeded with the home page's logo carousel; the grid shows every one of them.
    const { docs } = (await (
      await request.get('/api/cms/partners', { params: { limit: 100, depth: 1 } })
    ).json()) as { docs: { name: string; logo: { alt: string } }[] }
    await expect(page.getByTestId('partner')).toHaveCount(docs.length)
    if (docs[0]) await expect(page.getByRole('img', { name: docs[0].logo.alt })).toBeVisible()
  })
})
