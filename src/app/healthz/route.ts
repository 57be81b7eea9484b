import { livenessAnswer } from '@/features/health/checks'

// Liveness: the process answers. No database, no session; never cached (docs/operations.md).
export const dynamic = 'force-dynamic'

export const GET = () => livenessAnswer()
