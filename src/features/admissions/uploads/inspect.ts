import { fileTypeFromBuffer } from 'file-type'
import { pdfProblem, type PdfProblem } from './pdf'
import { MAX_UPLOAD_BYTES, UploadRefused, type RefusalCode } from './refusals'
import {
  containsActiveText,
  containsZip,
  jpegStructure,
  pngStructure,
  type Structure,
} from './signatures'

export type AcceptedType =
  | { mime: 'image/jpeg'; ext: 'jpg' }
  | { mime: 'image/png'; ext: 'png' }
  | { mime: 'application/pdf'; ext: 'pdf' }

const PDF_REFUSAL: Record<PdfProblem, RefusalCode> = {
  broken: 'pdfBroken',
  active: 'pdfActive',
  encrypted: 'pdfEncrypted',
  polyglot: 'pdfPolyglot',
}

function checkImage(buf: Buffer, structure: Structure): void {
  if (!structure.ok)
    throw new UploadRefused(structure.reason === 'trailing' ? 'imagePolyglot' : 'imageBroken')
  if (containsZip(buf) || containsActiveText(buf)) throw new UploadRefused('imagePolyglot')
}

/**
 * What an uploaded file really is, judged from its bytes only (never its name or the type the
 * browser declared), and whether it may be kept. Throws UploadRefused with the reason.
 */
export async function inspectUpload(
  buf: Buffer,
  { imageOnly = false }: { imageOnly?: boolean } = {},
): Promise<AcceptedType> {
  if (buf.length === 0) throw new UploadRefused('empty')
  if (buf.length > MAX_UPLOAD_BYTES) throw new UploadRefused('tooLarge')
  const detected = await fileTypeFromBuffer(buf)
  switch (detected?.mime) {
    case 'image/jpeg':
      checkImage(buf, jpegStructure(buf))
      return { mime: 'image/jpeg', ext: 'jpg' }
    // An animated PNG is a PNG with extra chunks; re-encoding keeps its first frame.
    case 'image/png':
    case 'image/apng':
      checkImage(buf, pngStructure(buf))
      return { mime: 'image/png', ext: 'png' }
    case 'application/pdf': {
      if (imageOnly) throw new UploadRefused('imageOnly')
      const problem = pdfProblem(buf)
      if (problem) throw new UploadRefused(PDF_REFUSAL[problem])
      return { mime: 'application/pdf', ext: 'pdf' }
    }
    default:
      throw new UploadRefused(imageOnly ? 'imageOnly' : 'type')
  }
}
