import { ContentPage, contentPageMetadata } from '@/components/page/ContentPage'

const PATH = '/tentang-utb/visi-misi'
export const generateMetadata = () => contentPageMetadata(PATH)

export default function Page() {
  return <ContentPage path={PATH} />
}
