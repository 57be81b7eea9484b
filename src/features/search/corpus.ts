import type { Payload, Where } from 'payload'
import { CAREER_SECTIONS, careerPath } from '@/features/career/format'
import { articlePath } from '@/features/news/format'
import {
  isAlumniMenu,
  isExternal,
  isFacultyMenu,
  joinSegments,
  plainHref,
  type RawTop,
} from '@/features/shell/menu-links'
import type {
  CareerPost,
  Faq,
  Faculty,
  News,
  Page,
  Programme,
  ProgrammeCategory,
} from '@/payload-types'
import type { IndexedDoc } from './engine'
import { lexicalText, searchDescription } from './text'
import type { LinkHit, MenuPlace, NewsHit } from './types'

/**
 * Reads what visitors may see (overrideAccess: false, no user: published items only) and turns it
 * into index documents plus the hit each one shows as.
 */
export type Entry<H> = { doc: IndexedDoc; hit: H }

const BODY_LIMIT = 3000
const PAGE = 1000
const published: Where = { _status: { equals: 'published' } }
const visitor = { overrideAccess: false, depth: 0 } as const

const FAQ_TOPICS: Record<Faq['topic'], string> = {
  pendaftaran: 'Pendaftaran',
  biaya: 'Biaya & Beasiswa',
  akademik: 'Akademik',
  kampus: 'Kampus & Fasilitas',
}

export type CategoryNames = Map<number, { name: string; slug: string }>

export async function loadCategories(payload: Payload): Promise<CategoryNames> {
  const { docs } = await payload.find({
    collection: 'news-categories',
    limit: 500,
    ...visitor,
    select: { name: true, slug: true },
  })
  return new Map(docs.map((c) => [c.id, { name: c.name, slug: c.slug ?? '' }]))
}

type NewsFields = Pick<
  News,
  'id' | 'title' | 'slug' | 'category' | 'excerpt' | 'content' | 'publishedAt' | '_status'
>
const NEWS_SELECT = {
  title: true,
  slug: true,
  category: true,
  excerpt: true,
  content: true,
  publishedAt: true,
  _status: true,
} as const

export function newsEntry(doc: NewsFields, categories: CategoryNames): Entry<NewsHit> | null {
  const categoryId = typeof doc.category === 'object' ? doc.category.id : doc.category
  const category = categories.get(categoryId)
  if (!category || !doc.slug) return null
  const time = Date.parse(doc.publishedAt)
  return {
    doc: {
      id: `news:${doc.id}`,
      title: doc.title,
      lead: doc.excerpt,
      body: lexicalText(doc.content, BODY_LIMIT),
      tags: category.name,
      time,
    },
    hit: {
      title: doc.title,
      slug: doc.slug,
      categorySlug: category.slug,
      categoryName: category.name,
      description: searchDescription(doc.excerpt),
      publishedAt: doc.publishedAt,
      href: articlePath(category.slug, doc.slug),
    },
  }
}

/** Published news, `where` narrowing it (all of them by default), read a page at a time. */
export async function loadNews(
  payload: Payload,
  categories: CategoryNames,
): Promise<Entry<NewsHit>[]> {
  const entries: Entry<NewsHit>[] = []
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'news',
      where: published,
      sort: 'id',
      limit: PAGE,
      page,
      ...visitor,
      select: NEWS_SELECT,
    })
    for (const doc of result.docs) {
      const entry = newsEntry(doc as NewsFields, categories)
      if (entry) entries.push(entry)
    }
    if (!result.hasNextPage) return entries
  }
}

export const CHANGED_LIMIT = 1000

/** News changed at or after `since` in any state (so unpublished ones can leave the index). */
export async function loadChangedNews(payload: Payload, since: string) {
  const { docs } = await payload.find({
    collection: 'news',
    where: { updatedAt: { greater_than_equal: since } },
    limit: CHANGED_LIMIT,
    depth: 0,
    overrideAccess: true,
    select: NEWS_SELECT,
  })
  return docs as NewsFields[]
}

