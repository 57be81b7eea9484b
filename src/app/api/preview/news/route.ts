import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { apiJson } from '@/lib/api-response'
import { draftHref, findNewsDraft } from '@/features/preview/news'
import { previewUser } from '@/features/preview/staff'

/**
 * Opens the draft of a news article on the public page (admin "Pratinjau" and live preview):
 * only a signed-in editor or admin may, and the page then reads the draft as that user.
 */
export async function GET(request: NextRequest) {
  const id = request.nextUrl.searchParams.get('id') ?? ''
  const user = await previewUser(request.headers)
  if (!user)
    return apiJson({ status: 401, message: 'Masuk ke CMS sebagai editor untuk melihat pratinjau.' })
  if (!/^\d{1,12}$/.test(id)) return apiJson({ status: 400, message: 'ID berita tidak valid.' })
  const doc = await findNewsDraft({ id }, user)
  if (!doc?.slug) return apiJson({ status: 404, message: 'Berita tidak ditemukan.' })
  ;(await draftMode()).enable()
  // A relative redirect keeps the host the editor used (behind a proxy nextUrl may not know it).
  redirect(draftHref(doc))
}
