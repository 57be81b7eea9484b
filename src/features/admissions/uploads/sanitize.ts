import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { inspectUpload, type AcceptedType } from './inspect'
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, UploadRefused } from './refusals'

export type IncomingFile = { data: Buffer; mimetype: string; name: string; size: number }

/**
 * Decodes and encodes an image again: EXIF (location, camera), comments and anything appended
 * are gone, the picture is turned upright and at most MAX_IMAGE_SIDE pixels on its longer side.
 */
export async function reencodeImage(buf: Buffer, type: AcceptedType): Promise<Buffer> {
  let width = 0
  let height = 0
  try {
    // Reads the header only, so the size can be judged before any pixel is decoded.
    ;({ width = 0, height = 0 } = await sharp(buf, { limitInputPixels: false }).metadata())
  } catch {
    throw new UploadRefused('imageBroken')
  }
  if (!width || !height) throw new UploadRefused('imageBroken')
  if (width * height > MAX_IMAGE_PIXELS) throw new UploadRefused('imageHuge')
  try {
    const image = sharp(buf, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
    return await (type.ext === 'jpg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer()
  } catch {
    throw new UploadRefused('imageBroken')
  }
}

/**
 * The file that is actually stored for an applicant's upload: checked, images re-encoded, the
 * type taken from the content and a random name (nothing the uploader chose reaches the disk).
 * Throws UploadRefused.
 */
export async function sanitizeUpload(
  file: IncomingFile,
  options: { imageOnly?: boolean } = {},
): Promise<IncomingFile> {
  const type = await inspectUpload(file.data, options)
  const data = type.ext === 'pdf' ? file.data : await reencodeImage(file.data, type)
  return { data, mimetype: type.mime, name: `${randomUUID()}.${type.ext}`, size: data.length }
}
