import { PeopleGrid } from '@/features/about/ui/PeopleGrid'
import { ContentPage, contentPageMetadata } from '@/components/page/ContentPage'
import { getManagement } from '@/features/about/load'

const PATH = '/tentang-utb/struktur-organisasi'
export const generateMetadata = () => contentPageMetadata(PATH)

export default async function Page() {
  const groups = await getManagement()
  return (
    <ContentPage path={PATH}>{groups.length ? <PeopleGrid groups={groups} /> : null}</ContentPage>
  )
}
