import type { CollectionConfig } from 'payload'
import { choiceField } from '@/fields/common'
import { FEEDER_ACCESS, hiddenFromNonAdmissions } from '@/features/feeder/fields'
import { LOG_OUTCOME_LABELS } from '@/features/feeder/vocabulary'

/**
 * The append-only log of every Feeder call the sync made for a student: the action, its outcome
 * and the Feeder's error_code and error_desc. Never the token or the password: the request is
 * named by its act only.
 */
export const FeederLogs: CollectionConfig = {
  slug: 'feeder-logs',
  labels: { singular: 'Log Feeder', plural: 'Log Feeder' },
  admin: {
    group: 'Penerimaan',
    description: 'Catatan setiap panggilan ke Feeder. Diisi sistem.',
    defaultColumns: ['act', 'nim', 'outcome', 'errorDesc', 'createdAt'],
    useAsTitle: 'act',
    hidden: hiddenFromNonAdmissions,
  },
  access: FEEDER_ACCESS,
  defaultSort: '-createdAt',
  disableDuplicate: true,
  fields: [
    {
      name: 'record',
      label: 'Status mahasiswa',
      type: 'relationship',
      relationTo: 'feeder-records',
      index: true,
    },
    { name: 'nim', label: 'NIM', type: 'text', index: true },
    { name: 'act', label: 'Aksi Feeder', type: 'text', required: true },
    choiceField('outcome', 'Hasil', LOG_OUTCOME_LABELS),
    { name: 'errorCode', label: 'error_code', type: 'number' },
    { name: 'errorDesc', label: 'error_desc / keterangan', type: 'textarea' },
  ],
}
