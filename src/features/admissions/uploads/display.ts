/** How an uploaded file is described to the applicant ("JPG, 245 KB"). Pure: used in the browser too. */

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
}
const NUMBER = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 })

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${NUMBER.format(Math.round(bytes / 1024))} KB`
  return `${NUMBER.format(bytes / (1024 * 1024))} MB`
}

export function describeFileType(mimeType: string, bytes: number): string {
  return `${TYPE_NAMES[mimeType] ?? 'Berkas'}, ${formatFileSize(bytes)}`
}

/** The accept attribute and the hint under an upload field. */
export const uploadFormats = (imageOnly: boolean) =>
  imageOnly
    ? { accept: '.jpg,.jpeg,.png', hint: 'JPG atau PNG, maks. 5 MB' }
    : { accept: '.jpg,.jpeg,.png,.pdf', hint: 'JPG, PNG atau PDF, maks. 5 MB' }
