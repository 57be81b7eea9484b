import { notFound } from 'next/navigation'
import { env } from '@/lib/env'
import { Thrower } from './Thrower.client'

// Exists only when APP_ENV=test so end-to-end tests can exercise the error pages (§8).
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
