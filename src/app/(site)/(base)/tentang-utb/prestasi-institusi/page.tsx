import { AchievementList } from '@/components/news/AchievementList'
import { PageIntro } from '@/components/page/PageIntro'
import { parseShown } from '@/features/news/format'
import { getAchievements } from '@/features/news/load'
import { pageMetadata } from '@/features/shell/metadata'

const PATH = '/tentang-utb/prestasi-institusi'
export const generateMetadata = () => pageMetadata(PATH)

type Props = { searchParams: Promise<{ tampil?: string | string[] }> }

// Reads ?tampil=, so it renders per request; the CMS read behind it is cached by tag.
export default async function Page({ searchParams }: Props) {
  const shown = parseShown((await searchParams).tampil)
  const { items, totalDocs } = await getAchievements('institutional', shown)
  return (
    <PageIntro path={PATH}>
      <AchievementList items={items} totalDocs={totalDocs} path={PATH} shown={shown} />
    </PageIntro>
  )
}
