import type { Metadata } from 'next'
import '@/styles/site.css'
import { NotFoundContent } from '@/components/errors/NotFoundContent'
import { SiteChrome } from '@/components/layout/SiteChrome'
import { SiteDocument } from '@/components/layout/SiteDocument'
import { getSite } from '@/features/shell/load'
import { withCollege } from '@/features/shell/title'

export async function generateMetadata(): Promise<Metadata> {
  const site = await getSite()
  return {
    title: withCollege('Halaman Tidak Ditemukan', site.collegeName),
    robots: { index: false, follow: true },
  }
}

/** Unknown URLs (no route matched): the site's 404 with its header and footer. */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteChrome header="base">
        <NotFoundContent />
      </SiteChrome>
    </SiteDocument>
  )
}
