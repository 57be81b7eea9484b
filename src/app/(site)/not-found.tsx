import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { SiteChrome } from '@/components/layout/SiteChrome'

// Replaces the group layout when a page calls notFound(), so it brings the header and footer.
export default function NotFound() {
  return (
    <SiteChrome header="base">
      <NotFoundContent />
    </SiteChrome>
  )
}
