import { ContentPage, contentPageMetadata } from '@/components/page/ContentPage'

const PATH = '/campus-location'
export const generateMetadata = () => contentPageMetadata(PATH)

export default function Page() {
  return <ContentPage path={PATH} />
}
