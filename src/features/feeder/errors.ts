/**
 * What went wrong with one call, in the three kinds that decide what may happen next:
 * - `refused`: the Feeder answered with error_code ≠ 0; nothing was stored; its error_desc says why.
 * - `unreachable`: the request never left (connection refused, DNS, circuit open): safe to send again.
 * - `unknown`: the request was sent but no usable answer came (timeout, 5xx, broken body): the
 *   Feeder may have stored it. Never send an insert again blindly: read first (reconcile).
 */
export type FeederFailureKind = 'refused' | 'unreachable' | 'unknown'

export class FeederError extends Error {
  constructor(
    readonly kind: FeederFailureKind,
    message: string,
    readonly details: { act: string; errorCode?: number; errorDesc?: string; status?: number } = {
      act: '',
    },
  ) {
    super(message)
    this.name = 'FeederError'
  }
}

export const isFeederError = (error: unknown): error is FeederError => error instanceof FeederError

/**
 * Token errors are renewed once. The sandbox answers them with error_code 100 and a description
 * naming the token; the code is not documented publicly, so the text is matched too.
 */
export const isTokenError = (code: number, desc: string) =>
  code === 100 ||
  (/token/i.test(desc) && /(expired|kedaluwarsa|kadaluarsa|invalid|tidak valid)/i.test(desc))
