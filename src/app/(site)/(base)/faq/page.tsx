import { FaqAccordion } from '@/components/faq/FaqAccordion'
import { PageIntro } from '@/components/page/PageIntro'
import { faqJsonLd, jsonForScript } from '@/features/faq/map'
import { getFaqGroups } from '@/features/faq/load'
import { pageMetadata } from '@/features/shell/metadata'

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
      {groups.length ? (
        <script
          type="application/ld+json"
          // eslint-disable-next-line react/no-danger -- JSON-LD, escaped by jsonForScript (ADR 0017)
          dangerouslySetInnerHTML={{ __html: jsonForScript(faqJsonLd(groups)) }}
        />
      ) : null}
    </PageIntro>
  )
}
