import { MediaImg } from '@/components/media/MediaImg'
import type { ImageData } from '@/features/shell/types'

/**
 * The picture under a detail page's heading (a news article, a career post): the page's LCP
 * image, so it is preloaded, at most the 720 px of the text column.
 */
export function LeadImage({ image }: { image: ImageData | undefined }) {
  return (
    <MediaImg
      image={image}
      sizes="(min-width: 768px) 720px, 100vw"
      preload
      className="mt-6 aspect-video w-full rounded-xl object-cover"
    />
  )
}
