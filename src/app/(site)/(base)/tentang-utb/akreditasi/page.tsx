import { ComingSoon } from '@/components/page/ComingSoon'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/tentang-utb/akreditasi'
export const generateMetadata = () => pageMetadata(PATH)

export default function Page() {
  return <ComingSoon path={PATH} />
}
