import { ScholarshipList } from '@/features/admissions-info/ui/ScholarshipList'
import { PageIntro } from '@/components/page/PageIntro'
import { getScholarships } from '@/features/admissions-info/load'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = '/pendaftaran/beasiswa'
export const generateMetadata = () => pageMetadata(PATH)

export default async function Page() {
  const scholarships = await getScholarships()
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Beasiswa bagi calon mahasiswa dan mahasiswa Universitas Teknologi Bandung, dari prestasi
        akademik hingga dukungan mitra industri.
      </p>
      <ScholarshipList items={scholarships} />
    </PageIntro>
  )
}
