import { FaqAccordion } from '@/features/faq/ui/FaqAccordion'
import { PageIntro } from '@/components/page/PageIntro'
import { getFaqGroups } from '@/features/faq/load'
import { pageMetadata } from '@/features/share/page-metadata'
import { faqPage } from '@/features/structured-data/faq-page'
import { JsonLd } from '@/features/structured-data/JsonLd'

const PATH = '/faq'
export const generateMetadata = () => pageMetadata(PATH)

export default async function Page() {
  const groups = await getFaqGroups()
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Jawaban atas pertanyaan yang paling sering diajukan calon mahasiswa dan orang tua.
      </p>
      <FaqAccordion groups={groups} />
      {groups.length ? <JsonLd data={faqPage(groups)} /> : null}
    </PageIntro>
  )
}
