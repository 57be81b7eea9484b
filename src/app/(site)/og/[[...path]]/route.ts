import { getSite } from '@/features/shell/load'
import { getShareCard } from '@/features/share/load'
import { pagePathOf, staticShareParams } from '@/features/share/paths'
import { renderShareImage } from '@/features/share/render'
import { env } from '@/lib/env'

type Context = { params: Promise<{ path?: string[] }> }

// The home page's and every static page's card are drawn at build; a record's on its first
// request, then served from the ISR cache. The CMS hooks expire a card with its page's tags; the
// day is a backstop for anything no tag covers.
export const dynamicParams = true
export const revalidate = 86400
export const generateStaticParams = staticShareParams

/** The share image of the page at the rest of the path (/og alone: the home page and default). */
export async function GET(_request: Request, { params }: Context) {
  const card = await getShareCard(pagePathOf((await params).path))
  if (!card) {
    return new Response('Gambar tidak ditemukan.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  return renderShareImage(card, await getSite(), env().siteUrl)
}
