import { respond } from '@/features/search/respond'

// §7 "/page-news/search-length/search={text}": how many published news match (a number).
export const dynamic = 'force-dynamic'

export const GET = (request: Request, { params }: { params: Promise<{ query: string }> }) =>
  respond(request, params, (_term, sections) => sections.newsTotal)
