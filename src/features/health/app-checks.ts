import 'server-only'
import { getPayloadClient } from '@/lib/payload'
import { redisClient } from '@/lib/redis'
import { redisCheck, type Check, type CheckName } from './checks'

/** The app's dependencies: the database (through Payload) and, when configured, Redis. */
export function appChecks(): Partial<Record<CheckName, Check>> {
  const checks: Partial<Record<CheckName, Check>> = {
    // The smallest query Payload makes on a table that always exists: the staff accounts.
    database: async () =>
      (await getPayloadClient()).count({ collection: 'users', overrideAccess: true }),
  }
  const client = redisClient()
  if (client) checks.redis = redisCheck(client)
  return checks
}
