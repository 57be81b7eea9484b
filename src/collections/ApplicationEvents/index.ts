import type { CollectionConfig } from 'payload'
import { nobody } from '@/access/roles'
import { ownRecordsOrAdmissions } from '@/access/applicants'
import { applicationOwnerFields } from '@/fields/application-owner'

/**
 * The audit trail of an application: every status change and staff action (who, what, when).
 * Written only by the Applications hooks; nobody can edit or delete an entry.
 */
export const ApplicationEvents: CollectionConfig = {
  slug: 'application-events',
  labels: { singular: 'Riwayat Pendaftaran', plural: 'Riwayat Pendaftaran' },
  admin: {
    group: 'Penerimaan',
    hidden: true,
    useAsTitle: 'action',
    defaultColumns: ['application', 'action', 'actorName', 'createdAt'],
  },
  access: {
    read: ownRecordsOrAdmissions('applicant'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  defaultSort: '-createdAt',
  fields: [
    ...applicationOwnerFields(),
    { name: 'action', label: 'Tindakan', type: 'text', required: true },
    { name: 'fromStatus', label: 'Dari status', type: 'text' },
    { name: 'toStatus', label: 'Ke status', type: 'text' },
    { name: 'note', label: 'Catatan', type: 'textarea' },
    {
      name: 'actorType',
      label: 'Pelaku',
      type: 'select',
      required: true,
      options: [
        { label: 'Pendaftar', value: 'applicant' },
        { label: 'Staf', value: 'staff' },
        { label: 'Sistem', value: 'system' },
      ],
    },
    { name: 'actorName', label: 'Nama pelaku', type: 'text' },
    { name: 'actorStaff', label: 'Staf', type: 'relationship', relationTo: 'users' },
  ],
}
