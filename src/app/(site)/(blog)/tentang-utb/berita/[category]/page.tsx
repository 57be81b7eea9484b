import { ComingSoon } from '@/components/page/ComingSoon'
import { pageMetadata } from '@/features/shell/metadata'

type Props = { params: Promise<{ category: string }> }
const pathOf = async ({ params }: Props) => `/tentang-utb/berita/${(await params).category}`

// Rendered on first request, then served from the ISR cache.
export const generateStaticParams = async () => []
export const generateMetadata = async (props: Props) => pageMetadata(await pathOf(props))

export default async function Page(props: Props) {
  return <ComingSoon path={await pathOf(props)} />
}
