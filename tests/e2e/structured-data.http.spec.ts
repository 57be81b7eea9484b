import { expect, httpTest as test } from './fixtures'
import { sitemapPaths } from './sitemap'
import { PUBLIC_STATIC_ROUTES, STATIC_ROUTES } from '../../src/features/shell/routes'
import { SEARCH_PARAM } from '../../src/features/search/deep-link'
import { structuredDataProblems } from '../../src/features/structured-data/rules'

/**
 * Every public page's JSON-LD parses, every node carries its type's required
 * properties (the table the unit tests use) and every URL in it is absolute. The pages are those
 * of the sitemap (an index of sitemaps too) and the public static routes; HTTP only.
 */

type Node = Record<string, unknown>
type PageData = { path: string; types: Set<string>; nodes: Node[] }

const LD_SCRIPT = /<script\b[^>]*\btype="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g

/** Every node of a parsed script, nested ones included, for the per-page type checks. */
function nodesOf(value: unknown, out: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((v) => nodesOf(v, out))
  else if (value && typeof value === 'object') {
    const node = value as Node
    if ('@type' in node) out.push(node)
    Object.values(node).forEach((v) => nodesOf(v, out))
  }
  return out
}

/** Runs `task` over `items`, `width` at a time (the server has two cores to share). */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item)
    }),
  )
}

/** What each kind of page must describe besides the college and its breadcrumb. */
const SUBJECTS: [RegExp, string][] = [
  [/^\/$/, 'WebSite'],
  [/^\/faq$/, 'FAQPage'],
  [/^\/tentang-utb\/berita\/[^/]+\/[^/]+$/, 'NewsArticle'],
  [/^\/akademik\/program-studi\/[^/]+$/, 'EducationalOccupationalProgram'],
  [/^\/pusat-karir\/(lowongan-kerja|info-magang)\/[^/]+$/, 'JobPosting'],
  [/^\/pusat-karir\/pengembangan-dan-pelatihan\/[^/]+$/, 'Event'],
  [/^\/mahasiswa\/kalender-akademik$/, 'Event'],
  [/^\/pendaftaran\/jadwal-seleksi$/, 'Event'],
]

test.describe('structured data (JSON-LD) on every public page', () => {
  test('parses, has the required properties of its types, and only absolute URLs', async ({
    request,
  }) => {
    // Items not pre-rendered at build render on their first request here.
    test.setTimeout(6 * 60_000)
    const fromSitemap = await sitemapPaths(request)
    const paths = [...new Set([...PUBLIC_STATIC_ROUTES, ...fromSitemap])]
    // The sitemap lists the items (news, programmes, career posts), not only the static routes.
    expect(paths.length).toBeGreaterThan(STATIC_ROUTES.length + 20)

    const problems: string[] = []
    const pages: PageData[] = []
    await inBatches(paths, 3, async (path) => {
      const response = await request.get(path)
      if (response.status() !== 200) {
        problems.push(`${path}: HTTP ${response.status()}`)
        return
      }
      const html = await response.text()
      const page: PageData = { path, types: new Set(), nodes: [] }
      for (const [, text] of html.matchAll(LD_SCRIPT)) {
        let json: unknown
        try {
          json = JSON.parse(text!)
        } catch (error) {
          problems.push(`${path}: invalid JSON (${(error as Error).message})`)
          continue
        }
        problems.push(...structuredDataProblems(json).map((p) => `${path}: ${p}`))
        for (const node of nodesOf(json)) {
          page.nodes.push(node)
          ;[node['@type']].flat().forEach((t) => page.types.add(String(t)))
        }
      }
      pages.push(page)
    })

    for (const page of pages) {
      const wanted = [
        'CollegeOrUniversity',
        'BreadcrumbList',
        ...SUBJECTS.filter(([pattern]) => pattern.test(page.path)).map(([, type]) => type),
      ]
      for (const type of wanted)
        if (!page.types.has(type)) problems.push(`${page.path}: no ${type}`)
    }
    expect(problems).toEqual([])
    // Every kind of subject was seen on some page (a sitemap that lost a kind would hide it).
    for (const [, type] of SUBJECTS)
      expect(
        pages.some((p) => p.types.has(type)),
        type,
      ).toBe(true)
  })

  test('the college’s logo is an image and its search action opens the site', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text()
    const nodes = [...html.matchAll(LD_SCRIPT)].flatMap(([, text]) => nodesOf(JSON.parse(text!)))
    const college = nodes.find((n) => n['@type'] === 'CollegeOrUniversity' && n.logo)
    const logo = await request.get(new URL(String(college!.logo)).pathname)
    expect(logo.status()).toBe(200)
    expect(logo.headers()['content-type']).toMatch(/^image\//)

    const action = nodes.find((n) => n['@type'] === 'SearchAction') as {
      target: { urlTemplate: string }
    }
    const target = new URL(action.target.urlTemplate.replace('{search_term_string}', 'beasiswa'))
    expect(target.searchParams.get(SEARCH_PARAM)).toBe('beasiswa')
    expect((await request.get(target.pathname + target.search)).status()).toBe(200)
  })
})
