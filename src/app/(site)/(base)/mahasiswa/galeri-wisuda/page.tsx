import { GalleryAlbums } from '@/features/alumni/ui/GalleryAlbums'
import { PageIntro } from '@/components/page/PageIntro'
import { getGalleries } from '@/features/alumni/load'
import { pageMetadata } from '@/features/share/page-metadata'

const PATH = '/mahasiswa/galeri-wisuda'
export const generateMetadata = () => pageMetadata(PATH)

/** Graduation albums (content API: /page-gallery/galleries/category=Wisuda). */
export default async function Page() {
  const albums = await getGalleries('wisuda')
  return (
    <PageIntro path={PATH}>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Momen wisuda Universitas Teknologi Bandung dari tahun ke tahun. Pilih foto untuk melihatnya
        lebih besar; gunakan tombol panah untuk berpindah foto dan Esc untuk menutup.
      </p>
      <div className="my-10">
        <GalleryAlbums albums={albums} />
      </div>
    </PageIntro>
  )
}
