import { DownloadList } from '@/features/about/ui/DownloadList'
import { PageIntro } from '@/components/page/PageIntro'
import { getDownloads } from '@/features/about/load'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = '/tentang-utb/unduh-logo'
export const generateMetadata = () => pageMetadata(PATH)

export default async function Page() {
  const files = await getDownloads(['logo'])
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Logo resmi Universitas Teknologi Bandung untuk publikasi, presentasi dan kerja sama. Gunakan
        logo tanpa mengubah bentuk, proporsi dan warnanya.
      </p>
      <section aria-labelledby="berkas-logo" className="my-8">
        <h2 id="berkas-logo" className="text-2xl font-bold text-brand-900">
          Berkas logo
        </h2>
        <DownloadList items={files} label="Berkas logo" empty="Berkas logo belum tersedia." />
      </section>
    </PageIntro>
  )
}
