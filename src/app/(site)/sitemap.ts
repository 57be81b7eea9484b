import type { MetadataRoute } from 'next'
import { STATIC_ROUTES } from '@/features/shell/routes'
import { env } from '@/lib/env'

// Applicant-only pages are not for search engines.
const PRIVATE = new Set(['/index.html', '/daftar', '/daftar/login', '/daftar/tes', '/multi-step-form'])

export default function sitemap(): MetadataRoute.Sitemap {
  const site = env().siteUrl
  return STATIC_ROUTES.filter((path) => !PRIVATE.has(path)).map((path) => ({
    url: `${site}${path === '/' ? '' : path}`,
    changeFrequency: path.startsWith('/tentang-utb/berita') ? 'daily' : 'weekly',
    priority: path === '/' ? 1 : 0.6,
  }))
}
