/**
 * The promise's result, or the error `timedOut` makes after `ms`. The work itself is not
 * cancelled (a sent Redis command, a provider's HTTP call): the caller only stops waiting for it.
 */
export function settleWithin<T>(
  promise: Promise<T>,
  ms: number,
  timedOut: () => Error,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}
