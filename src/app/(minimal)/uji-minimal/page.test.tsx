import { notFound } from 'next/navigation'
import { env } from '@/lib/env'

// A route of test builds only (the `test.tsx` page extension, next.config.ts): Next.js's minimal
// page (no client code of ours), the baseline of the first-load JS budget.
export const metadata = { title: 'Minimal', robots: { index: false, follow: false } }

export default function MinimalPage() {
  if (env().appEnv !== 'test') notFound()
  return <p>Halaman minimal</p>
}
