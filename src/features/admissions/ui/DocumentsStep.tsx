import {
  DOCUMENT_KINDS,
  DOCUMENT_SLOTS,
  slotLabel,
  type DocumentSlot,
} from '@/features/admissions/uploads/kinds'
import type { StoredFile } from '@/features/admissions/uploads/store'
import { FileUpload } from './FileUpload.client'
import { StoredFileLink } from './StoredFileLink'

type Props = {
  /** The file in each document slot, if any. */
  files: Record<DocumentSlot, StoredFile | null>
  /** False once the form is submitted: the documents are only shown. */
  editable: boolean
  requiresSkck: boolean
}

/**
 * The documents of the form: photo, ID or family card, diploma or graduation letter, and the
 * police clearance where the track asks for it. Each is uploaded on its own and saved at once;
 * after submission they are only shown.
 */
export function DocumentsStep({ files, editable, requiresSkck }: Props) {
  const slots = DOCUMENT_SLOTS.filter((slot) => slot !== 'skck' || requiresSkck)

  if (!editable) {
    return (
      <ul className="grid gap-3" data-testid="documents-read-only">
        {slots.map((slot) => {
          const file = files[slot]
          const label = slotLabel(slot)
          return (
            <li key={slot} className="rounded-xl border border-gray-300 p-4">
              <p className="font-semibold text-brand-900">{label}</p>
              {file ? (
                <StoredFileLink file={file} label={label} className="text-sm" />
              ) : (
                <p className="text-sm text-muted">Tidak diunggah.</p>
              )}
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <div className="grid gap-4" data-testid="documents-step">
      <p className="text-muted">
        Setiap berkas tersimpan begitu selesai diunggah. Pastikan foto atau pindaian jelas dan
        terbaca.
      </p>
      {slots.map((slot) => (
        <FileUpload key={slot} kind={DOCUMENT_KINDS[slot]} current={files[slot]} />
      ))}
    </div>
  )
}
