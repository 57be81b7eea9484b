import { SiteChrome } from '@/components/layout/SiteChrome'

/** Base layout (§2): base header, content, footer. */
export default function BaseLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome header="base">{children}</SiteChrome>
}
