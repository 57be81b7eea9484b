import type { MetadataRoute } from 'next'
import { ROBOTS_DISALLOW } from '@/features/shell/routes'
import { SITEMAP_INDEX_PATH } from '@/features/sitemap/sitemap-plan'
import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const site = env().siteUrl
  return {
    rules: { userAgent: '*', allow: '/', disallow: ROBOTS_DISALLOW },
    // The index names one sitemap per content type (src/app/(site)/sitemap.ts).
    sitemap: `${site}${SITEMAP_INDEX_PATH}`,
  }
}
