import 'server-only'
import { NextResponse } from 'next/server'
import { getPayloadClient } from '@/lib/payload'
import { envelope, parseTermSegment } from './api'
import { searchSite } from './service'
import type { SearchSections } from './types'

/**
 * One search route handler: read the term, search, shape `data_component`. Bad input is a JSON
 * 400 in the envelope; an unexpected failure a JSON 500 in the envelope (never an HTML page).
 */
export async function respond(
  request: Request,
  params: Promise<{ query: string }>,
  shape: (term: string, sections: SearchSections) => unknown,
) {
  let segment: string
  try {
    segment = (await params).query
  } catch {
    // Next.js could not decode the segment (broken %-encoding): parse the raw one, which fails cleanly.
    segment = new URL(request.url).pathname.split('/').pop() ?? ''
  }
  const parsed = parseTermSegment(segment)
  if (!parsed.ok) return NextResponse.json(envelope(parsed.status, parsed.message, null), { status: parsed.status })
  try {
    const sections = await searchSite(await getPayloadClient(), parsed.term)
    return NextResponse.json(envelope(200, 'Berhasil', { data_component: shape(parsed.term, sections) }), {
      headers: { 'Cache-Control': 'no-store' },
    })
  } catch (error) {
    console.error('Pencarian gagal', error)
    return NextResponse.json(envelope(503, 'Pencarian sedang tidak tersedia. Coba lagi sebentar lagi.', null), { status: 503 })
  }
}
