import { SiteChrome } from '@/components/layout/SiteChrome'

/** Blog layout: blog header, banner (rendered by the page from its path), content, footer. */
export default function BlogLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome header="blog">{children}</SiteChrome>
}
