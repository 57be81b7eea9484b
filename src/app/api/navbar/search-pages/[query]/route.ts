import { pageResult } from '@/features/search/api'
import { respond } from '@/features/search/respond'

// §7 "/navbar/search-pages/search={text}": matching pages (main-menu entries and CMS pages).
export const dynamic = 'force-dynamic'

export const GET = (request: Request, { params }: { params: Promise<{ query: string }> }) =>
  respond(request, params, (_term, sections) => sections.pages.map(pageResult))
