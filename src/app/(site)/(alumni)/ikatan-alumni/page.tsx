import { AlumniPageView } from '@/features/alumni/ui/AlumniPageView'
import { getAlumniPage, getGalleries } from '@/features/alumni/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { titleFromPath } from '@/features/shell/title'
import { pageTrail } from '@/features/structured-data/breadcrumbs'
import { BreadcrumbJsonLd } from '@/features/structured-data/BreadcrumbJsonLd'

const PATH = '/ikatan-alumni'
export const generateMetadata = () => pageMetadata(PATH)

/**
 * The alumni association page (the original site's "Alumni"): profile, history, alumni gallery,
 * contact with the form. Static; the form posts to /api/contact/store.
 */
export default async function Page() {
  const [page, albums] = await Promise.all([getAlumniPage(), getGalleries('alumni')])
  const title = titleFromPath(PATH)
  return (
    <>
      <AlumniPageView title={title} page={page} albums={albums} />
      <BreadcrumbJsonLd trail={pageTrail([], { label: title, href: PATH })} />
    </>
  )
}
