import { DownloadList } from '@/features/about/ui/DownloadList'
import { LinkList } from '@/features/about/ui/LinkList'
import { PhotoGrid } from '@/features/about/ui/PhotoGrid'
import { PageIntro } from '@/components/page/PageIntro'
import { getCommunityLinks, getDownloads, getResearchPhotos } from '@/features/about/load'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = '/tentang-utb/penelitian-dan-pengabdian'
export const generateMetadata = () => pageMetadata(PATH)

export default async function Page() {
  const [files, photos, links] = await Promise.all([
    getDownloads(['penelitian', 'pengabdian']),
    getResearchPhotos(),
    getCommunityLinks(),
  ])
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Lembaga Penelitian dan Pengabdian kepada Masyarakat (LPPM) UTB mengembangkan penelitian
        terapan bersama industri dan membawa hasilnya kepada masyarakat Jawa Barat.
      </p>
      <section aria-labelledby="dokumen-penelitian" className="my-10">
        <h2 id="dokumen-penelitian" className="text-2xl font-bold text-brand-900">
          Dokumen Penelitian dan Pengabdian
        </h2>
        <DownloadList
          items={files}
          label="Dokumen penelitian dan pengabdian"
          empty="Belum ada dokumen penelitian dan pengabdian."
        />
      </section>
      <section aria-labelledby="galeri-penelitian" className="my-10">
        <h2 id="galeri-penelitian" className="text-2xl font-bold text-brand-900">
          Galeri Kegiatan
        </h2>
        <PhotoGrid photos={photos} />
      </section>
      <section aria-labelledby="tautan-pengabdian" className="my-10">
        <h2 id="tautan-pengabdian" className="text-2xl font-bold text-brand-900">
          Tautan Pengabdian kepada Masyarakat
        </h2>
        <LinkList links={links} />
      </section>
    </PageIntro>
  )
}
