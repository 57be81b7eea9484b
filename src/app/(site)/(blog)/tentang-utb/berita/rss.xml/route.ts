import { newsFeedXml, rssResponse } from '@/features/news/feed.load'

// A static file, like the news list: expired by the news tags when an article changes.
export const dynamic = 'force-static'

/** The latest news as RSS 2.0. A static segment: it wins over the `[category]` route beside it. */
export async function GET() {
  return rssResponse(await newsFeedXml())
}
