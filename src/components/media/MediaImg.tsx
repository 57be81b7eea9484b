import type { ImageProps } from 'next/image'
import type { ReactNode } from 'react'
import { Img } from '@/components/media/Img'
import type { ImageData } from '@/features/shell/types'

type Props = Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'> & {
  image: ImageData | undefined
  /** What stands in the picture's place when the document has none (nothing by default). */
  fallback?: ReactNode
}

/** A picture from the CMS (its URL, alt text and size) through Img, or the fallback without one. */
export function MediaImg({ image, fallback = null, ...rest }: Props) {
  if (!image) return fallback
  return <Img src={image.url} alt={image.alt} width={image.width} height={image.height} {...rest} />
}
