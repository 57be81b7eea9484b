import { Img } from '@/components/media/Img'
import type { GalleryPhoto } from '@/features/about/map'

/** A simple photo grid with captions (no lightbox, no client code). */
export function PhotoGrid({ photos }: { photos: GalleryPhoto[] }) {
  if (!photos.length) return <p className="mt-4 text-muted">Belum ada foto kegiatan.</p>
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
      {photos.map((p) => (
        <li key={p.key} data-testid="photo">
          <figure className="overflow-hidden rounded-lg border border-brand-100 bg-white">
            <Img
              src={p.image.url}
              alt={p.image.alt}
              width={p.image.width}
              height={p.image.height}
              sizes="(min-width: 1200px) 360px, (min-width: 768px) 30vw, 45vw"
              className="aspect-[4/3] w-full object-cover"
            />
            <figcaption className="p-2 text-sm text-ink">{p.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
