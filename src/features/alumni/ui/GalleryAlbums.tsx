import { Img } from '@/components/media/Img'
import type { GalleryAlbum } from '@/features/alumni/types'
import { GalleryGrid } from './GalleryGrid.client'

/** Albums of one category, newest first: title, date and note, then the photo grid. */
export function GalleryAlbums({
  albums,
  headingLevel = 2,
}: {
  albums: GalleryAlbum[]
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (!albums.length) return <p className="text-muted">Belum ada foto pada galeri ini.</p>
  return (
    <div className="grid gap-12">
      {albums.map((album) => (
        <section key={album.id} aria-labelledby={`album-${album.id}`} data-testid="gallery-album">
          <Heading id={`album-${album.id}`} className="text-2xl font-bold text-brand-900">
            {album.title}
          </Heading>
          <p className="mt-1 text-sm text-muted">
            <time dateTime={album.date}>{album.dateText}</time> · {album.photos.length} foto
          </p>
          {album.description ? (
            <p className="mt-3 max-w-3xl leading-relaxed text-ink">{album.description}</p>
          ) : null}
          <div className="mt-5">
            <GalleryGrid
              title={album.title}
              photos={album.photos}
              thumbnails={album.photos.map((photo) => (
                <Img
                  key={photo.id}
                  src={photo.image.url}
                  alt={photo.image.alt}
                  width={photo.image.width}
                  height={photo.image.height}
                  sizes="(min-width: 1200px) 370px, (min-width: 768px) 31vw, 48vw"
                  className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              ))}
            />
          </div>
        </section>
      ))}
    </div>
  )
}
