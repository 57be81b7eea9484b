import 'server-only'
import { createLocalReq } from 'payload'
import sharp from 'sharp'
import type { ImageData } from '@/features/shell/types'
import { readStoredFile } from '@/lib/file-storage'
import { getPayloadClient } from '@/lib/payload'
import { SHARE_PHOTO } from './card'
import { coverCrop, mediaFilename, photoVariant } from './photo-choice'

/**
 * The photo of a card as a JPEG data URI, cut to its place on the card. Media are stored as
 * WebP (ADR 0010), which the card renderer (satori) cannot decode, so sharp decodes and crops it
 * here. The file is read through Payload's media, as a visitor (only public media), from the
 * local folder or the S3 bucket alike. Anything missing or unreadable gives no photo (the card
 * is drawn without one), never an error.
 */
export async function cardPhoto(image: ImageData | undefined): Promise<string | undefined> {
  const filename = image && mediaFilename(image.url)
  if (!filename) return undefined
  const payload = await getPayloadClient()
  try {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    const doc = docs[0]
    if (!doc) return undefined
    const req = await createLocalReq({}, payload)
    // The chosen size first; the original when that size's file is gone.
    const names = [...new Set([photoVariant(doc, SHARE_PHOTO), doc.filename])]
    let bytes: Buffer | null = null
    for (const name of names) {
      if (name) bytes ??= await readStoredFile(req, 'media', { ...doc, filename: name })
    }
    if (!bytes) return undefined
    const decoded = sharp(bytes)
    const { width, height } = await decoded.metadata()
    if (!width || !height) return undefined
    const crop = coverCrop({ width, height }, SHARE_PHOTO, { x: doc.focalX, y: doc.focalY })
    const jpeg = await decoded
      .resize(crop.resize)
      .extract(crop.extract)
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch (error) {
    payload.logger.warn({ msg: `Foto kartu berbagi "${filename}" dilewati`, err: error })
    return undefined
  }
}