/** How many articles exist in any state: the index notices deletions when this drops. */
export async function countAllNews(payload: Payload) {
  return (await payload.count({ collection: 'news', overrideAccess: true })).totalDocs
}

export async function allNewsIds(payload: Payload): Promise<number[]> {
  const { docs } = await payload.find({
    collection: 'news',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { updatedAt: true },
  })
  return docs.map((d) => d.id)
}

const text = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ')

/**
 * Main-menu entries as HALAMAN hits, with the menu's links (/{parent}/{sub}/{subSub}; "Fakultas"
 * as given; the Alumni sub-items are anchors of its page). External links and "coming soon"
 * entries lead nowhere on this site and are left out.
 */
export function menuEntries(items: RawTop[]): Entry<LinkHit>[] {
  const entries: Entry<LinkHit>[] = []
  const add = (name: string, href: string, place: MenuPlace, context: string) => {
    if (isExternal(href)) return
    entries.push({
      doc: { id: `menu:${entries.length}`, title: name, tags: context },
      hit: { kind: 'page', title: name, href, description: context, menu: place },
    })
  }
  for (const top of items) {
    const plain = isFacultyMenu(top)
    if (!top.comingSoon)
      add(
        top.name,
        joinSegments(top.url),
        { name: top.name, url: top.url ?? '', nested: false, sub: null, subSub: null },
        '',
      )
    if (!top.hasDropdown) continue
    for (const sub of top.subItems ?? []) {
      const place = {
        name: sub.name,
        url: top.url ?? '',
        nested: true,
        sub: sub.url ?? '',
        subSub: null,
      }
      const href = isAlumniMenu(top)
        ? `${joinSegments(top.url)}#${(sub.url ?? '').replace(/^#/, '')}`
        : plain
          ? plainHref(sub.url)
          : joinSegments(top.url, sub.url)
      if (!sub.comingSoon) add(sub.name, href, place, top.name)
      if (!sub.hasDropdown) continue
      for (const leaf of sub.subSubItems ?? []) {
        if (leaf.comingSoon) continue
        add(
          leaf.name,
          plain ? plainHref(leaf.url) : joinSegments(top.url, sub.url, leaf.url),
          { ...place, name: leaf.name, subSub: leaf.url ?? '' },
          text(top.name, sub.name),
        )
      }
    }
  }
  return entries
}

/**
 * HALAMAN: the menu entries, each enriched with the text of the CMS page at its address; pages
 * the menu does not list are added on their own. One hit per address.
 */
export function pageEntries(
  menu: Entry<LinkHit>[],
  pages: Pick<Page, 'id' | 'title' | 'path' | 'summary' | 'content'>[],
): Entry<LinkHit>[] {
  const byHref = new Map<string, Entry<LinkHit>>()
  for (const entry of menu) {
    const seen = byHref.get(entry.hit.href)
    if (seen) seen.doc.tags = text(seen.doc.tags, entry.doc.title, entry.doc.tags)
    else byHref.set(entry.hit.href, entry)
  }
  for (const page of pages) {
    const body = lexicalText(page.content, BODY_LIMIT)
    const entry = byHref.get(page.path)
    if (entry) {
      entry.doc.lead = text(entry.doc.lead, page.title, page.summary)
      entry.doc.body = body
      entry.hit.description = searchDescription(page.summary)
    } else {
      byHref.set(page.path, {
        doc: { id: `page:${page.id}`, title: page.title, lead: page.summary, body },
        hit: {
          kind: 'page',
          title: page.title,
          href: page.path,
          description: searchDescription(page.summary),
        },
      })
    }
  }
  return [...byHref.values()]
}

type ProgrammeFields = Pick<
  Programme,
  | 'id'
  | 'name'
  | 'slug'
  | 'degree'
  | 'summary'
  | 'description'
  | 'careerProspects'
  | 'curriculumHighlights'
  | 'faculty'
  | 'category'
>

