import { ComingSoon } from '@/components/page/ComingSoon'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/ikatan-alumni'
export const generateMetadata = () => pageMetadata(PATH)

export default function Page() {
  return <ComingSoon path={PATH} />
}
