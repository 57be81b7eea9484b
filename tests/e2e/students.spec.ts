import { expect, test } from './fixtures'
import { formatDate, formatDateRange } from '../../src/lib/format'
import { jakartaDay } from '../../src/lib/time-zone'
import { addDays, seedClock } from '../../src/seed/clock'
import { academicEvents, organisations } from '../../src/seed/students'
import { adminHeaders, adminSend } from './admin-api'
import { openPage } from './helpers'

const CALENDAR = '/mahasiswa/kalender-akademik'
const LIST = '/mahasiswa/organisasi-mahasiswa'
const EXAMPLE = `${LIST}/himpunan-mahasiswa-informatika`
// The demo's agenda is the academic year under way on the day the server was seeded (today).
const EVENTS = academicEvents(seedClock())
const SEED_TITLES = new Set(EVENTS.map((e) => e.title))
const YEAR = EVENTS[0]!.academicYear
const event = (title: RegExp) => EVENTS.find((e) => title.test(e.title))!

test('the academic calendar lists every agenda item by semester and month with Indonesian dates', async ({
  page,
}) => {
  await openPage(page, CALENDAR)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalender Akademik')
  await expect(page.getByTestId('calendar-semester').getByRole('heading', { level: 2 })).toHaveText(
    [`Semester Ganjil ${YEAR}`, `Semester Genap ${YEAR}`, `Semester Antara ${YEAR}`],
  )
  await expect(page.getByTestId('academic-event')).toHaveCount(EVENTS.length)
  const august = `Agustus ${YEAR.slice(0, 4)}`
  await expect(page.getByRole('heading', { level: 3, name: august })).toBeVisible()

  const first = event(/^Pendaftaran ulang .* semester ganjil$/)
  const [firstDay, lastDay] = [jakartaDay(first.startDate), jakartaDay(first.endDate)]
  const registration = page.getByTestId('academic-event').filter({ hasText: first.title })
  await expect(registration).toContainText(formatDateRange(first.startDate, first.endDate))
  await expect(registration.locator(`time[datetime="${firstDay}"]`)).toHaveText(
    String(Number(firstDay.slice(8))),
  )
  await expect(registration.locator(`time[datetime="${lastDay}"]`)).toHaveText(
    formatDate(first.endDate),
  )
  await expect(registration).toContainText('Administrasi & KRS')
  const christmas = event(/^Libur Natal/)
  const holiday = page.getByTestId('academic-event').filter({ hasText: christmas.title })
  await expect(holiday).toContainText(formatDateRange(christmas.startDate, christmas.endDate))
  expect(formatDateRange(christmas.startDate, christmas.endDate)).toMatch(
    /^24 Desember \d{4} – 3 Januari \d{4}$/,
  )
  const wisuda = event(/^Wisuda Periode I /)
  const graduation = page.getByTestId('academic-event').filter({ hasText: wisuda.title })
  await expect(graduation.locator('time')).toHaveText([formatDate(wisuda.startDate)])
})

test('the calendar highlights what is happening now and what comes next, in words', async ({
  page,
}) => {
  await openPage(page, CALENDAR)
  const highlight = page.getByTestId('calendar-highlight')
  await expect(highlight.getByRole('heading', { level: 2 })).toHaveText(
    'Agenda saat ini dan berikutnya',
  )
  const items = highlight.getByRole('listitem')
  expect(await items.count()).toBeGreaterThan(0)
  for (const item of await items.all()) {
    await expect(item.getByTestId('event-state')).toHaveText(
      /^(Sedang berlangsung|Agenda berikutnya)$/,
    )
    expect(SEED_TITLES.has((await item.locator('p').first().textContent())!)).toBe(true)
  }
  // The same items carry their state in the full list as well.
  const marked = page
    .getByTestId('academic-event')
    .and(page.locator('[data-state="current"], [data-state="next"]'))
  await expect(marked).toHaveCount(await items.count())
})

test('the calendar downloads as an iCalendar file with every agenda item', async ({
  request,
  isMobile,
}) => {
  test.skip(isMobile, 'HTTP checks run once')
  const response = await request.get(`${CALENDAR}/kalender-akademik.ics`)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
  const body = await response.text()
  expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(EVENTS.length)
  const first = event(/^Pendaftaran ulang .* semester ganjil$/)
  const compact = (day: string) => day.replaceAll('-', '')
  const [start, end] = [jakartaDay(first.startDate), addDays(jakartaDay(first.endDate), 1)]
  expect(body).toContain(
    `DTSTART;VALUE=DATE:${compact(start)}\r\nDTEND;VALUE=DATE:${compact(end)}\r\n`,
  )
})

