import { HomeView } from '@/features/home/ui/HomeView'
import { getHome } from '@/features/home/load'
import { getSite } from '@/features/shell/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { breadcrumbList, HOME_CRUMB } from '@/features/structured-data/breadcrumbs'
import { JsonLd } from '@/features/structured-data/JsonLd'
import { siteContext } from '@/features/structured-data/load'
import { webSite } from '@/features/structured-data/website'

export const generateMetadata = () => pageMetadata('/')

/**
 * Home (/ and /index.html): the sections of the original site's "Dashboard content" from the
 * home-page global. Static; the CMS hooks expire its cache tags when the global or anything it
 * lists changes. Search engines also get the site itself, with its search.
 */
export default async function HomePage() {
  const [site, data, { organisation, siteUrl }] = await Promise.all([
    getSite(),
    getHome(),
    siteContext(),
  ])
  return (
    <>
      <HomeView site={site} data={data} />
      <JsonLd data={[webSite(organisation, siteUrl), breadcrumbList([HOME_CRUMB], siteUrl)]} />
    </>
  )
}
