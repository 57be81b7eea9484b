import { SiteChrome } from '@/components/layout/SiteChrome'

/** Alumni layout (§2): alumni header (anchors from the Alumni menu), content, footer. */
export default function AlumniLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome header="alumni">{children}</SiteChrome>
}