test('organisations are grouped; a card leads to the organisation’s page with its profile and contacts', async ({
  page,
}) => {
  await openPage(page, LIST)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organisasi Mahasiswa')
  await expect(
    page.getByTestId('organisation-group').getByRole('heading', { level: 2 }),
  ).toHaveText([
    'Lembaga Kemahasiswaan',
    'Himpunan Mahasiswa',
    'UKM Olahraga',
    'UKM Seni dan Budaya',
    'UKM Penalaran dan Teknologi',
    'UKM Kerohanian dan Sosial',
  ])
  await expect(page.getByTestId('organisation-card')).toHaveCount(organisations.length)
  const himpunan = page
    .getByTestId('organisation-group')
    .filter({ has: page.getByRole('heading', { name: 'Himpunan Mahasiswa', exact: true }) })
  const card = himpunan
    .getByTestId('organisation-card')
    .filter({ hasText: 'Himpunan Mahasiswa Informatika' })
  await expect(card).toContainText('HMIF')
  await expect(card.getByRole('img', { name: 'Logo Himpunan Mahasiswa Informatika' })).toBeVisible()
  await card.getByRole('link', { name: 'Himpunan Mahasiswa Informatika' }).click()
  await page.waitForURL(new RegExp(`${EXAMPLE}$`))

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Himpunan Mahasiswa Informatika')
  await expect(page.getByText('HMIF · Himpunan Mahasiswa')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Profil' })).toBeVisible()
  await expect(page.getByText(/Informatics Festival, pekan lomba pemrograman/)).toBeVisible()
  await expect(page.getByTestId('organisation-activities').getByRole('listitem')).toHaveCount(5)
  await expect(
    page.getByRole('img', { name: 'Kegiatan Himpunan Mahasiswa Informatika di kampus UTB' }),
  ).toBeVisible()
  await expect(page.locator('time[datetime="2005"]')).toHaveText('2005')
  const instagram = page.getByRole('link', { name: /@hmif\.utb/ })
  await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/hmif.utb/')
  await expect(instagram).toHaveAttribute('target', '_blank')
  await expect(page.getByRole('link', { name: 'hmif@utb.ac.id' })).toHaveAttribute(
    'href',
    'mailto:hmif@utb.ac.id',
  )
  await page
    .getByRole('navigation', { name: 'Jejak halaman' })
    .getByRole('link', { name: 'Organisasi Mahasiswa' })
    .click()
  await page.waitForURL(new RegExp(`${LIST}$`))
})

test.describe('HTTP', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once')

  test('unknown and draft organisations are 404; the example has its summary as description', async ({
    request,
  }) => {
    expect((await request.get(`${LIST}/tidak-ada`)).status()).toBe(404)
    expect((await request.get(`${LIST}/klub-astronomi-draf`)).status()).toBe(404)
    const html = await (await request.get(EXAMPLE)).text()
    expect(html).toContain(
      '<meta name="description" content="Himpunan Mahasiswa Informatika - ' +
        'Universitas Teknologi Bandung. Wadah mahasiswa Teknik Informatika',
    )
  })

  // A CMS edit reaches the cached pages without a rebuild (Payload hook → cache tag); a draft does not.
  test('a published edit shows on the organisation’s page within seconds; a draft change does not', async ({
    request,
  }) => {
    const headers = await adminHeaders(request)
    const found = (await (
      await request.get('/api/cms/student-organisations?where[slug][equals]=ukm-futsal&depth=0', {
        headers,
      })
    ).json()) as {
      docs: { id: number; summary: string }[]
    }
    const { id, summary: original } = found.docs[0]!
    const path = `${LIST}/ukm-futsal`
    const stamp = Date.now().toString().slice(-6)
    const published = `Ringkasan terbit ${stamp}: latihan rutin dan liga antarkampus.`
    const draft = `Ringkasan draf ${stamp} yang belum terbit.`
    try {
      const update = await adminSend(request, 'patch', `/api/cms/student-organisations/${id}`, {
        summary: published,
        _status: 'published',
      })
      expect(update.ok()).toBe(true)
      await expect
        .poll(async () => (await (await request.get(path)).text()).includes(published), {
          timeout: 10_000,
        })
        .toBe(true)
      await expect
        .poll(async () => (await (await request.get(LIST)).text()).includes(published), {
          timeout: 10_000,
        })
        .toBe(true)

      const saveDraft = await adminSend(
        request,
        'patch',
        `/api/cms/student-organisations/${id}?draft=true`,
        { summary: draft },
      )
      expect(saveDraft.ok()).toBe(true)
      // The hooks expire tags during the save. An answer that is not STALE settles it: a HIT is
      // the page cached before the draft (nothing expired it), a MISS a render made after it.
      let after = await request.get(path)
      await expect
        .poll(
          async () => {
            after = await request.get(path)
            return after.headers()['x-nextjs-cache']
          },
          { timeout: 10_000 },
        )
        .toMatch(/^(HIT|MISS)$/)
      const html = await after.text()
      expect(html).toContain(published)
      expect(html).not.toContain(draft)
    } finally {
      await adminSend(request, 'patch', `/api/cms/student-organisations/${id}`, {
        summary: original,
        _status: 'published',
      })
    }
  })
})
