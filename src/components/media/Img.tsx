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
  const { props } = getImageProps({ ...rest, ...(eager ? { loading: 'eager', fetchPriority: 'high' } : {}) })
  if (eager && props.src) {
    preloadResource(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' })
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is required by ImageProps and passed through
  return <img {...props} />
}
