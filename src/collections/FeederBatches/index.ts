import type { CollectionConfig, Field } from 'payload'
import { choiceField } from '@/fields/common'
import {
  FEEDER_ACCESS,
  hiddenFromNonAdmissions,
  readOnly,
  momentField,
} from '@/features/feeder/fields'
import {
  approveBatchEndpoint,
  prepareBatchEndpoint,
  refreshBatchEndpoint,
} from '@/features/feeder/endpoints'
import { BATCH_STATUS_LABELS, RECORD_STATE_LABELS } from '@/features/feeder/vocabulary'

/**
 * A batch of new students reported to PDDikti's Feeder (Kiriman Feeder): the students chosen, the
 * fingerprint of what will be sent, who approved it and when, and how far the sync got. Written
 * by the Feeder service alone (src/features/feeder): staff prepare, refresh and approve one
 * through its endpoints and the sidebar's button, and read its students' states below.
 */
export const FeederBatches: CollectionConfig = {
  slug: 'feeder-batches',
  labels: { singular: 'Kiriman Feeder', plural: 'Kiriman Feeder' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'title',
    defaultColumns: ['title', 'status', 'total', 'counts', 'approvedAt'],
    description:
      'Pelaporan mahasiswa baru ke PDDikti (Neo Feeder). Buat kiriman per angkatan, periksa ' +
      'isinya, lalu "Setujui & kirim".',
    hidden: hiddenFromNonAdmissions,
    components: {
      beforeListTable: ['@/features/feeder/ui/admin/PrepareBatch.client#PrepareBatch'],
    },
  },
  access: FEEDER_ACCESS,
  // POST /api/cms/feeder-batches/prepare {"intakeYear", "programme"?};
  // POST /api/cms/feeder-batches/:id/refresh; POST /api/cms/feeder-batches/:id/approve {"fingerprint"}.
  endpoints: [prepareBatchEndpoint, refreshBatchEndpoint, approveBatchEndpoint],
  defaultSort: '-createdAt',
  disableDuplicate: true,
  fields: [
    { name: 'title', label: 'Nama kiriman', type: 'text', required: true, ...readOnly },
    {
      type: 'row',
      fields: [
        { name: 'intakeYear', label: 'Angkatan', type: 'number', required: true, ...readOnly },
        {
          name: 'programme',
          label: 'Program studi (kosong: semua)',
          type: 'relationship',
          relationTo: 'programmes',
          ...readOnly,
        },
      ],
    },
    {
      ...choiceField('status', 'Status', BATCH_STATUS_LABELS, {
        defaultValue: 'draft',
        index: true,
      }),
      admin: { position: 'sidebar', readOnly: true },
    } as Field,
    {
      name: 'approve',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'draft',
        components: { Field: '@/features/feeder/ui/admin/ApproveBatch.client#ApproveBatch' },
      },
    },
    {
      name: 'fingerprint',
      label: 'Sidik isi (SHA-256 data yang akan dikirim)',
      type: 'text',
      admin: {
        readOnly: true,
        description: 'Berubah bila data mahasiswa berubah; persetujuan memeriksanya lagi.',
      },
    },
    { name: 'total', label: 'Jumlah mahasiswa', type: 'number', ...readOnly },
    {
      name: 'counts',
      label: 'Per status',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        {
          type: 'row',
          fields: Object.entries(RECORD_STATE_LABELS).map(([name, label]) => ({
            name,
            label,
            type: 'number' as const,
            defaultValue: 0,
          })),
        },
      ],
    },
    {
      name: 'students',
      type: 'ui',
      admin: {
        components: { Field: '@/features/feeder/ui/admin/BatchRecords#BatchRecords' },
      },
    },
    {
      name: 'approvedFingerprint',
      label: 'Sidik isi yang disetujui',
      type: 'text',
      ...readOnly,
    },
    {
      name: 'approvedBy',
      label: 'Disetujui oleh',
      type: 'relationship',
      relationTo: 'users',
      ...readOnly,
    },
    momentField('approvedAt', 'Disetujui pada'),
    momentField('finishedAt', 'Selesai pada'),
    {
      name: 'createdBy',
      label: 'Dibuat oleh',
      type: 'relationship',
      relationTo: 'users',
      ...readOnly,
    },
  ],
}
