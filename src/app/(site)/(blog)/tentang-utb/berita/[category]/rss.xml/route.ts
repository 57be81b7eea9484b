import { getCategory, getCategoryParams } from '@/features/news/load'
import { newsFeedXml, rssResponse } from '@/features/news/feed.load'
import { textNotFound } from '@/lib/text-response'

type Context = { params: Promise<{ category: string }> }

// Static files, like the category lists: expired by the news tags when an article changes.
export const dynamic = 'force-static'
export const dynamicParams = true
export const generateStaticParams = getCategoryParams

/** The latest news of one category as RSS 2.0 (a static segment: it wins over `[slug]`). */
export async function GET(_request: Request, { params }: Context) {
  const category = await getCategory((await params).category)
  if (!category) return textNotFound('Kategori berita tidak ditemukan.')
  return rssResponse(await newsFeedXml(category))
}
