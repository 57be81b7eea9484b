import { env } from '@/lib/env'
import { createFeederClient, type FeederClient } from './client'
import { cachedReferences } from './references'

/**
 * The app's one Feeder connection (FEEDER_URL, FEEDER_USERNAME, FEEDER_PASSWORD), or null when
 * reporting is off. One per process: the limit of one request in flight and 120 a minute holds
 * for the whole process only because every caller shares this client.
 */
let connection: { client: FeederClient; references: ReturnType<typeof cachedReferences> } | null =
  null

export function feederConnection() {
  const settings = env().feeder
  if (!settings) return null
  if (!connection) {
    const client = createFeederClient(settings)
    connection = { client, references: cachedReferences(client) }
  }
  return connection
}
