import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const site = env().siteUrl
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/daftar/login', '/multi-step-form'] },
    sitemap: `${site}/sitemap.xml`,
  }
}
