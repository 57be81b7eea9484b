import { PageIntro } from '@/components/page/PageIntro'
import { OrganisationListView } from '@/features/students/ui/OrganisationListView'
import { pageMetadata } from '@/features/share/page-metadata'
import { getOrganisations } from '@/features/students/load'
import { ORGANISATIONS_PATH } from '@/features/students/map'

// Static; the student-organisations cache tag expires it on every publish, edit or delete.
export const generateMetadata = () => pageMetadata(ORGANISATIONS_PATH)

export default async function Page() {
  return (
    <PageIntro path={ORGANISATIONS_PATH}>
      <OrganisationListView organisations={await getOrganisations()} />
    </PageIntro>
  )
}
