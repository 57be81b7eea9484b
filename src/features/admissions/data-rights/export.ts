import path from 'node:path'
import { strToU8, zipSync, type Zippable } from 'fflate'
import { createLocalReq, type Payload } from 'payload'
import type {
  Applicant,
  ApplicantFile,
  Application,
  ApplicationEvent,
  DataRequest,
} from '@/payload-types'
import type { ApplicantRef } from '@/features/admissions/application/service'
import { csvDay } from '@/features/admissions/application/csv'
import { readStoredFile } from '@/lib/file-storage'
import { UPLOAD_KIND_LABELS } from '@/features/admissions/uploads/kinds'

/**
 * "Unduh semua data saya" (UU PDP right of access): everything stored about one applicant, as a
 * ZIP of data.json plus their uploaded files. Every read goes through the Local API as the
 * applicant (overrideAccess: false), and a file is read from storage only for a document that read
 * returned, so the export can never hold more than the applicant may see.
 */

/** Account fields that are secrets or login bookkeeping, not personal data to hand out. */
export const SECRET_ACCOUNT_FIELDS = [
  'password',
  'hash',
  'salt',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'resetPasswordRequestedAt',
  '_verificationToken',
  'loginAttempts',
  'lockUntil',
  'sessions',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
] as const

export function accountForExport(
  account: Partial<Applicant> & Record<string, unknown>,
): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...account }
  for (const key of SECRET_ACCOUNT_FIELDS) delete copy[key]
  return copy
}

export type KindLabels = Record<string, string>

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** berkas/bukti-pembayaran-1.jpg, berkas/pas-foto-1.png, …: readable, unique, no path from the upload. */
export function exportFilePaths(
  files: Pick<ApplicantFile, 'id' | 'kind' | 'filename'>[],
  labels: KindLabels,
): Map<ApplicantFile['id'], string> {
  const counts = new Map<string, number>()
  const paths = new Map<ApplicantFile['id'], string>()
  for (const file of files) {
    const base = slug(labels[file.kind] ?? file.kind) || 'berkas'
    const n = (counts.get(base) ?? 0) + 1
    counts.set(base, n)
    const ext = path
      .extname(path.basename(file.filename ?? ''))
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
    paths.set(file.id, `berkas/${base}-${n}${ext}`)
  }
  return paths
}

export type ExportInput = {
  account: Partial<Applicant> & Record<string, unknown>
  application: Application | null
  history: ApplicationEvent[]
  dataRequests: DataRequest[]
  files: ApplicantFile[]
  labels: KindLabels
  exportedAt: Date
}

/** The content of data.json: Indonesian headings, the documents as stored, secrets removed. */
export function exportDocument({
  account,
  application,
  history,
  dataRequests,
  files,
  labels,
  exportedAt,
}: ExportInput) {
  const filePaths = exportFilePaths(files, labels)
  // The history is listed on its own; the join field would only repeat its ids.
  const { events: _events, ...applicationFields } = application ?? ({} as Partial<Application>)
  return {
    keterangan:
      'Salinan semua data pribadi Anda yang disimpan Universitas ' +
      'Teknologi Bandung untuk penerimaan mahasiswa baru (UU No. 27 ' +
      'Tahun 2022). Berkas yang Anda unggah ada di folder "berkas".',
    dibuatPada: exportedAt.toISOString(),
    akun: accountForExport(account),
    pendaftaran: application ? applicationFields : null,
    riwayat: history,
    permintaanData: dataRequests,
    berkas: files.map((file) => ({
      id: file.id,
      jenis: labels[file.kind] ?? file.kind,
      namaDiZip: filePaths.get(file.id),
      namaAsli: file.filename,
      tipe: file.mimeType,
      ukuranByte: file.filesize,
      diunggahPada: file.createdAt,
    })),
  }
}

export const exportZipName = (exportedAt: Date) =>
  `data-saya-utb-${csvDay(exportedAt.toISOString())}.zip`

const asUser = (user: ApplicantRef) => user as never

/** Reads everything of the applicant (as the applicant) and packs data.json and their files. */
export async function buildApplicantExport(
  payload: Payload,
  user: ApplicantRef,
  exportedAt = new Date(),
): Promise<{ filename: string; zip: Uint8Array }> {
  const asApplicant = { overrideAccess: false, user: asUser(user), depth: 0 } as const
  const own = (field: string) => ({ [field]: { equals: user.id } })
  const [account, applications, history, dataRequests, files] = await Promise.all([
    payload.findByID({ collection: 'applicants', id: user.id, ...asApplicant }),
    payload.find({ collection: 'applications', where: own('applicant'), limit: 1, ...asApplicant }),
    payload.find({
      collection: 'application-events',
      where: own('applicant'),
      sort: 'createdAt',
      pagination: false,
      ...asApplicant,
    }),
    payload.find({
      collection: 'data-requests',
      where: own('applicant'),
      sort: 'createdAt',
      pagination: false,
      ...asApplicant,
    }),
    payload.find({
      collection: 'applicant-files',
      where: own('owner'),
      sort: 'createdAt',
      pagination: false,
      ...asApplicant,
    }),
  ])

  const labels = UPLOAD_KIND_LABELS
  const document = exportDocument({
    account: account as ExportInput['account'],
    application: applications.docs[0] ?? null,
    history: history.docs,
    dataRequests: dataRequests.docs,
    files: files.docs,
    labels,
    exportedAt,
  })

  const req = await createLocalReq({ user: asUser(user) }, payload)
  const entries: Zippable = { 'data.json': strToU8(JSON.stringify(document, null, 2)) }
  const filePaths = exportFilePaths(files.docs, labels)
  for (const file of files.docs) {
    if (!file.filename) continue
    const bytes = await readStoredFile(req, 'applicant-files', file).catch(
      (error: unknown) => error,
    )
    if (!(bytes instanceof Buffer)) {
      payload.logger.warn({
        msg: `Berkas pendaftar ${file.id} tidak ditemukan untuk ekspor data`,
        err: bytes ?? undefined,
      })
      continue
    }
    // JPEG, PNG and PDF are compressed already; storing them keeps the export fast.
    entries[filePaths.get(file.id)!] = [bytes, { level: 0 }]
  }
  return { filename: exportZipName(exportedAt), zip: zipSync(entries, { level: 6 }) }
}
