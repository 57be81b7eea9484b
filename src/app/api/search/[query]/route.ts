import { overlayResult } from '@/features/search/api'
import { respond } from '@/features/search/respond'

// "/search/search={text}": every section of the search overlay in one call (HALAMAN, BERITA,
// programmes, career posts, FAQ), so the overlay makes one request per search.
export const dynamic = 'force-dynamic'

export const GET = (request: Request, { params }: { params: Promise<{ query: string }> }) =>
  respond(request, params, (term, sections) => overlayResult(term, sections))
