import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { hasRole } from '@/access/roles'
import { admissionsStaff, isApplicantUser, isAdmissionsUser, ownRecordsOrAdmissions } from '@/access/applicants'
import { env } from '@/lib/env'

export const APPLICANT_FILE_KINDS = [
  { label: 'Bukti pembayaran', value: 'payment_proof' },
  { label: 'Pas foto', value: 'photo' },
  { label: 'KTP / Kartu Keluarga', value: 'id_card' },
  { label: 'Ijazah / Surat Keterangan Lulus', value: 'diploma' },
  { label: 'SKCK', value: 'skck' },
] as const
export type ApplicantFileKind = (typeof APPLICANT_FILE_KINDS)[number]['value']

/**
 * Files applicants upload (payment proof, photo, documents). They live outside the public media
 * folder and are served only through Payload's access-checked file route: the owner and
 * admissions staff can read them, nobody else.
 */
export const ApplicantFiles: CollectionConfig = {
  slug: 'applicant-files',
  labels: { singular: 'Berkas Pendaftar', plural: 'Berkas Pendaftar' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'kind', 'owner', 'createdAt'],
    hidden: ({ user }) => !isAdmissionsUser(user as never),
  },
  access: {
    read: ownRecordsOrAdmissions('owner'),
    create: ({ req }) => isApplicantUser(req.user as never) || isAdmissionsUser(req.user as never),
    update: admissionsStaff,
    delete: ({ req }) => hasRole(req.user as never, 'admin'),
  },
  upload: {
    staticDir: path.resolve(env().privateDir, 'applicant-files'),
    mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    // No public thumbnails: every derived file would need the same protection.
    disableLocalStorage: false,
  },
  fields: [
    {
      name: 'owner',
      label: 'Pemilik',
      type: 'relationship',
      relationTo: 'applicants',
      required: true,
      index: true,
      access: { update: () => false },
    },
    { name: 'kind', label: 'Jenis berkas', type: 'select', required: true, options: [...APPLICANT_FILE_KINDS], index: true },
  ],
}
