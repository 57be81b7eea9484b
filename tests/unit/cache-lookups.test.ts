import { describe, expect, it } from 'vitest'
import { countedLookup, filler } from '@/lib/cache-lookups'
import { metricsRegistry } from '@/lib/metrics-registry'

const counted = async (result: 'hit' | 'miss') => {
  const metric = metricsRegistry().getSingleMetric('kampus_cache_lookups_total')!
  const { values } = await metric.get()
  return values.find((v) => v.labels.cache === 'unit' && v.labels.result === result)?.value ?? 0
}

describe('countedLookup', () => {
  it('counts a read whose filler ran as a miss and one answered from the cache as a hit', async () => {
    // A cache that runs its filler only for a key it does not hold, as unstable_cache does.
    const held = new Map<string, string>()
    const fill = filler(async (key: string) => `isi ${key}`)
    const read = async (key: string) => {
      if (!held.has(key)) held.set(key, await fill(key))
      return held.get(key)!
    }
    expect(await countedLookup('unit', () => read('a'))).toBe('isi a')
    expect(await countedLookup('unit', () => read('a'))).toBe('isi a')
    expect(await countedLookup('unit', () => read('b'))).toBe('isi b')
    expect([await counted('hit'), await counted('miss')]).toEqual([1, 2])
  })
})
