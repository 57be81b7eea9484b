import { notFound } from 'next/navigation'
import { env } from '@/lib/env'
import { Thrower } from './Thrower.client'

// A test-only route, so end-to-end tests can reach the error pages. Every build has it; it
// answers only when the server was started with TEST_ROUTES=on and APP_ENV=test
// (docs/decisions/0044-one-build-configured-at-start.md).
export const dynamic = 'force-dynamic'
export const metadata = { robots: { index: false, follow: false } }

export default async function ErrorTestPage({
  searchParams,
}: {
  searchParams: Promise<{ lapisan?: string }>
}) {
  if (!env().testRoutes) notFound()
  const { lapisan } = await searchParams
  return <Thrower failErrorPage={lapisan === 'ganda'} />
}
