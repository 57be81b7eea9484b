import 'server-only'
import { unstable_cache } from 'next/cache'
import type { CacheTag } from './cache-tags'

/**
 * A CMS read cached under tags that Payload hooks expire on change. The build id is part of
 * the key so a new deploy never serves data shaped by the previous build's code.
 */
export const cached = <A extends unknown[], T>(
  key: string,
  tags: CacheTag[],
  fn: (...args: A) => Promise<T>,
) => unstable_cache(fn, [key, process.env.KAMPUS_BUILD_ID ?? 'dev'], { tags })
