import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadResource } from 'react-dom'

/**
 * next/image rendered entirely on the server: the same props and the same optimised `srcset`
 * and `sizes`, but a plain <img> in the HTML, so no image runtime is shipped to the browser
 * (docs/decisions/0009-lean-shell-javascript.md). `preload` (or the older `priority`) marks an
 * LCP image: eager, high fetch priority and a <link rel="preload"> in the head.
 */
export function Img({ preload, priority, ...rest }: ImageProps) {
  const eager = Boolean(preload || priority)
  const { props } = getImageProps({
    ...fixedSize(rest),
    ...(eager ? { loading: 'eager', fetchPriority: 'high' } : {}),
  })
  if (eager && props.src) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- ImageProps requires alt
  return <img {...props} />
}

/**
 * An image always shown at one pixel width (`sizes="44px"`) needs a 1x and a 2x file, not the
 * fifteen widths next/image lists for any `sizes`: every entry is repeated in the HTML and in
 * the RSC payload of each page that shows it. Width and height become the displayed size,
 * keeping the aspect ratio, so next/image picks the 1x/2x candidates itself.
 */
export function fixedSize(
  props: Omit<ImageProps, 'preload' | 'priority'>,
): Omit<ImageProps, 'preload' | 'priority'> {
  const px = typeof props.sizes === 'string' ? /^(\d+)px$/.exec(props.sizes.trim())?.[1] : undefined
  const width = Number(props.width)
  const height = Number(props.height)
  if (!px || !width || !height) return props
  const { sizes: _sizes, ...rest } = props
  const display = Number(px)
  return { ...rest, width: display, height: Math.max(1, Math.round((height * display) / width)) }
}
