import { appChecks } from '@/features/health/app-checks'
import { readiness, readinessAnswer } from '@/features/health/checks'

// Readiness: 200 when the database and Redis (if configured) answer, 503 naming what failed.
export const dynamic = 'force-dynamic'

export async function GET() {
  return readinessAnswer(await readiness(appChecks()))
}
