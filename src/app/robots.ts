import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const site = env().siteUrl
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/daftar$', '/daftar/login', '/daftar/tes', '/multi-step-form', '/uji-galat', '/uji-minimal'] },
    sitemap: `${site}/sitemap.xml`,
  }
}
