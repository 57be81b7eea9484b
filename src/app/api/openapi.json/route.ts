import { openApiDocument } from '@/features/content-api/openapi'
import { jsonAnswer, PUBLIC_API_CACHE } from '@/lib/api-response'

// The OpenAPI 3.1 description of every call (built from the zod schemas); fixed per build.
export const dynamic = 'force-static'

export function GET() {
  return jsonAnswer(openApiDocument(), { headers: { 'Cache-Control': PUBLIC_API_CACHE } })
}
