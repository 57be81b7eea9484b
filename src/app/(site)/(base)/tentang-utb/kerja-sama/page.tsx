import { PartnerGrid } from '@/features/about/ui/PartnerGrid'
import { ContentPage, contentPageMetadata } from '@/components/page/ContentPage'
import { getPartners } from '@/features/about/load'

const PATH = '/tentang-utb/kerja-sama'
export const generateMetadata = () => contentPageMetadata(PATH)

export default async function Page() {
  const partners = await getPartners()
  return (
    <ContentPage path={PATH}>
      {partners.length ? <PartnerGrid partners={partners} /> : null}
    </ContentPage>
  )
}
