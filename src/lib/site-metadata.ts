import 'server-only'
import type { Metadata, Viewport } from 'next'
import { getSite } from '@/features/shell/load'
import { env } from './env'

export async function siteMetadata(): Promise<Metadata> {
  const site = await getSite()
  return {
    metadataBase: new URL(env().siteUrl),
    title: site.collegeName || undefined,
    description: site.description || undefined,
    robots: { index: true, follow: true },
    applicationName: site.collegeName || undefined,
  }
}

export const siteViewport: Viewport = {
  themeColor: '#0b1f57',
  width: 'device-width',
  initialScale: 1,
}
