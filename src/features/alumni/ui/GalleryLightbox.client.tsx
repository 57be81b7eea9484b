'use client'

import Lightbox from 'yet-another-react-lightbox'
import Captions from 'yet-another-react-lightbox/plugins/captions'
import Counter from 'yet-another-react-lightbox/plugins/counter'
import 'yet-another-react-lightbox/styles.css'
import 'yet-another-react-lightbox/plugins/captions.css'
import 'yet-another-react-lightbox/plugins/counter.css'
import type { GalleryPhoto } from '@/features/alumni/types'

type Props = {
  title: string
  photos: GalleryPhoto[]
  index: number
  open: boolean
  onClose: () => void
  onExited: () => void
}

/**
 * The full-screen photo viewer. Loaded on demand (next/dynamic) the first time a photo is opened,
 * so none of it is in the page's first-load JavaScript. Arrow keys move, Escape closes.
 */
export default function GalleryLightbox({ title, photos, index, open, onClose, onExited }: Props) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      plugins={[Captions, Counter]}
      captions={{ descriptionTextAlign: 'center' }}
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      carousel={{ finite: photos.length <= 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ exited: onExited }}
      labels={{
        Previous: 'Foto sebelumnya',
        Next: 'Foto berikutnya',
        Close: 'Tutup',
        Lightbox: `Galeri foto: ${title}`,
        Carousel: 'korsel',
        'Photo gallery': 'Foto',
        Slide: 'foto',
        '{index} of {total}': '{index} dari {total}',
      }}
      slides={photos.map((p) => ({
        src: p.image.url,
        alt: p.image.alt,
        width: p.image.width,
        height: p.image.height,
        ...(p.srcSet.length > 1 ? { srcSet: p.srcSet } : {}),
        ...(p.caption ? { description: p.caption } : {}),
      }))}
    />
  )
}
