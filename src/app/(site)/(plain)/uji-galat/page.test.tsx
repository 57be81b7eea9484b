import { notFound } from 'next/navigation'
import { env } from '@/lib/env'
import { Thrower } from './Thrower.client'

// A route of test builds only (the `test.tsx` page extension, next.config.ts), so end-to-end
// tests can reach the error pages. The check below keeps it shut if such a build is ever served
// with another APP_ENV.
export const dynamic = 'force-dynamic'
export const metadata = { robots: { index: false, follow: false } }

export default async function ErrorTestPage({
  searchParams,
}: {
  searchParams: Promise<{ lapisan?: string }>
}) {
  if (env().appEnv !== 'test') notFound()
  const { lapisan } = await searchParams
  return <Thrower failErrorPage={lapisan === 'ganda'} />
}
