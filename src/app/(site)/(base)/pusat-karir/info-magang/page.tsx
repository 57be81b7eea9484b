import { ComingSoon } from '@/components/page/ComingSoon'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/pusat-karir/info-magang'
export const generateMetadata = () => pageMetadata(PATH)

export default function Page() {
  return <ComingSoon path={PATH} />
}
