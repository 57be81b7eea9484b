import type { Payload } from 'payload'
import { newsImage } from './images'
import { newsArticles, newsCategories } from './news-content'
import { paragraphsToLexical } from './richtext'
import { seedContext } from './context'
import { seedMedia } from './media'
import { addDays, noon, type SeedClock } from './clock'

// Ten drawn pictures shared by all articles: enough variety, and seeding stays fast.
const PICTURES = [
  'Mahasiswa bekerja di depan komputer di laboratorium kampus',
  'Suasana acara di aula kampus dengan panggung dan hadirin',
  'Piala penghargaan di atas podium',
  'Dua gedung yang dihubungkan jembatan, lambang kerja sama',
  'Ruang kelas dengan deretan meja dan layar',
  'Wisudawan dan tamu undangan di auditorium',
  'Trofi juara kompetisi mahasiswa',
  'Gedung kampus dan gedung mitra industri',
  'Deretan stasiun kerja di laboratorium teknik',
  'Kegiatan mahasiswa di halaman kampus',
]

async function pictures(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (const [i, alt] of PICTURES.entries()) {
    ids.push(
      await seedMedia(payload, alt, `berita-${i + 1}.jpg`, () => newsImage(`berita-${i}`, i)),
    )
  }
  return ids
}

async function categoryIds(payload: Payload): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const category of newsCategories) {
    const found = await payload.find({
      collection: 'news-categories',
      where: { slug: { equals: category.slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    ids[category.slug] =
      found.docs[0]?.id ??
      (
        await payload.create({
          collection: 'news-categories',
          data: { ...category },
          overrideAccess: true,
          context: seedContext(),
        })
      ).id
  }
  return ids
}

/** Seed piece "berita": categories, 30 published articles and one draft; skips slugs that exist. */
export async function seedNews(payload: Payload, clock: SeedClock): Promise<void> {
  const [images, categories] = await Promise.all([pictures(payload), categoryIds(payload)])
  for (const [i, article] of newsArticles.entries()) {
    const slug = article.slug ?? undefined
    if (slug) {
      const exists = await payload.count({
        collection: 'news',
        where: { slug: { equals: slug } },
        overrideAccess: true,
      })
      if (exists.totalDocs > 0) continue
    } else {
      const exists = await payload.count({
        collection: 'news',
        where: { title: { equals: article.title } },
        overrideAccess: true,
      })
      if (exists.totalDocs > 0) continue
    }
    const pick = (n: number) => images[(i + n) % images.length]!
    await payload.create({
      collection: 'news',
      draft: Boolean(article.draft),
      data: {
        title: article.title,
        ...(slug ? { slug } : {}),
        category: categories[article.category]!,
        author: article.author,
        publishedAt: noon(addDays(clock.today, -article.daysAgo)),
        thumbnail: pick(0),
        excerpt: article.excerpt,
        content: paragraphsToLexical(article.paragraphs),
        images: article.gallery ? [pick(1), pick(2), pick(3)].map((image) => ({ image })) : [],
        videos: article.video ? [article.video] : [],
        headline: Boolean(article.headline),
        achievement: article.achievement ?? 'none',
        _status: article.draft ? 'draft' : 'published',
      },
      overrideAccess: true,
      context: seedContext(),
    })
  }
}
