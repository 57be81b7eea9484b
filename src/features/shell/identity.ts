import 'server-only'
import { env } from '@/lib/env'
import { getSite } from './load'

/**
 * Who a feed or a calendar file is from: the college's name and the site's absolute address.
 * Before staff enter the college name (a fresh production database) the host names it.
 */
export async function siteIdentity(): Promise<{ name: string; siteUrl: string }> {
  const siteUrl = env().siteUrl
  const { collegeName } = await getSite()
  return { name: collegeName || new URL(siteUrl).hostname, siteUrl }
}
