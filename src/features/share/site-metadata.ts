import 'server-only'
import type { Metadata, Viewport } from 'next'
import { getSite } from '@/features/shell/load'
import { shareMetadata } from './metadata'
import { SHARE_IMAGE_ROOT } from './paths'
import { env } from '@/lib/env'

export async function siteMetadata(): Promise<Metadata> {
  const site = await getSite()
  return {
    metadataBase: new URL(env().siteUrl),
    title: site.collegeName || undefined,
    description: site.description || undefined,
    robots: { index: true, follow: true },
    applicationName: site.collegeName || undefined,
    // Files in public/, served as they are: an icon file in a route group becomes a route of its
    // own, with a hashed name, answered through Next.js's route machinery on every request.
    icons: {
      icon: { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      apple: { url: '/apple-icon.png', type: 'image/png', sizes: '180x180' },
    },
    // Pages state their own (page-metadata.ts); an error page shares the site's card.
    ...shareMetadata({
      title: site.collegeName,
      description: site.description,
      image: SHARE_IMAGE_ROOT,
      imageAlt: site.collegeName,
      siteName: site.collegeName,
    }),
  }
}

export const siteViewport: Viewport = {
  themeColor: '#0b1f57',
  width: 'device-width',
  initialScale: 1,
}
