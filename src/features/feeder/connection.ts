import { env } from '@/lib/env'
import { createFeederClient, type FeederClient } from './client'
import { cachedReferences } from './references'

/**
 * The app's one Feeder connection (FEEDER_URL, FEEDER_USERNAME, FEEDER_PASSWORD), or null when
 * reporting is off. One per process: the limit of one request in flight and 120 a minute holds
 * for the whole process only because every caller shares this client.
 */
export type FeederConnection = {
  client: FeederClient
  references: ReturnType<typeof cachedReferences>
}
let connection: FeederConnection | null = null

/** Tests point the process at a simulator's client (the environment is read once per process). */
export function setFeederConnection(value: FeederConnection | null) {
  connection = value
}

export function feederConnection(): FeederConnection | null {
  if (connection) return connection
  const settings = env().feeder
  if (!settings) return null
  const client = createFeederClient(settings)
  connection = { client, references: cachedReferences(client) }
  return connection
}
