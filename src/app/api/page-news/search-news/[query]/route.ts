import { newsResult } from '@/features/search/api'
import { respond } from '@/features/search/respond'

// §7 "/page-news/search-news/search={text}": matching published news, best first (at most 50).
export const dynamic = 'force-dynamic'

export const GET = (request: Request, { params }: { params: Promise<{ query: string }> }) =>
  respond(request, params, (_term, sections) => sections.news.map(newsResult))