export function programmeEntry(
  p: ProgrammeFields,
  faculties: Map<number, string>,
  categories: Map<number, string>,
): Entry<LinkHit> | null {
  if (!p.slug) return null
  const id = (v: number | { id: number }) => (typeof v === 'object' ? v.id : v)
  return {
    doc: {
      id: `programme:${p.id}`,
      title: text(p.degree, p.name),
      lead: p.summary,
      tags: text(
        faculties.get(id(p.faculty)),
        categories.get(id(p.category)),
        'program studi jurusan',
      ),
      body: text(
        lexicalText(p.description, BODY_LIMIT),
        ...(p.careerProspects ?? []).map((c) => c.title),
        ...(p.curriculumHighlights ?? []).map((c) => text(c.title, c.description)),
      ),
    },
    hit: {
      kind: 'programme',
      title: `${p.degree} ${p.name}`,
      href: `/akademik/program-studi/${p.slug}`,
      description: searchDescription(p.summary),
    },
  }
}

type CareerFields = Pick<
  CareerPost,
  | 'id'
  | 'title'
  | 'slug'
  | 'type'
  | 'organization'
  | 'location'
  | 'summary'
  | 'description'
  | 'date'
>

export function careerEntry(c: CareerFields): Entry<LinkHit> | null {
  if (!c.slug) return null
  return {
    doc: {
      id: `career:${c.id}`,
      title: c.title,
      lead: c.summary,
      tags: text(c.organization, c.location, CAREER_SECTIONS[c.type].label),
      body: lexicalText(c.description, BODY_LIMIT),
      time: Date.parse(c.date),
    },
    hit: {
      kind: 'career',
      title: c.title,
      href: careerPath(c.type, c.slug),
      description: searchDescription(text(c.organization, '·', c.summary)),
    },
  }
}

export function faqEntry(f: Pick<Faq, 'id' | 'question' | 'answer' | 'topic'>): Entry<LinkHit> {
  return {
    doc: {
      id: `faq:${f.id}`,
      title: f.question,
      lead: f.answer,
      tags: text(FAQ_TOPICS[f.topic], 'faq tanya jawab'),
    },
    hit: {
      kind: 'faq',
      title: f.question,
      href: `/faq#topik-${f.topic}`,
      description: searchDescription(f.answer),
    },
  }
}

/** Everything except news: menu entries and pages, programmes, career posts, FAQ. Small. */
export async function loadOthers(payload: Payload): Promise<Entry<LinkHit>[]> {
  const [menu, pages, programmes, careers, faqs, faculties, programmeCategories] =
    await Promise.all([
      payload.findGlobal({ slug: 'main-menu', ...visitor }),
      payload.find({
        collection: 'pages',
        where: published,
        limit: 500,
        ...visitor,
        select: { title: true, path: true, summary: true, content: true },
      }),
      payload.find({ collection: 'programmes', where: published, limit: 500, ...visitor }),
      payload.find({
        collection: 'career-posts',
        where: published,
        limit: 2000,
        sort: '-date',
        ...visitor,
      }),
      payload.find({ collection: 'faqs', limit: 500, sort: 'order', ...visitor }),
      payload.find({ collection: 'faculties', limit: 200, ...visitor, select: { name: true } }),
      payload.find({
        collection: 'programme-categories',
        limit: 200,
        ...visitor,
        select: { name: true },
      }),
    ])
  const names = (docs: Array<Pick<Faculty | ProgrammeCategory, 'id' | 'name'>>) =>
    new Map(docs.map((d) => [d.id, d.name]))
  return [
    ...pageEntries(menuEntries((menu.items ?? []) as RawTop[]), pages.docs as Page[]),
    ...programmes.docs.flatMap(
      (p) => programmeEntry(p, names(faculties.docs), names(programmeCategories.docs)) ?? [],
    ),
    ...careers.docs.flatMap((c) => careerEntry(c) ?? []),
    ...faqs.docs.map(faqEntry),
  ]
}

export async function loadSynonymRows(payload: Payload) {
  const settings = await payload.findGlobal({ slug: 'search-settings', ...visitor })
  return settings.synonyms ?? []
}
