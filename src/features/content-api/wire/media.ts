import * as z from 'zod'
import { mediaPath } from '@/features/shell/map'
import { env } from '@/lib/env'
import type { Media } from '@/payload-types'

/** Links and images in API answers are absolute: a mobile app or partner site has no base URL of ours. */
export const absoluteUrl = (pathOrUrl: string) =>
  /^[a-z][a-z\d+.-]*:/i.test(pathOrUrl)
    ? pathOrUrl
    : new URL(pathOrUrl, `${env().siteUrl}/`).toString()

/**
 * The original API's image entries ("list of entries with an image url"), with what an `<img>`
 * needs besides.
 */
export const wireImage = z
  .object({
    image: z.string().meta({
      description: 'URL absolut gambar (WebP).',
      example: 'https://utb.ac.id/api/cms/media/file/kampus.webp',
    }),
    alt: z.string().meta({ description: 'Teks alternatif.' }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'Image' })

export type WireImage = z.input<typeof wireImage>

/** A populated media document → image entry; unpopulated or missing → null. */
export function reshapeImage(media: number | Media | null | undefined): WireImage | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return {
    image: absoluteUrl(mediaPath(media.url)),
    alt: media.alt ?? '',
    width: media.width ?? 0,
    height: media.height ?? 0,
  }
}

/** A list of image entries, skipping missing ones. */
export const reshapeImages = (list: (number | Media | null | undefined)[]) =>
  list.flatMap((m) => reshapeImage(m) ?? [])
