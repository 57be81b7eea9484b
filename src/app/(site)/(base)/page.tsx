import { HomeView } from '@/components/home/HomeView'
import { getHome } from '@/features/home/load'
import { getSite } from '@/features/shell/load'
import { pageMetadata } from '@/features/shell/metadata'

export const generateMetadata = () => pageMetadata('/')

/**
 * Home (/ and /index.html): the sections of the original site's "Dashboard content" from the
 * home-page global. Static; the CMS hooks expire its cache tags when the global or anything it
 * lists changes.
 */
export default async function HomePage() {
  const [site, data] = await Promise.all([getSite(), getHome()])
  return <HomeView site={site} data={data} />
}
