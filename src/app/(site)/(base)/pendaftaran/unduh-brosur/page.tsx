import { DownloadList } from '@/features/about/ui/DownloadList'
import { PageIntro } from '@/components/page/PageIntro'
import { getDownloads } from '@/features/about/load'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = '/pendaftaran/unduh-brosur'
export const generateMetadata = () => pageMetadata(PATH)

export default async function Page() {
  const files = await getDownloads(['brosur'])
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Brosur penerimaan mahasiswa baru: program studi, jalur pendaftaran, biaya dan beasiswa
        Universitas Teknologi Bandung.
      </p>
      <section aria-labelledby="berkas-brosur" className="my-8">
        <h2 id="berkas-brosur" className="text-2xl font-bold text-brand-900">
          Brosur
        </h2>
        <DownloadList items={files} label="Berkas brosur" empty="Brosur belum tersedia." />
      </section>
    </PageIntro>
  )
}
