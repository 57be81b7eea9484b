import { ServiceGrid } from '@/features/about/ui/ServiceGrid'
import { ContentPage, contentPageMetadata } from '@/components/page/ContentPage'
import { getServices } from '@/features/about/load'

const PATH = '/tentang-utb/fasilitas-layanan'
export const generateMetadata = () => contentPageMetadata(PATH)

export default async function Page() {
  const services = await getServices()
  return (
    <ContentPage path={PATH}>
      {services.length ? <ServiceGrid services={services} /> : null}
    </ContentPage>
  )
}
