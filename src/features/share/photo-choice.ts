import type { Media } from '@/payload-types'

/**
 * Which stored file a card's photo is cut from, and where. Pure, unit-tested; photo.ts reads the
 * file and crops it.
 */

type Box = { width: number; height: number }

const MEDIA_FILE = /^\/api\/cms\/media\/file\/([^/?#]+)(?:[?#].*)?$/

/**
 * The stored name of a media file from its mapped URL (src/features/shell/map.ts `mediaPath`).
 * Anything else (a URL of another site) has none: a card never fetches from elsewhere.
 */
export function mediaFilename(url: string): string | undefined {
  const match = MEDIA_FILE.exec(url)
  if (!match) return undefined
  try {
    return decodeURIComponent(match[1]!)
  } catch {
    return undefined
  }
}

type Variant = { filename?: string | null; width?: number | null; height?: number | null }
export type MediaFiles = Pick<Media, 'filename' | 'width' | 'height' | 'sizes'>

/**
 * The smallest stored version (the original or one of Payload's image sizes) that still covers
 * `box` at full resolution, else the largest there is: less to read and decode for the same card.
 */
export function photoVariant(doc: MediaFiles, box: Box): string | undefined {
  const variants = [doc, ...Object.values(doc.sizes ?? {})]
    .filter((v): v is Variant & { filename: string; width: number; height: number } =>
      Boolean(v?.filename && v.width && v.height),
    )
    .sort((a, b) => a.width * a.height - b.width * b.height)
  if (!variants.length) return doc.filename ?? undefined
  const covers = variants.find((v) => v.width >= box.width && v.height >= box.height)
  return (covers ?? variants.at(-1)!).filename
}

export type CoverCrop = {
  resize: Box
  extract: Box & { left: number; top: number }
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/**
 * Scale `source` to cover `box`, then cut `box` out of it centred on the focal point staff set
 * in the admin (percentages, 50/50 when unset) as far as the picture's edges allow.
 */
export function coverCrop(source: Box, box: Box, focal: { x?: number | null; y?: number | null }) {
  const scale = Math.max(box.width / source.width, box.height / source.height)
  const width = Math.max(box.width, Math.round(source.width * scale))
  const height = Math.max(box.height, Math.round(source.height * scale))
  const centre = (size: number, part: number, percent: number | null | undefined) =>
    clamp(Math.round((size * clamp(percent ?? 50, 0, 100)) / 100 - part / 2), 0, size - part)
  return {
    resize: { width, height },
    extract: {
      left: centre(width, box.width, focal.x),
      top: centre(height, box.height, focal.y),
      width: box.width,
      height: box.height,
    },
  } satisfies CoverCrop
}
