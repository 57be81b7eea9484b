/**
 * Next.js calls `register` once when a server starts. The Node.js server (not the edge runtime,
 * not `next build`) starts the jobs queue's timer here, so queued mail and scheduled
 * publications run even before the first request arrives (src/jobs/runner.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ default: config }, { getPayload }, { startQueueRunner }] = await Promise.all([import('@payload-config'), import('payload'), import('@/jobs/runner')])
  startQueueRunner(await getPayload({ config }))
}
