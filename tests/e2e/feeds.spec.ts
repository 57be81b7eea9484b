import { XMLParser } from 'fast-xml-parser'
import { adminHeaders } from './admin-api'
import { COLLEGE, openPage } from './helpers'
import { expect, test, type APIRequestContext } from './fixtures'
import { linesWithin75Octets, parseIcs } from '../helpers/ics'
import { monthDay, seedClock } from '@/seed/clock'

const FEED = '/tentang-utb/berita/rss.xml'
const KAMPUS_FEED = '/tentang-utb/berita/kampus/rss.xml'
const SCHEDULE_ICS = '/pendaftaran/jadwal-seleksi/jadwal-seleksi.ics'
const TRAINING = '/pusat-karir/pengembangan-dan-pelatihan/pelatihan-cloud-computing'

type Item = { title: string; link: string; guid: { '#text': string }; pubDate: string }
type Channel = { title: string; link: string; 'atom:link': { '@href': string }; item?: Item[] }

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'item' || name === 'category',
})

/** A feed as a reader gets it: 200, RSS content type, parsed. */
async function readFeed(request: APIRequestContext, path: string): Promise<Channel> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  return parser.parse(await response.text()).rss.channel as Channel
}

/** The `<link rel="alternate" type="application/rss+xml">` of a page's head, in order. */
async function feedLinks(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const head = html.slice(0, html.indexOf('</head>'))
  return [
    ...head.matchAll(/<link[^>]*rel="alternate"[^>]*type="application\/rss\+xml"[^>]*>/g),
  ].map(([tag]) => ({
    href: /href="([^"]+)"/.exec(tag)?.[1],
    title: /title="([^"]+)"/.exec(tag)?.[1],
  }))
}

