'use client'

import { useRef, useState, type ReactNode } from 'react'
import { useOnDemand } from '@/components/on-demand.client'
import type { GalleryPhoto } from '@/features/alumni/types'

// Fetched when a photo is first pointed at, focused or opened, never with the page (ADR 0009).
const loadViewer = () => import('./GalleryLightbox.client')

type Props = {
  title: string
  photos: GalleryPhoto[]
  /** The thumbnails, rendered on the server (optimised <img>), one per photo. */
  thumbnails: ReactNode[]
}

/** An album's photos as buttons; a click, Enter or Space opens the viewer at that photo. */
export function GalleryGrid({ title, photos, thumbnails }: Props) {
  const [index, setIndex] = useState(-1)
  const [viewer, requestViewer] = useOnDemand(loadViewer)
  const opener = useRef(-1)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const warm = () => void requestViewer()
  const Viewer = viewer?.default

  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3" data-testid="gallery-grid">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button
              ref={(el) => {
                buttons.current[i] = el
              }}
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                opener.current = i
                setIndex(i)
                warm()
              }}
              onPointerEnter={warm}
              onTouchStart={warm}
              onFocus={warm}
              className={
                'group block w-full overflow-hidden rounded-lg bg-brand-50 ' +
                'focus-visible:outline-3 focus-visible:outline-offset-2 ' +
                'focus-visible:outline-brand-700'
              }
            >
              {thumbnails[i]}
              <span className="sr-only">
                (perbesar foto {i + 1} dari {photos.length})
              </span>
            </button>
          </li>
        ))}
      </ul>
      {Viewer ? (
        <Viewer
          title={title}
          photos={photos}
          index={Math.max(index, 0)}
          open={index >= 0}
          onClose={() => setIndex(-1)}
          // Back to the photo that opened the viewer, so keyboard users keep their place.
          onExited={() => buttons.current[opener.current]?.focus()}
        />
      ) : null}
    </>
  )
}
