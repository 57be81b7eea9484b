import { UPLOAD_KIND_LABELS } from '@/features/admissions/uploads/kinds'
import type { StoredFile } from '@/features/admissions/uploads/store'
import { FileUpload } from '@/features/admissions/ui/FileUpload.client'
import { StoredFileLink } from '@/features/admissions/ui/StoredFileLink'

const LABEL = UPLOAD_KIND_LABELS.final_diploma

/**
 * The final diploma (ijazah akhir) of the re-registration: uploaded with the form's upload field
 * while the applicant may still change the re-registration (replaced by uploading again), then
 * only shown. Sending the re-registration needs it.
 */
export function FinalDiploma({ file, editable }: { file: StoredFile | null; editable: boolean }) {
  if (!editable && !file) return null
  return (
    <section
      className="rounded-2xl border border-gray-300 p-5"
      aria-labelledby="ijazah-akhir"
      data-testid="final-diploma"
    >
      <h2 id="ijazah-akhir" className="mb-2 text-xl font-semibold text-brand-900">
        {LABEL}
      </h2>
      {editable ? (
        <>
          <p className="mb-4 text-muted">
            Unggah ijazah SMA/SMK/MA Anda (bukan surat keterangan lulus). Berkas tersimpan begitu
            selesai diunggah; unggah lagi untuk menggantinya sebelum daftar ulang dikirim.
          </p>
          <FileUpload kind="final_diploma" current={file} />
        </>
      ) : file ? (
        <StoredFileLink file={file} label={LABEL} className="text-sm" />
      ) : null}
    </section>
  )
}
