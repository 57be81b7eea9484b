import { SiteChrome } from '@/components/layout/SiteChrome'

/** Blog detail layout: blog header and footer, no banner. */
export default function BlogDetailLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome header="blog">{children}</SiteChrome>
}
