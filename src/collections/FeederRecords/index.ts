import type { CollectionConfig, Field } from 'payload'
import { choiceField } from '@/fields/common'
import {
  FEEDER_ACCESS,
  hiddenFromNonAdmissions,
  readOnly,
  momentField,
} from '@/features/feeder/fields'
import { RECORD_STATE_LABELS, RECORD_STEP_LABELS } from '@/features/feeder/vocabulary'

/**
 * One student in one Feeder batch: where its report stands (pending → sent → confirmed, or
 * failed with the Feeder's error_desc, or unknown until a read settles it), the step
 * (biodata, then riwayat) and the ids the Feeder gave. The sync moves the state by conditional
 * updates only (src/features/feeder/record-state.ts), so two servers never send one twice.
 */
export const FeederRecords: CollectionConfig = {
  slug: 'feeder-records',
  labels: { singular: 'Status Feeder Mahasiswa', plural: 'Status Feeder Mahasiswa' },
  admin: {
    group: 'Penerimaan',
    useAsTitle: 'nim',
    defaultColumns: ['nim', 'batch', 'state', 'step', 'errorDesc', 'updatedAt'],
    listSearchableFields: ['nim', 'nik'],
    description: 'Status pelaporan setiap mahasiswa ke Feeder. Diisi sistem.',
    hidden: hiddenFromNonAdmissions,
  },
  access: FEEDER_ACCESS,
  defaultSort: 'nim',
  disableDuplicate: true,
  fields: [
    {
      name: 'batch',
      label: 'Kiriman',
      type: 'relationship',
      relationTo: 'feeder-batches',
      required: true,
      index: true,
      ...readOnly,
    },
    {
      name: 'student',
      label: 'Mahasiswa',
      type: 'relationship',
      relationTo: 'students',
      required: true,
      index: true,
      ...readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'nim', label: 'NIM', type: 'text', index: true, ...readOnly },
        { name: 'nik', label: 'NIK', type: 'text', index: true, ...readOnly },
        { name: 'name', label: 'Nama', type: 'text', ...readOnly },
      ],
    },
    {
      ...choiceField('state', 'Status', RECORD_STATE_LABELS, {
        defaultValue: 'pending',
        index: true,
      }),
      admin: { readOnly: true },
    } as Field,
    {
      ...choiceField('step', 'Langkah', RECORD_STEP_LABELS, { defaultValue: 'biodata' }),
      admin: { readOnly: true },
    } as Field,
    {
      name: 'errorDesc',
      label: 'Keterangan (error_desc Feeder atau data yang kurang)',
      type: 'textarea',
      ...readOnly,
    },
    {
      type: 'row',
      fields: [
        { name: 'idMahasiswa', label: 'id_mahasiswa', type: 'text', ...readOnly },
        {
          name: 'idRegistrasiMahasiswa',
          label: 'id_registrasi_mahasiswa',
          type: 'text',
          ...readOnly,
        },
      ],
    },
    { name: 'attempts', label: 'Jumlah pengiriman', type: 'number', defaultValue: 0, ...readOnly },
    momentField('sentAt', 'Terakhir dikirim pada'),
    momentField('settledAt', 'Diselesaikan pada'),
  ],
}
