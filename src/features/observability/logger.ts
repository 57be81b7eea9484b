import { pino, type Logger } from 'pino'
import { build } from 'pino-pretty'
import { currentRequestId } from './request-context'

/*
 * One pino logger per process, Payload's own (`logger` in src/payload.config.ts, so
 * `payload.logger`) and the app server's access log alike: JSON lines on stdout in production,
 * Payload's readable lines elsewhere; each line written while a request is answered carries
 * its `reqId`. On globalThis because the app's server and the Next.js bundles each load this module.
 */

const LOGGER = Symbol.for('kampus.logger')
const holder = globalThis as typeof globalThis & { [LOGGER]?: Logger }

/** pino's `mixin`: the id of the request being answered, on every line written while answering it. */
export const requestIdMixin = () => {
  const reqId = currentRequestId()
  return reqId ? { reqId } : {}
}

export type LogSettings = { isProduction: boolean; logLevel: string }

export function appLogger({ isProduction, logLevel }: LogSettings): Logger {
  holder[LOGGER] ??= pino(
    {
      name: 'kampus',
      level: logLevel,
      enabled: process.env.DISABLE_LOGGING !== 'true',
      mixin: requestIdMixin,
    },
    // Payload's own readable format outside production.
    isProduction
      ? undefined
      : build({ colorize: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }),
  )
  return holder[LOGGER]
}
