import 'server-only'
import type { MetadataRoute } from 'next'
import type { CollectionSlug, GlobalSlug } from 'payload'
import { cached, cachedIfFound } from '@/lib/cached'
import { TAGS, type CacheTag } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'
import { careerPath, type CareerType } from '@/features/career/format'
import { articlePath, categoryPath } from '@/features/news/format'
import { organisationPath } from '@/features/students/map'
import { readSiteSettings } from '@/features/shell/load'
import { PUBLIC_STATIC_ROUTES } from '@/features/shell/routes'
import {
  newest,
  parseSitemapId,
  SITEMAP_CHUNK,
  sitemapIds,
  sitemapPath,
  STATIC_PAGE_SOURCES,
  staticLastModified,
  type SitemapKind,
} from './sitemap-plan'

/**
 * The sitemaps' reads, as an anonymous visitor (overrideAccess: false, no user) so drafts never
 * reach search engines, cached under the tags of the collections they come from: a publish,
 * an edit or a delete expires the sitemap that lists the record.
 */

type Entry = { path: string; updatedAt: string }
type Doc = { slug?: string | null; updatedAt: string; type?: CareerType; category?: unknown }
type Source = {
  collection: CollectionSlug
  tags: CacheTag[]
  /** The record's page; `categories` maps a news category's id to its URL name. */
  path: (doc: Doc & { slug: string }, categories: Map<unknown, string>) => string
}

const RECORDS: Record<Exclude<SitemapKind, 'halaman'>, Source> = {
  berita: {
    collection: 'news',
    tags: [TAGS.news, TAGS.newsCategories],
    path: (d, categories) => articlePath(categories.get(d.category) ?? '', d.slug),
  },
  'program-studi': {
    collection: 'programmes',
    tags: [TAGS.programmes],
    path: (d) => `/akademik/program-studi/${d.slug}`,
  },
  karier: {
    collection: 'career-posts',
    tags: [TAGS.careerPosts],
    path: (d) => careerPath(d.type!, d.slug),
  },
  'organisasi-mahasiswa': {
    collection: 'student-organisations',
    tags: [TAGS.studentOrganisations],
    path: (d) => organisationPath(d.slug),
  },
}
const RECORD_KINDS = Object.keys(RECORDS) as (keyof typeof RECORDS)[]
const RECORD_TAGS = [...new Set(Object.values(RECORDS).flatMap((r) => r.tags))]

/** How many records each type has: how many files its sitemap needs. */
const readCounts = cached(
  'sitemap-counts',
  RECORD_TAGS,
  async (): Promise<Record<SitemapKind, number>> => {
    const payload = await getPayloadClient()
    const counts = await Promise.all(
      RECORD_KINDS.map(
        async (kind) =>
          [
            kind,
            (await payload.count({ collection: RECORDS[kind].collection, overrideAccess: false }))
              .totalDocs,
          ] as const,
      ),
    )
    return { halaman: 1, ...Object.fromEntries(counts) } as Record<SitemapKind, number>
  },
)

export const getSitemapIds = async () => sitemapIds(await readCounts())

async function readCategories() {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'news-categories',
    limit: 500,
    depth: 0,
    overrideAccess: false,
  })
  return docs
}

/**
 * One file of a type's records: their paths and when each was last changed. A file past the last
 * record is not stored (any number in the address would otherwise take an entry).
 */
const readRecords = cachedIfFound(
  'sitemap-records',
  RECORD_TAGS,
  async (kind: keyof typeof RECORDS, chunk: number): Promise<Entry[] | null> => {
    const payload = await getPayloadClient()
    const source = RECORDS[kind]
    const [{ docs }, categories] = await Promise.all([
      payload.find({
        collection: source.collection,
        // A stable order: a record keeps its file while others are added or edited.
        sort: 'id',
        limit: SITEMAP_CHUNK,
        page: chunk,
        depth: 0,
        overrideAccess: false,
      }),
      kind === 'berita' ? readCategories() : [],
    ])
    if (chunk > 1 && docs.length === 0) return null
    const slugs = new Map<unknown, string>(categories.map((c) => [c.id, c.slug ?? '']))
    return (docs as Doc[]).flatMap((d) =>
      d.slug ? [{ path: source.path({ ...d, slug: d.slug }, slugs), updatedAt: d.updatedAt }] : [],
    )
  },
)

