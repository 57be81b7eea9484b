import { ContentPage, contentPageMetadata } from '@/components/page/ContentPage'

const PATH = '/tentang-utb/identitas'
export const generateMetadata = () => contentPageMetadata(PATH)

export default function Page() {
  return <ContentPage path={PATH} />
}
