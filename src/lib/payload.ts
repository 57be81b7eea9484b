import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'
import { startQueueRunner } from '@/jobs/runner'

/**
 * The Payload Local API for server components and route handlers (one instance per process).
 * The first call also starts the jobs queue's timer of this server (src/jobs/runner.ts); the
 * proxy's first /readyz poll makes that call right after the server starts.
 */
export async function getPayloadClient() {
  const payload = await getPayload({ config })
  startQueueRunner(payload)
  return payload
}
