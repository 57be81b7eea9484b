import { NextResponse, type NextRequest } from 'next/server'

/**
 * Runs only for the search calls (see `matcher`). A path whose %-encoding is broken
 * (`search=%E0%A4%A`) makes Next.js fail while decoding the route parameter, before any route
 * code runs, and answer 500. It gets the API's JSON 400 here instead.
 */
export function proxy(request: NextRequest) {
  try {
    decodeURIComponent(request.nextUrl.pathname)
    return NextResponse.next()
  } catch {
    return NextResponse.json({ meta: { status: 400, message: 'Kata pencarian tidak dapat dibaca.' }, data: null }, { status: 400 })
  }
}

export const config = {
  matcher: ['/api/search/:path*', '/api/navbar/search-pages/:path*', '/api/page-news/search-news/:path*', '/api/page-news/search-length/:path*'],
}
