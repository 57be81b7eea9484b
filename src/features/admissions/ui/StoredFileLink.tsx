import { describeFileType } from '@/features/admissions/uploads/display'
import type { StoredFile } from '@/features/admissions/uploads/store'

/**
 * "Lihat pas foto (JPG, 245 KB)": an uploaded file opened in a new tab through the access-checked
 * file route. The upload field, the read-only documents and the re-registration's diploma share it.
 */
export function StoredFileLink({
  file,
  label,
  className = '',
}: {
  file: StoredFile
  label: string
  className?: string
}) {
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      className={`font-medium text-brand-700 underline underline-offset-2 ${className}`}
    >
      Lihat {label.toLowerCase()} ({describeFileType(file.mimeType, file.filesize)})
    </a>
  )
}
