import type { Application } from '@/payload-types'
import { resolveApplicantFiles } from '@/features/admissions/files.load'
import { EDITABLE_BY_APPLICANT, type ApplicationStatus } from '@/features/admissions/status'
import { describeFileType } from '@/features/admissions/uploads/display'
import { FileUpload, type UploadKind } from './FileUpload.client'

type Slot = {
  kind: UploadKind
  key: 'photo' | 'idCard' | 'diploma' | 'skck'
  label: string
  imageOnly?: boolean
}

const SLOTS: Slot[] = [
  { kind: 'photo', key: 'photo', label: 'Pas foto', imageOnly: true },
  { kind: 'id_card', key: 'idCard', label: 'KTP / Kartu Keluarga' },
  { kind: 'diploma', key: 'diploma', label: 'Ijazah / Surat Keterangan Lulus' },
  { kind: 'skck', key: 'skck', label: 'SKCK' },
]

/**
 * The documents of the form (§4): photo, ID or family card, diploma or graduation letter, and
 * the police clearance where the track asks for it. Each is uploaded on its own and saved at
 * once; after submission they are only shown.
 */
export async function DocumentsStep({
  application,
  requiresSkck,
}: {
  application: Application
  requiresSkck: boolean
}) {
  const slots = SLOTS.filter((slot) => slot.kind !== 'skck' || requiresSkck)
  const docs = application.documents ?? {}
  const files = await resolveApplicantFiles({
    photo: docs.photo,
    idCard: docs.idCard,
    diploma: docs.diploma,
    skck: docs.skck,
  })
  const editable = EDITABLE_BY_APPLICANT.includes(application.status as ApplicationStatus)

  if (!editable) {
    return (
      <ul className="grid gap-3" data-testid="documents-read-only">
        {slots.map((slot) => {
          const file = files[slot.key]
          return (
            <li key={slot.kind} className="rounded-xl border border-gray-300 p-4">
              <p className="font-semibold text-brand-900">{slot.label}</p>
              {file ? (
                <a
                  href={file.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-medium text-brand-700 underline underline-offset-2"
                >
                  Lihat {slot.label.toLowerCase()} ({describeFileType(file.mimeType, file.filesize)}
                  )
                </a>
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
        <FileUpload
          key={slot.kind}
          kind={slot.kind}
          label={slot.label}
          imageOnly={slot.imageOnly}
          current={files[slot.key]}
        />
      ))}
    </div>
  )
}
