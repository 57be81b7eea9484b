import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

/** Leaves draft preview and returns to the published page (same-site paths only). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const to = request.nextUrl.searchParams.get('ke') ?? '/'
  const path = /^\/(?!\/)[^\s]*$/.test(to) ? to : '/'
  redirect(path)
}
