import { ComingSoon } from '@/components/page/ComingSoon'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/mahasiswa/cerita-alumni'
export const generateMetadata = () => pageMetadata(PATH)

export default function Page() {
  return <ComingSoon path={PATH} />
}
