import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { sameOriginPath } from '@/lib/safe-redirect'

/** Leaves draft preview and returns to the published page (same-site paths only). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  redirect(sameOriginPath(request.nextUrl.searchParams.get('ke')))
}
