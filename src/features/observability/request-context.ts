import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/*
 * The id of the request being answered, for every log line written while answering it. The
 * app's server (scripts/server.ts) runs each request inside `withRequestId`; the logger
 * (./logger.ts) reads it in whichever bundle the code runs, since the store lives on globalThis.
 */

const STORE = Symbol.for('kampus.requestContext')
const holder = globalThis as typeof globalThis & {
  [STORE]?: AsyncLocalStorage<{ requestId: string }>
}
const storage = () => (holder[STORE] ??= new AsyncLocalStorage())

/** An id the proxy sent (nginx's `$request_id`) is kept when it looks like one; else a new one. */
const GIVEN_ID = /^[\w.:-]{8,128}$/

export function requestIdFor(given: string | string[] | undefined): string {
  const value = Array.isArray(given) ? given[0] : given
  return value && GIVEN_ID.test(value) ? value : randomUUID()
}

export const withRequestId = <T>(requestId: string, work: () => T): T =>
  storage().run({ requestId }, work)

export const currentRequestId = (): string | undefined => storage().getStore()?.requestId