test.describe('news feeds', () => {
  test.skip(({ isMobile }) => isMobile, 'HTTP checks run once')

  test('the news feed lists the latest articles, newest first, with absolute links', async ({
    request,
    baseURL,
  }) => {
    const channel = await readFeed(request, FEED)
    expect(channel.title).toBe(`Berita ${COLLEGE}`)
    expect(channel['atom:link']['@href']).toBe(`${baseURL}${FEED}`)
    expect(channel.item).toHaveLength(20)
    const dates = channel.item!.map((i) => Date.parse(i.pubDate))
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true)
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    for (const item of channel.item!) {
      expect(item.link).toMatch(new RegExp(`^${baseURL}/tentang-utb/berita/[a-z0-9-]+/[a-z0-9-]+$`))
      expect(item.guid['#text']).toBe(item.link)
    }
    // The newest item is the article the list page shows first.
    const list = await (await request.get('/tentang-utb/berita')).text()
    expect(list).toContain(new URL(channel.item![0]!.link).pathname)
  })

  test('a category has its own feed beside its list; an unknown one is a 404 in Indonesian', async ({
    request,
    baseURL,
  }) => {
    const channel = await readFeed(request, KAMPUS_FEED)
    expect(channel.title).toBe(`Berita Kampus – ${COLLEGE}`)
    expect(channel.link).toBe(`${baseURL}/tentang-utb/berita/kampus`)
    expect(channel.item!.length).toBeGreaterThan(0)
    for (const item of channel.item!)
      expect(item.link.startsWith(`${baseURL}/tentang-utb/berita/kampus/`)).toBe(true)
    // The static `rss.xml` segments win over `[category]` and `[category]/[slug]`, which still work.
    expect((await request.get('/tentang-utb/berita/kampus')).status()).toBe(200)
    expect((await request.get(new URL(channel.item![0]!.link).pathname)).status()).toBe(200)

    const unknown = await request.get('/tentang-utb/berita/tidak-ada/rss.xml')
    expect(unknown.status()).toBe(404)
    expect(await unknown.text()).toBe('Kategori berita tidak ditemukan.')
  })

  test('every page names the news feed in its head; a category page its own feed first', async ({
    request,
  }) => {
    const main = { href: expect.stringMatching(new RegExp(`${FEED}$`)), title: `Berita ${COLLEGE}` }
    expect(await feedLinks(request, '/')).toEqual([main])
    expect(await feedLinks(request, '/tentang-utb/berita')).toEqual([main])
    expect(await feedLinks(request, '/tentang-utb/berita/kampus')).toEqual([
      {
        href: expect.stringMatching(new RegExp(`${KAMPUS_FEED}$`)),
        title: `Berita Kampus – ${COLLEGE}`,
      },
      main,
    ])
  })

  test('publishing and unpublishing an article updates the feeds and the sitemap', async ({
    request,
  }) => {
    const headers = await adminHeaders(request)
    const find = async (path: string) =>
      ((await (await request.get(path, { headers })).json()) as { docs: { id: number }[] }).docs[0]!
    const category = await find('/api/cms/news-categories?where[slug][equals]=kampus')
    const media = await find('/api/cms/media?limit=1')
    const stamp = Date.now().toString(36)
    const title = `Berita Umpan ${stamp}, “kutip” & <sudut>`
    const slug = `berita-umpan-${stamp}`
    const text = { type: 'text', version: 1, text: 'Isi berita uji umpan.' }
    const paragraph = { type: 'paragraph', version: 1, children: [text] }
    const root = { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0 }
    const created = await request.post('/api/cms/news', {
      headers,
      data: {
        title,
        slug,
        category: category.id,
        author: 'Penguji E2E',
        thumbnail: media.id,
        excerpt: 'Ringkasan berita uji umpan.',
        content: { root: { ...root, children: [paragraph] } },
        publishedAt: new Date().toISOString(),
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    const titles = async (path: string) => (await readFeed(request, path)).item!.map((i) => i.title)
    const sitemapHas = async () =>
      (await (await request.get('/peta-situs/sitemap/berita-1.xml')).text()).includes(
        `/tentang-utb/berita/kampus/${slug}</loc>`,
      )
    try {
      await expect.poll(() => titles(FEED), { timeout: 10_000 }).toContain(title)
      await expect.poll(() => titles(KAMPUS_FEED), { timeout: 10_000 }).toContain(title)
      await expect.poll(sitemapHas, { timeout: 10_000 }).toBe(true)

      const unpublished = await request.patch(`/api/cms/news/${id}`, {
        headers,
        data: { _status: 'draft' },
      })
      expect(unpublished.ok()).toBe(true)
      await expect.poll(() => titles(FEED), { timeout: 10_000 }).not.toContain(title)
      await expect.poll(() => titles(KAMPUS_FEED), { timeout: 10_000 }).not.toContain(title)
      await expect.poll(sitemapHas, { timeout: 10_000 }).toBe(false)
    } finally {
      await request.delete(`/api/cms/news/${id}`, { headers })
    }
  })
})

test.describe('calendar files', () => {
  test('the selection schedule offers its waves as an iCalendar file', async ({
    page,
    request,
    isMobile,
    baseURL,
  }) => {
    await openPage(page, '/pendaftaran/jadwal-seleksi')
    const link = page.getByRole('link', { name: /^Tambahkan ke kalender/ })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', SCHEDULE_ICS)
    test.skip(isMobile, 'HTTP checks run once')

    const response = await request.get(SCHEDULE_ICS)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const body = await response.text()
    expect(linesWithin75Octets(body)).toBe(true)
    const calendar = parseIcs(body)
    expect(calendar).toMatchObject({ version: '2.0', method: 'PUBLISH' })
    expect(calendar.name).toBe(`Jadwal Seleksi ${COLLEGE}`)
    // Five seeded waves (three of the 2027 intake, two past ones of the demo): registration,
    // test, announcement and re-registration each; the oldest first.
    expect(calendar.events).toHaveLength(20)
    expect(calendar.events[0]).toMatchObject({
      summary: 'Pendaftaran Gelombang 3 (Semua jalur)',
      allDay: true,
      // Counted from the day the seed ran, as the seed counts it: six months back to four.
      start: monthDay(seedClock(), -6, 1).replaceAll('-', ''),
      end: monthDay(seedClock(), -3, 1).replaceAll('-', ''),
      url: `${baseURL}/pendaftaran/jadwal-seleksi`,
    })
  })

  test('a training offers its time and place as an iCalendar file', async ({
    page,
    request,
    isMobile,
  }) => {
    await openPage(page, TRAINING)
    await expect(page.getByText('Waktu pelaksanaan')).toBeVisible()
    const link = page.getByRole('link', { name: /^Tambahkan ke kalender/ })
    await expect(link).toBeVisible()
    await expect(link).toHaveAttribute('href', `${TRAINING}/kalender.ics`)
    test.skip(isMobile, 'HTTP checks run once')

    const response = await request.get(`${TRAINING}/kalender.ics`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const [event, ...others] = parseIcs(await response.text()).events
    expect(others).toEqual([])
    expect(event).toMatchObject({
      summary: 'Pelatihan Cloud Computing',
      location: 'Kampus UTB, Lab Komputer 3',
      allDay: false,
      start: expect.stringMatching(/^\d{8}T020000Z$/),
      end: expect.stringMatching(/^\d{8}T090000Z$/),
    })

    const missing = await request.get(
      '/pusat-karir/pengembangan-dan-pelatihan/tidak-ada/kalender.ics',
    )
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toBe('Pelatihan ini tidak ditemukan atau belum memiliki jadwal.')
  })
})
