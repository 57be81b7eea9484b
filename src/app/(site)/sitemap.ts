import type { MetadataRoute } from 'next'
import { isPrivatePath, STATIC_ROUTES } from '@/features/shell/routes'
import { getItemPaths } from '@/features/shell/sitemap'
import { env } from '@/lib/env'

export const revalidate = 3600

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().siteUrl
  const pages = STATIC_ROUTES.filter((path) => !isPrivatePath(path)).map((path) => ({
    url: `${site}${path === '/' ? '' : path}`,
    changeFrequency: path.startsWith('/tentang-utb/berita')
      ? ('daily' as const)
      : ('weekly' as const),
    priority: path === '/' ? 1 : 0.6,
  }))
  const items = (await getItemPaths()).map((path) => ({
    url: `${site}${path}`,
    changeFrequency: 'monthly' as const,
    priority: 0.5,
  }))
  return [...pages, ...items]
}
