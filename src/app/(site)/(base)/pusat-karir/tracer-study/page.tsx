import { ContentPage, contentPageMetadata } from '@/components/page/ContentPage'

const PATH = '/pusat-karir/tracer-study'
export const generateMetadata = () => contentPageMetadata(PATH)

export default function Page() {
  return <ContentPage path={PATH} />
}
