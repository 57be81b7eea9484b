import type { MetadataRoute } from 'next'
import { ACCOUNT_ROUTES } from '@/features/shell/routes'
import { env } from '@/lib/env'

export default function robots(): MetadataRoute.Robots {
  const site = env().siteUrl
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/api/',
        '/daftar$',
        '/daftar/login',
        ...ACCOUNT_ROUTES,
        '/daftar/tes',
        '/multi-step-form',
      ],
    },
    sitemap: `${site}/sitemap.xml`,
  }
}
