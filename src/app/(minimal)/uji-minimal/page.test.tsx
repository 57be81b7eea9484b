import { notFound } from 'next/navigation'
import { env } from '@/lib/env'

// A test-only route: Next.js's minimal page (no client code of ours), the baseline of the
// first-load JS budget. Every build has it; it answers only when the server was started with
// TEST_ROUTES=on and APP_ENV=test (docs/decisions/0044-one-build-configured-at-start.md), so it is
// decided per request, never when the build pre-renders.
export const dynamic = 'force-dynamic'
export const metadata = { title: 'Minimal', robots: { index: false, follow: false } }

export default function MinimalPage() {
  if (!env().testRoutes) notFound()
  return <p>Halaman minimal</p>
}
