import { NewsListView } from '@/components/news/NewsListView'
import { PageIntro } from '@/components/page/PageIntro'
import { parsePage } from '@/features/news/format'
import { getCategoryCounts, getNewsPage } from '@/features/news/load'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/tentang-utb/berita'
export const generateMetadata = () => pageMetadata(PATH)

type Props = { searchParams: Promise<{ halaman?: string | string[] }> }

// Reads ?halaman=, so it renders per request; the CMS reads behind it are cached by tag.
export default async function Page({ searchParams }: Props) {
  const page = parsePage((await searchParams).halaman)
  const [list, counts] = await Promise.all([getNewsPage(page), getCategoryCounts()])
  return (
    <PageIntro path={PATH}>
      <NewsListView list={list} counts={counts} basePath={PATH} />
    </PageIntro>
  )
}
