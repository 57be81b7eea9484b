import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { NextResponse, type NextRequest } from 'next/server'
import { draftHref, findNewsDraft } from '@/features/preview/news'
import { previewUser } from '@/features/preview/staff'

/**
 * Opens the draft of a news article on the public page (admin "Pratinjau" and live preview):
 * only a signed-in editor or admin may, and the page then reads the draft as that user.
 */
export async function GET(request: NextRequest) {
  const id = request.nextUrl.searchParams.get('id') ?? ''
  const user = await previewUser(request.headers)
  if (!user) return NextResponse.json({ meta: { status: 401, message: 'Masuk ke CMS sebagai editor untuk melihat pratinjau.' }, data: null }, { status: 401 })
  if (!/^\d{1,12}$/.test(id)) return NextResponse.json({ meta: { status: 400, message: 'ID berita tidak valid.' }, data: null }, { status: 400 })
  const doc = await findNewsDraft({ id }, user)
  if (!doc?.slug) return NextResponse.json({ meta: { status: 404, message: 'Berita tidak ditemukan.' }, data: null }, { status: 404 })
  ;(await draftMode()).enable()
  // A relative redirect keeps the host the editor used (behind a proxy nextUrl may not know it).
  redirect(draftHref(doc))
}
