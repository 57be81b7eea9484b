import { SiteChrome } from '@/components/layout/SiteChrome'

/** Base layout: base header, content, footer. */
export default function BaseLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome header="base">{children}</SiteChrome>
}
