import type { Metadata } from 'next'
import { ApiReference } from '@/features/content-api/ui/ApiReference'
import { openApiDocument } from '@/features/content-api/openapi'
import type { OpenApiDoc } from '@/features/content-api/ui/schema'

// The readable reference of the content API, rendered on the server from the OpenAPI document
// (no script, no CDN). Fixed per build, like the document.
export const dynamic = 'force-static'

export const metadata: Metadata = {
  title: 'Referensi API Konten',
  description:
    'Semua panggilan JSON di bawah /api: jalur, parameter, amplop jawaban dan skema datanya.',
  robots: { index: false, follow: false },
}

export default function ApiDocsPage() {
  return <ApiReference doc={openApiDocument() as unknown as OpenApiDoc} />
}
