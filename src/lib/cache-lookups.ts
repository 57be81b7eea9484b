import { AsyncLocalStorage } from 'node:async_hooks'
import { countCacheLookup } from './metrics-registry'

// The lookup in progress: its filler, when the cache runs it, marks it a miss.
const lookup = new AsyncLocalStorage<{ miss: boolean }>()

/** `fn` as a cache's filler: the cache runs it only when it holds nothing (fresh) for the key. */
export const filler =
  <A extends unknown[], T>(fn: (...args: A) => Promise<T>) =>
  (...args: A): Promise<T> => {
    const state = lookup.getStore()
    if (state) state.miss = true
    return fn(...args)
  }

/**
 * One read of `cache`, counted in /metrics as a miss when its filler ran and a hit otherwise (a
 * stale entry answered while it is refreshed in the background is a hit).
 */
export async function countedLookup<T>(cache: string, read: () => Promise<T>): Promise<T> {
  const state = { miss: false }
  try {
    return await lookup.run(state, read)
  } finally {
    countCacheLookup(cache, state.miss ? 'miss' : 'hit')
  }
}
