import type { CollectionConfig } from 'payload'
import { admissionsStaff, isApplicantUser, ownRecordsOrAdmissions } from '@/access/applicants'

/** UU PDP requests from applicants (deletion of their data), tracked by admissions staff. */
export const DataRequests: CollectionConfig = {
  slug: 'data-requests',
  labels: { singular: 'Permintaan Data Pribadi', plural: 'Permintaan Data Pribadi' },
  admin: { group: 'Penerimaan', useAsTitle: 'kind', defaultColumns: ['applicant', 'kind', 'status', 'createdAt'] },
  access: {
    read: ownRecordsOrAdmissions('applicant'),
    create: ({ req }) => isApplicantUser(req.user as never),
    update: admissionsStaff,
    delete: () => false,
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'applicant', label: 'Pendaftar', type: 'relationship', relationTo: 'applicants', required: true, index: true, access: { update: () => false } },
    {
      name: 'kind',
      label: 'Jenis permintaan',
      type: 'select',
      required: true,
      defaultValue: 'deletion',
      options: [{ label: 'Penghapusan data', value: 'deletion' }],
      access: { update: () => false },
    },
    { name: 'reason', label: 'Alasan dari pendaftar', type: 'textarea', maxLength: 1000, access: { update: () => false } },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      access: { create: () => false },
      options: [
        { label: 'Baru', value: 'open' },
        { label: 'Diproses', value: 'in_progress' },
        { label: 'Selesai', value: 'done' },
        { label: 'Ditolak', value: 'rejected' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'staffNote', label: 'Catatan staf', type: 'textarea', access: { create: () => false } },
  ],
}