const STATIC_TAGS = [...new Set(Object.values(STATIC_PAGE_SOURCES).flat())]

/**
 * The newest `updatedAt` behind every static page: per collection or global tag, per CMS page
 * (by its route), per news category (its list shows its newest articles), and the site settings.
 */
const readStaticUpdates = cached(
  'sitemap-static-updates',
  [...STATIC_TAGS, TAGS.siteSettings],
  async () => {
    const payload = await getPayloadClient()
    const latest = async (tag: CacheTag): Promise<[CacheTag, string | undefined]> => {
      const [kind, slug] = tag.split(':') as ['collection' | 'global', string]
      if (kind === 'global') {
        const doc = await payload.findGlobal({
          slug: slug as GlobalSlug,
          depth: 0,
          overrideAccess: false,
        })
        return [tag, (doc as { updatedAt?: string }).updatedAt]
      }
      const { docs } = await payload.find({
        collection: slug as CollectionSlug,
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        overrideAccess: false,
      })
      return [tag, (docs[0] as { updatedAt?: string } | undefined)?.updatedAt]
    }
    const [byTag, pages, categories, site] = await Promise.all([
      Promise.all(STATIC_TAGS.filter((t) => t !== TAGS.pages).map(latest)),
      payload.find({ collection: 'pages', limit: 500, depth: 0, overrideAccess: false }),
      readCategories(),
      readSiteSettings(),
    ])
    const categoryLists = await Promise.all(
      categories.map(async (c) => {
        const { docs } = await payload.find({
          collection: 'news',
          where: { category: { equals: c.id } },
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          overrideAccess: false,
        })
        return {
          path: categoryPath(c.slug ?? ''),
          updatedAt: newest([c.updatedAt, docs[0]?.updatedAt]),
        }
      }),
    )
    return {
      byTag: Object.fromEntries(byTag.filter(([, date]) => date)) as Partial<
        Record<CacheTag, string>
      >,
      pages: Object.fromEntries(pages.docs.map((p) => [p.path, p.updatedAt])) as Record<
        string,
        string
      >,
      categoryLists,
      site: site.updatedAt ?? undefined,
    }
  },
)

type SitemapEntry = MetadataRoute.Sitemap[number]

async function staticEntries(site: string): Promise<SitemapEntry[]> {
  const updated = await readStaticUpdates()
  const pages = PUBLIC_STATIC_ROUTES.map((path) => ({
    url: `${site}${path === '/' ? '' : path}`,
    lastModified: staticLastModified(path, updated, updated.site),
    priority: path === '/' ? 1 : 0.6,
  }))
  const categories = updated.categoryLists.map(({ path, updatedAt }) => ({
    url: `${site}${path}`,
    lastModified: updatedAt ?? updated.site,
    priority: 0.5,
  }))
  return [...pages, ...categories]
}

/** The entries of one sitemap file (`halaman-1`, `berita-2`, …); empty for an unknown id. */
export async function getSitemapEntries(id: string): Promise<SitemapEntry[]> {
  const site = env().siteUrl
  const parsed = parseSitemapId(id)
  if (!parsed) return []
  if (parsed.kind === 'halaman') return parsed.chunk === 1 ? staticEntries(site) : []
  return ((await readRecords(parsed.kind, parsed.chunk)) ?? []).map(({ path, updatedAt }) => ({
    url: `${site}${path}`,
    lastModified: updatedAt,
    priority: 0.5,
  }))
}

/** The index: every sitemap file's absolute URL and the newest `lastmod` among its entries. */
export async function getSitemapIndex(): Promise<{ url: string; lastModified?: string }[]> {
  const site = env().siteUrl
  return Promise.all(
    (await getSitemapIds()).map(async (id) => {
      const entries = await getSitemapEntries(id)
      const lastModified = newest(entries.map((e) => e.lastModified as string | undefined))
      return { url: `${site}${sitemapPath(id)}`, ...(lastModified ? { lastModified } : {}) }
    }),
  )
}
