import type { Payload } from 'payload'
import type { LogOutcome } from './vocabulary'

/** One line of the append-only call log; the token never reaches it (the act names the call). */
export async function logCall(
  payload: Payload,
  entry: {
    record: number
    nim: string
    act: string
    outcome: LogOutcome
    errorCode?: number
    errorDesc?: string
  },
) {
  await payload.create({ collection: 'feeder-logs', data: entry, overrideAccess: true })
}
