import '@/styles/site.css'
import { SiteDocument } from '@/components/layout/SiteDocument'
import { siteMetadata, siteViewport } from '@/features/share/site-metadata'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

export default function SiteRootLayout({ children }: { children: React.ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
